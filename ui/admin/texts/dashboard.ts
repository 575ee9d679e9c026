/** The admin area's texts for the dashboard (/admin/dashboard): its own file, so only that page's chunk carries them. */
export const adminDashboardTexts = {
  title: '儀表板',
  description: '會員、專案與待處理申請的數量一覽。',
  loading: '正在載入統計數字…',
  loadFailed: '無法載入統計數字，請稍後再試。',
  totalsLabel: '網站統計',
  members: '會員總數',
  projects: '專案總數',
  pending: '待處理申請',
  membersUnit: '位會員',
  projectsUnit: '個專案',
  pendingUnit: '件申請',
  pendingNote: '專案申請由各專案發起人審核，這裡不需要處理。',
  toMembers: '前往會員管理',
  toProjects: '前往專案管理',
  shortcutsTitle: '內容管理',
  shortcuts: {
    resources: '新增與維護創業資源頁面的資源卡片。',
    banners: '管理首頁輪播的橫幅圖片、標題與連結。',
    questionnaire: '編輯創業評測的題目、選項與分數。',
  },
} as const;
