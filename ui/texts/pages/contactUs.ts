export const contactUs = {
  title: '聯絡我們',
  description: '對我們的服務有任何建議或問題，歡迎留言給我們。',
} as const;
