/** The site header and the mobile menu (spec 2, Header). Glossary words. */
export const header = {
  logoLabel: '共創夥伴，回到首頁',
  mainNav: '主要導覽',
  home: '首頁',
  explorePartners: '探索夥伴',
  exploreProjects: '探索專案',
  assessment: '創業評測',
  agreementTemplates: '合約範本',
  contactUs: '聯絡我們',
  inbox: '我的訊息',
  loginRegister: '登入 / 註冊',
  publishProject: '發布專案',
  admin: '管理後台',
  adminBadge: '管理員',
  logout: '登出',
  myProfile: '我的個人檔案',
  myProject: '我的專案',
  blockList: '封鎖名單',
  myData: '我的資料',
  /** The hamburger button; its state is told by aria-expanded. */
  menu: '選單',
  mobileMenuLabel: '行動版選單',
  accountActions: '帳號功能',
  /** The phone menu's code did not download (a dropped connection); a new tap tries again. */
  menuUnavailable: '選單無法載入，請確認網路連線後再點一次選單。',
  /** While the browser has no connection: what stops, and that nothing typed is lost. */
  offline: '目前沒有網路連線。恢復連線前，有些內容可能無法載入或送出，已輸入的內容會保留。',
  onboardingHint: '請先完成個人檔案並選擇創業角色，完成後即可使用所有功能。',
  /** Accessible name of the bell. */
  bellLabel: (unread: number): string => (unread > 0 ? `通知中心，${unread} 則未讀` : '通知中心'),
  /** What the badge shows (99+ above 99). */
  badgeCount: (unread: number): string => (unread > 99 ? '99+' : String(unread)),
} as const;
