/** Chat (/chat/:receiverId), spec 2 Chat; 5 Chat. Glossary words. The inbox's: ./inboxTexts.ts. */
export const chatTexts = {
  /** document.title while the partner is unknown or missing. */
  title: '訊息對話',
  /** document.title: 與 陳怡君 的對話 */
  documentTitle: (name: string): string => `與${name}的對話`,
  backToInbox: '我的訊息',
  backToInboxLabel: '返回我的訊息',
  viewProfile: (name: string): string => `查看${name}的個人檔案`,
  loading: '正在載入對話…',
  loadFailed: '無法載入對話，請稍後再試。',
  selfChat: '你無法傳送訊息給自己。',
  selfChatHint: '到探索夥伴找一位想認識的會員，開始對話吧！',
  /** The partner deleted their account: their messages stay, under this name. */
  deletedMember: '已刪除的會員',
  partnerDeleted: '這位會員已刪除帳號，你無法再回覆這段對話。',
  notFound: '找不到這位會員',
  notFoundHint: '這位會員可能已不存在，或網址有誤。',
  explorePartners: '探索夥伴',
  /** The message list (role=log). */
  logLabel: (name: string): string => `與${name}的訊息`,
  empty: (name: string): string => `還沒有訊息。打聲招呼，開始和${name}聊聊吧！`,
  /** No messages, and none can be sent (a block): no invitation to say hello. */
  emptyClosed: '還沒有訊息。',
  today: '今天',
  yesterday: '昨天',
  /** Read before one's own bubble by screen readers. */
  you: '你',
  /** 陳怡君： / 你：, read before a bubble's text. */
  saidBy: (name: string): string => `${name}：`,
  sending: '傳送中…',
  failed: '未送出',
  resend: '重新傳送',
  discard: '刪除',
  discardLabel: '刪除這則未送出的訊息',
  resendLabel: '重新傳送這則訊息',
  sendFailed: '訊息未送出，內容已保留。請檢查網路後按「重新傳送」。',
  /** Marking the chat read keeps failing (the store keeps trying). */
  markReadFailed: '暫時無法更新已讀狀態，未讀數可能還沒歸零。正在重試…',
  inputLabel: '輸入訊息',
  inputPlaceholder: '輸入訊息…',
  send: '傳送',
  keyboardHint: '按 Enter 傳送，Shift + Enter 換行',
  newMessages: '有新訊息',
  /** A new conversation past the day's outreach limit (the limit resets at 00:00 Taiwan time). */
  outreachLimit: (limit: number): string =>
    `今天已開始 ${limit} 段新對話，明天 00:00 後可以再開始新的對話。已經在進行的對話可以照常回覆。`,
} as const;
