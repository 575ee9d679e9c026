/** The inbox (/inbox), spec 2 Inbox. Glossary words. Its own file: the chat page does not carry them. */
export const inboxTexts = {
  title: '我的訊息',
  description: '你和其他會員的所有對話，最新的在最上面。',
  loading: '正在載入對話…',
  loadFailed: '無法載入對話列表，請稍後再試。',
  listLabel: '對話列表',
  emptyTitle: '還沒有任何對話',
  emptyDescription: '到探索夥伴認識志同道合的會員，傳送訊息開始聊聊吧！',
  explorePartners: '探索夥伴',
  /** A conversation with a member who deleted their account (the summary names no one). */
  deletedMember: '已刪除的會員',
  /** Prefix of the last message when it is one's own. */
  youPrefix: '你：',
  /** The unread badge, read by screen readers. */
  unread: (n: number): string => `${n} 則未讀`,
  /** What the badge shows (99+ above 99). */
  badge: (n: number): string => (n > 99 ? '99+' : String(n)),
} as const;
