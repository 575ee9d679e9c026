/**
 * The admin area's sidebar (spec 2 Admin; the area's name is the header's 管理後台). Apart from ./common so the admin layout's
 * chunk carries only these words, and the pages' chunks the rest: otherwise every admin page
 * would download the whole admin catalogue twice (once with the layout, once with the page).
 */
export const adminNavTexts = {
  nav: {
    label: '管理後台選單',
    dashboard: '儀表板',
    users: '會員管理',
    projects: '專案管理',
    reports: '檢舉處理',
    resources: '資源管理',
    banners: '橫幅管理',
    questionnaire: '問卷編輯',
  },
};
