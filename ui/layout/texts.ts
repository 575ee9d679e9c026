/** The site footer. */
export const footerTexts = {
  nav: '頁尾導覽',
  resources: '創業資源',
  agreementTemplates: '合約範本',
  contactUs: '聯絡我們',
  privacy: '隱私權政策',
  /** After a member page's link, for a signed-out visitor. */
  needsSignIn: '（需登入）',
  about: '為有點子的人找到技術與營運夥伴，也為有專業技能的人找到值得投入的專案。',
  copyright: (year: number): string => `© ${year} 共創夥伴`,
} as const;
