/** Words the app shell and several screens share: product name, page title, generic states. */
export const BRAND = '共創夥伴';
const SLOGAN = '讓點子遇見實力';

export const common = {
  brand: BRAND,
  /** `探索夥伴｜共創夥伴` */
  documentTitle: (page: string): string => (page ? `${page}｜${BRAND}` : `${BRAND}｜${SLOGAN}`),
  processing: '處理中...',
  close: '關閉',
  remove: '移除',
  retry: '重試',
  backHome: '回到首頁',
  selectPlaceholder: '請選擇',
  unnamed: '未命名',
  roleUndecided: '角色未定',
  opensInNewTab: '（在新分頁開啟）',
  skipToContent: '跳到主要內容',
  reload: '重新整理',
  pageLoadFailedTitle: '頁面載入失敗',
  pageLoadFailedBody: '可能是網路連線不穩定，請重新整理頁面後再試一次。',
  demoMode: '示範模式：所有資料只會儲存在這個瀏覽器中。',
} as const;
