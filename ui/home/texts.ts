import type { Role } from '../../core/domain';

/** Home (/home): hero, banner carousel, three steps, resources, featured members (spec 2 Home). */
export const homeTexts = {
  documentTitle: '首頁',
  heroEyebrow: '創業夥伴媒合平臺',
  /** Greets a member by name; `null` for no name. */
  heroGreeting: (name: string | null): string => (name ? `${name}，你好` : '你好'),
  heroTitle: '找到和你互補的創業夥伴',
  heroLead: '有點子卻缺技術，或有技術卻在找方向？在這裡認識技術、營運與行銷夥伴，一起把想法做成產品。',
  /** One character per role in the hero's decorative role cards. */
  roleInitial: { idea_holder: '點', technical: '技', operations: '營' } satisfies Record<Role, string>,
  explorePartners: '探索夥伴',
  exploreProjects: '探索專案',

  carousel: {
    label: '精選活動',
    roleDescription: '輪播',
    slideRoleDescription: '投影片',
    slideLabel: (index: number, total: number): string => `第 ${index} 張，共 ${total} 張`,
    previous: '上一張',
    next: '下一張',
    pause: '暫停輪播',
    play: '繼續輪播',
    dotsLabel: '選擇投影片',
    dot: (index: number, title: string): string => `第 ${index} 張：${title}`,
  },

  stepsTitle: '三步驟開始你的創業旅程',
  stepsLead: '從認識自己到找到夥伴，每一步都很簡單。',
  steps: [
    { title: '建立個人檔案', body: '選擇你的創業角色，寫下技能、經歷與想投入的方式，讓夥伴更快認識你。' },
    { title: '探索夥伴與專案', body: '依創業角色、性別與地區篩選會員，或瀏覽正在找人的專案，找到合拍的團隊。' },
    { title: '開始合作', body: '傳送訊息或申請加入專案，從第一次對話開始，一起把點子做成產品。' },
  ],

  resourcesTitle: '實戰加速',
  resourcesLead: '補助、貸款與育成資源，幫你的團隊少走一點冤枉路。',
  allResources: '查看所有創業資源',

  recommendedTitle: '推薦夥伴',
  recommendedLead: '依你的角色、專案需要的技能、投入程度與所在地挑選，附上推薦理由。',
  recommendedMore: '看更多最適合我的夥伴',
  recommendedLoading: '正在挑選推薦夥伴…',
  recommendedUnavailable: '推薦夥伴暫時無法顯示，請重新整理頁面再試一次。',

  membersTitle: '認識新夥伴',
  membersLead: '最近加入的會員，也許就是你在找的那個人。',
  membersLoading: '正在載入會員…',
  membersEmpty: '目前還沒有其他會員，歡迎先完成你的個人檔案。',
  membersError: '無法載入會員，請稍後再試。',
  /** A member card's list of skills (its accessible name). */
  memberSkills: '技能',
  allMembers: '探索更多夥伴',
  viewProfile: '查看個人檔案',
  viewProfileOf: (name: string): string => `查看${name}的個人檔案`,
} as const;
