export const notFound = {
  title: '找不到這個頁面',
  code: '404',
  description: '你要找的頁面不存在，可能已被移除，或網址輸入有誤。',
  home: '回到首頁',
} as const;
