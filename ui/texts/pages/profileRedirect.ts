export const profileRedirect = {
  loading: '正在前往你的個人檔案…',
} as const;
