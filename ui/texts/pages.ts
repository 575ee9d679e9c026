/**
 * Titles (also used for document.title) and one-line descriptions of every route page.
 * Screen engineers: keep a page's own texts in its own area file (e.g. ui/texts/profile.ts);
 * this file holds only what routing, placeholders and the layout need.
 */
export const pages = {
  home: {
    title: '首頁',
    description: '從這裡開始探索夥伴、瀏覽專案，並掌握最新的創業資源。',
  },
  resources: {
    title: '創業資源',
    description: '整理補助計畫、加速器與共同工作空間等實用資源，幫助你的團隊加速成長。',
  },
  explorePartners: {
    title: '探索夥伴',
    description: '依創業角色、性別與地區篩選，找到能與你互補的創業夥伴。',
  },
  exploreProjects: {
    title: '探索專案',
    description: '瀏覽其他會員發布的專案，找到你想加入的團隊。',
  },
  projectDetail: {
    title: '專案詳情',
    description: '查看專案內容與團隊需求，並申請加入。',
  },
  chat: {
    title: '訊息對話',
    description: '與其他會員一對一傳送訊息。',
  },
  inbox: {
    title: '我的訊息',
    description: '查看所有對話與未讀訊息。',
  },
  projectCreate: {
    title: '發布專案',
    description: '分享你的創業點子與需要的夥伴，或建立你的專業技能檔案。',
  },
  projectEdit: {
    title: '編輯專案',
    description: '更新專案內容與需要的夥伴。',
  },
  profile: {
    title: '個人檔案',
    description: '會員的創業角色、技能與經歷。',
  },
  questionnaire: {
    title: '創業評測',
    description: '回答幾個問題，認識你的創業特質與潛力。',
  },
  questionnaireResult: {
    title: '評測結果',
    description: '你的創業特質分析與發展建議。',
  },
  agreementTemplates: {
    title: '合約範本',
    lead: '常用的創業合約範本正在準備中，敬請期待。',
    comingSoonBadge: '即將推出',
    listHeading: '預計提供的範本',
    items: [
      { title: '共同創辦人協議', body: '約定股權分配、角色分工、決策方式與退出機制。' },
      { title: '保密協議', body: '在分享點子與商業資訊之前，保護雙方的機密內容。' },
      { title: '顧問合作協議', body: '明確約定顧問的服務內容、期間與報酬方式。' },
      { title: '股權兌現協議', body: '依時間或里程碑逐步取得股權，讓團隊走得更長久。' },
    ],
    note: '範本僅供參考，簽署前建議諮詢專業律師。',
    suggest: '有想看到的範本嗎？',
    suggestLink: '歡迎告訴我們',
  },
  contactUs: {
    title: '聯絡我們',
    description: '對我們的服務有任何建議或問題，歡迎留言給我們。',
  },
  admin: {
    title: '管理後台',
    sidebarLabel: '管理後台選單',
    dashboard: '總覽',
    users: '會員管理',
    projects: '專案管理',
    resources: '資源管理',
    banners: '橫幅管理',
    questionnaire: '問卷管理',
    dashboardDescription: '會員、專案與待審核申請的數量一覽。',
    usersDescription: '搜尋會員並設定管理員權限。',
    projectsDescription: '搜尋、編輯與刪除專案。',
    resourcesDescription: '新增與維護創業資源。',
    bannersDescription: '管理首頁輪播橫幅。',
    questionnaireDescription: '編輯創業評測的題目與選項。',
    checking: '正在確認管理權限…',
  },
  notFound: {
    title: '找不到這個頁面',
    code: '404',
    description: '你要找的頁面不存在，可能已被移除，或網址輸入有誤。',
    home: '回到首頁',
  },
  profileRedirect: {
    loading: '正在前往你的個人檔案…',
  },
  session: {
    loading: '正在確認登入狀態…',
  },
} as const;
