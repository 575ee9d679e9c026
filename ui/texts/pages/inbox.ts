export const inbox = {
  title: '我的訊息',
  description: '查看所有對話與未讀訊息。',
} as const;
