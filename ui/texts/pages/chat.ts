export const chat = {
  title: '訊息對話',
  description: '與其他會員一對一傳送訊息。',
} as const;
