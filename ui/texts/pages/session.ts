export const session = {
  loading: '正在確認登入狀態…',
} as const;
