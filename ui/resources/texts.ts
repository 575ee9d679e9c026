/** Resources (/resources) and the resource cards on Home (spec 2 Resources). */
export const resourceTexts = {
  documentTitle: '創業資源',
  title: '創業資源',
  lead: '整理補助計畫、創業貸款、育成中心與共同工作空間等實用資源，幫助你的團隊加速成長。',
  loading: '正在載入創業資源…',
  empty: '目前還沒有創業資源，請稍後再回來看看。',
  loadError: '無法載入創業資源，請稍後再試。',
  officialSite: '官方網站',
  category: '分類',
  district: '地區',
  imageAlt: (title: string): string => `${title}的代表圖片`,
  filterLabel: '依分類篩選',
  allCategories: '全部',
  shownCount: (category: string, count: number): string => `${category}：${count} 項資源`,
} as const;
