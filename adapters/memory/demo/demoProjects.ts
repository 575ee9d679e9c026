import type { Application, ApplicationStatus, PartnerRole, Project, ProjectStage } from '../../../core/domain';
import { demoUsers, taipei } from './demoUsers';

function owner(uid: string): { name: string; avatarUrl: string } {
  const user = demoUsers.find((u) => u.profile.uid === uid);
  if (!user) throw new Error(`demo data: unknown member ${uid}`);
  return user.profile;
}

interface ProjectSeed {
  ownerId: string;
  projectName: string;
  headline: string;
  description: string;
  stage: ProjectStage;
  partnersWanted: PartnerRole[];
  skillsRequired: string[];
  createdAt: number;
}

const PROJECT_SEEDS: ProjectSeed[] = [
  {
    ownerId: 'u-demo',
    projectName: '照護橋',
    headline: '讓長照家庭三天內找到合適的居家照服員',
    description:
      '長照家庭在家人出院前後往往只有幾天時間安排照顧人力，卻只能靠電話與口耳相傳找照服員。照護橋讓家屬填寫照顧需求後，依地區、時段與專長媒合合格的居家照服員。照服員可以在 App 上管理班表、查看個案注意事項。我們已與兩家居家服務單位合作試行，累計完成六十件媒合。下一步要把排班與服務紀錄做成完整的系統。',
    stage: 'prototype',
    partnersWanted: ['technical', 'operations'],
    skillsRequired: ['React Native', '後端 API 設計', '長照服務流程', '通路經營'],
    createdAt: taipei(2026, 9, 23, 22, 10),
  },
  {
    ownerId: 'u-001',
    projectName: '書循環',
    headline: '校園二手教科書的交換與預購平臺',
    description:
      '大學生每學期花在原文書的錢動輒數千元，但多數課本只用一學期。書循環以校園為單位，讓學長姐上架課本、學弟妹依課號搜尋並預訂。我們會和系學會合作，在開學週設置取書點，省去面交的麻煩。目前已完成需求訪談與介面設計，正在尋找能實作網站與 App 的技術夥伴。',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: ['React', 'Firebase', '搜尋功能', '行動版網頁'],
    createdAt: taipei(2026, 7, 30, 21, 5),
  },
  {
    ownerId: 'u-004',
    projectName: '夜市快點',
    headline: '夜市攤商負擔得起的行動點餐與叫號系統',
    description:
      '夜市尖峰時段人潮洶湧，排隊太久讓客人流失，攤商也難以掌握備料。夜市快點讓客人掃描 QR Code 點餐付款，餐點完成後以簡訊或 LINE 通知取餐。攤商只需要一支手機就能接單，月費比一般 POS 系統便宜許多。我們已在臺南兩個夜市共八個攤位試行，平均等待時間縮短四成。接下來需要強化系統穩定度，並拓展到更多縣市。',
    stage: 'early_adopters',
    partnersWanted: ['technical', 'operations'],
    skillsRequired: ['行動支付串接', 'LINE Messaging API', '後端開發', '業務開發'],
    createdAt: taipei(2026, 8, 8, 23, 40),
  },
  {
    ownerId: 'u-007',
    projectName: '田間直送',
    headline: '花東小農產地直送的生鮮電商',
    description:
      '花東有許多友善耕作的小農，卻因為產量小、缺乏通路而被盤商壓價。田間直送從社群團購起家，半年內累積八百位固定買家，回購率超過五成。我們計畫建立正式的電商網站與會員制度，並和冷鏈物流業者合作，穩定配送品質。現在最需要熟悉電商營運與物流規劃的夥伴。',
    stage: 'early_adopters',
    partnersWanted: ['operations'],
    skillsRequired: ['電商營運', '冷鏈物流', '會員經營', '產地溝通'],
    createdAt: taipei(2026, 8, 14, 10, 20),
  },
  {
    ownerId: 'u-010',
    projectName: '帳小幫',
    headline: '拍張照就完成分類的 AI 記帳助理',
    description:
      '小店老闆每天忙著做生意，發票和收據常常累積到月底才處理。帳小幫讓使用者拍下單據，系統自動辨識金額、日期與類別，並整理成申報營業稅需要的報表。我們已完成核心流程的原型，十家店家試用後回饋辨識錯誤仍然偏多。正在尋找熟悉影像辨識與自然語言處理的技術夥伴，一起把準確率做上來。',
    stage: 'prototype',
    partnersWanted: ['technical'],
    skillsRequired: ['OCR', '機器學習', 'Python', '行動 App 開發'],
    createdAt: taipei(2026, 8, 19, 20, 45),
  },
  {
    ownerId: 'u-013',
    projectName: '樂齡數位學堂',
    headline: '大字體、慢節奏的長輩數位學習平臺',
    description:
      '長輩學手機最需要的是耐心，以及可以反覆練習的教材。樂齡數位學堂提供大字體、慢節奏的教學影片，主題涵蓋 LINE 視訊、網路購物防詐與行動支付。課程搭配社區活動中心的實體課，由志工一對一協助。目前已在新北市三個社區試辦，學員完課率達到七成。希望找到能擴大合作據點的營運夥伴，以及讓平臺更好用的技術夥伴。',
    stage: 'early_adopters',
    partnersWanted: ['technical', 'operations'],
    skillsRequired: ['影音平臺', '無障礙設計', '社區合作', '課程營運'],
    createdAt: taipei(2026, 8, 28, 9, 30),
  },
  {
    ownerId: 'u-016',
    projectName: '車履歷',
    headline: '二手機車的保養紀錄透明化平臺',
    description:
      '二手機車市場資訊不透明，買家很難判斷車況，好車也賣不到好價錢。車履歷串接合作機車行的保養紀錄，為每輛車建立可以查詢的履歷與車況評分。賣家可以用完整履歷提高售價，買家也能更安心地下手。目前正在設計資料格式，以及機車行上傳紀錄的流程。',
    stage: 'prototype',
    partnersWanted: ['technical'],
    skillsRequired: ['後端開發', '資料庫設計', '行動 App 開發', 'API 串接'],
    createdAt: taipei(2026, 9, 5, 15, 12),
  },
  {
    ownerId: 'u-019',
    projectName: '毛孩同行',
    headline: '飼主共同維護的寵物友善店家地圖',
    description:
      '帶毛孩出門前，飼主最常問的就是「這家店可以帶狗嗎？」。毛孩同行讓飼主標記寵物友善的餐廳、咖啡廳與旅宿，並分享實際的友善程度與設施。店家可以申請認證，在地圖上顯示專屬標章。我們的社群帳號已有三萬名追蹤者，會是最初的種子使用者。',
    stage: 'concept',
    partnersWanted: ['technical', 'operations'],
    skillsRequired: ['地圖服務', '行動 App 開發', '社群經營', '店家業務'],
    createdAt: taipei(2026, 9, 12, 21, 48),
  },
  {
    ownerId: 'u-022',
    projectName: '零工保',
    headline: '依工作型態推薦保單的零工族群保險比價',
    description:
      '外送員、接案工作者與短期工讀生，常常因為沒有固定的僱用單位而缺乏保障。零工保依照使用者的工作型態與時數，推薦合適的意外險與短期保單，並提供透明的比價。我們會與保險經紀公司合作，確保推薦過程符合法規。目前已完成商業模式驗證，並和兩家保險公司初步洽談。',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: ['網頁開發', '推薦系統', '資訊安全', '金融法規'],
    createdAt: taipei(2026, 9, 18, 11, 5),
  },
  {
    ownerId: 'u-025',
    projectName: '小農童樂',
    headline: '宜蘭親子農場體驗的線上預約平臺',
    description:
      '宜蘭有許多精彩的休閒農場，但預約方式仍以電話和私訊為主，家長很難比較。小農童樂整合農場的體驗活動、時段與評價，讓家長線上預約並付款。農場可以自行管理名額，減少臨時取消造成的損失。目前已有六家農場願意合作，團隊成員也已到齊，暫不徵求合夥人，但很歡迎對親子旅遊有想法的朋友來交流。',
    stage: 'concept',
    partnersWanted: [],
    skillsRequired: ['在地業務開發', '行銷企劃', '客服流程'],
    createdAt: taipei(2026, 9, 29, 8, 55),
  },
  {
    ownerId: 'u-028',
    projectName: '班務通',
    headline: '中小型補習班的排課與家長溝通系統',
    description:
      '補習班的行政人員每天花大量時間在排課、點名與通知家長。班務通把這些工作整合在同一套系統，家長可以透過 LINE 收到到班通知與成績回報。我們在自己的補習班裡開發並打磨產品，目前有二十家補習班付費試用。下一步要提升系統穩定度並建立客戶成功流程，準備擴大銷售。',
    stage: 'early_adopters',
    partnersWanted: ['technical'],
    skillsRequired: ['後端開發', 'LINE 串接', '雲端架構', '訂閱制金流'],
    createdAt: taipei(2026, 10, 6, 19, 22),
  },
  {
    ownerId: 'u-031',
    projectName: '惜食地圖',
    headline: '讓即期好食物在打烊前找到主人',
    description:
      '烘焙坊、便利商店與餐廳每天都有大量即期食品被丟棄。惜食地圖讓店家在打烊前上架即期品，附近的使用者可以用優惠價格預訂並到店取貨。店家減少損耗，使用者買到划算的食物，也一起減少浪費。已有五家店家承諾參與試行，我們正在開發第一版 App。',
    stage: 'prototype',
    partnersWanted: ['technical', 'operations'],
    skillsRequired: ['行動 App 開發', '地圖定位', '店家業務', '社群行銷'],
    createdAt: taipei(2026, 10, 12, 22, 30),
  },
  {
    ownerId: 'u-034',
    projectName: '農機共享',
    headline: '讓農友用手機預約代耕與共享農機',
    description:
      '大型農機動輒數百萬元，小農買不起，只能等代耕業者排出時間。農機共享讓農友用手機預約代耕服務，也讓擁有農機的農友在空檔出租設備。我們在雲林訪談了四十位農友，多數願意嘗試。第一階段會先和當地農會合作，用簡單的預約表單驗證需求，需要擅長地方業務與營運規劃的夥伴。',
    stage: 'concept',
    partnersWanted: ['operations'],
    skillsRequired: ['地方業務', '農會合作', '營運規劃'],
    createdAt: taipei(2026, 10, 21, 7, 40),
  },
  {
    ownerId: 'u-037',
    projectName: '手語通',
    headline: '櫃檯用的手語與文字即時翻譯工具',
    description:
      '聽障者到醫院、銀行或公所辦事時，常常因為溝通不便而需要家人陪同。手語通結合手語辨識與文字轉語音，讓櫃檯人員與聽障者透過平板即時對話。我們正與聽障協會合作蒐集並標註手語影片，建立臺灣手語資料集。這是一個需要長期投入的專案，希望找到對電腦視覺有熱情的技術夥伴。',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: ['電腦視覺', '手勢辨識', '深度學習', '資料標註'],
    createdAt: taipei(2026, 10, 29, 16, 15),
  },
  {
    ownerId: 'u-040',
    projectName: '島嶼慢遊',
    headline: '串連漁村、民宿與導覽的澎湖深度旅遊',
    description:
      '每年有上百萬旅客造訪澎湖，多數卻只停留在熱門景點。島嶼慢遊與在地漁民、民宿主人合作，推出潮間帶生態觀察、石滬導覽等深度體驗。旅客可以線上預約行程並搭配住宿，收益更直接地回到在地社區。目前已規劃十條行程，希望在明年旺季前讓預約系統上線。',
    stage: 'prototype',
    partnersWanted: ['technical', 'operations'],
    skillsRequired: ['預約系統', '行銷企劃', '旅遊電商', '社群經營'],
    createdAt: taipei(2026, 11, 6, 14, 5),
  },
];

export const demoProjects: Project[] = PROJECT_SEEDS.map((p) => {
  const o = owner(p.ownerId);
  return {
    id: p.ownerId,
    projectName: p.projectName,
    headline: p.headline,
    description: p.description,
    stage: p.stage,
    partnersWanted: p.partnersWanted,
    skillsRequired: p.skillsRequired,
    ownerId: p.ownerId,
    ownerName: o.name,
    ownerAvatar: o.avatarUrl,
    createdAt: p.createdAt,
  };
});

function application(
  projectId: string,
  applicantId: string,
  status: ApplicationStatus,
  createdAt: number,
): Application {
  const a = owner(applicantId);
  return { projectId, applicantId, applicantName: a.name, applicantAvatar: a.avatarUrl, status, createdAt };
}

export const demoApplications: Application[] = [
  // To the demo member's project: one of each status.
  application('u-demo', 'u-002', 'pending', taipei(2026, 10, 2, 21, 15)),
  application('u-demo', 'u-024', 'accepted', taipei(2026, 9, 30, 10, 40)),
  application('u-demo', 'u-014', 'rejected', taipei(2026, 9, 26, 13, 5)),
  // The demo member's own application.
  application('u-031', 'u-demo', 'pending', taipei(2026, 10, 15, 20, 30)),
  // Between other members.
  application('u-010', 'u-005', 'accepted', taipei(2026, 8, 24, 19, 50)),
  application('u-004', 'u-012', 'pending', taipei(2026, 8, 25, 22, 8)),
  application('u-007', 'u-027', 'pending', taipei(2026, 10, 1, 9, 12)),
  application('u-019', 'u-032', 'accepted', taipei(2026, 10, 14, 18, 36)),
  application('u-037', 'u-038', 'pending', taipei(2026, 11, 1, 11, 48)),
];
