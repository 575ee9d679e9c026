/** Blocking members: the profile's and the chat's action, the chat's notice, and 封鎖名單. Glossary words. */
export const blockTexts = {
  block: '封鎖',
  blockMember: '封鎖這位會員',
  unblock: '解除封鎖',
  unblockLabel: (name: string): string => `解除封鎖${name}`,
  confirmBlockTitle: (name: string): string => `要封鎖${name}嗎？`,
  confirmBlockMessage:
    '封鎖後，你們將無法互傳訊息或申請加入對方的專案，也不會在探索夥伴中看到彼此。對方不會收到通知。你可以隨時在「封鎖名單」解除封鎖。',
  confirmUnblockTitle: (name: string): string => `要解除封鎖${name}嗎？`,
  confirmUnblockMessage: '解除封鎖後，你們可以再互傳訊息、申請加入對方的專案，也會在探索夥伴中看到彼此。',
  blocked: (name: string): string => `已封鎖${name}。`,
  unblocked: (name: string): string => `已解除封鎖${name}。`,
  actionFailed: '操作未完成，請稍後再試。',
  /** The chat's notice, in place of the input. */
  chatBlockedByMe: '你已封鎖對方，無法傳送訊息。',
  chatBlockedMe: '無法傳送訊息給這位會員。',
  /** The profile's notice. */
  profileBlockedByMe: '你已封鎖這位會員，你們無法互傳訊息。',
  listTitle: '封鎖名單',
  listDescription: '你封鎖的會員無法傳訊息給你或申請加入你的專案，你也無法對他們這麼做；你們不會在探索夥伴中看到彼此。',
  listLabel: '你封鎖的會員',
  loading: '正在載入封鎖名單…',
  loadFailed: '無法載入封鎖名單，請稍後再試。',
  emptyTitle: '你沒有封鎖任何會員',
  emptyDescription: '在會員的個人檔案或對話中，可以封鎖不想再收到訊息的人。',
  /** 封鎖於 2026/11/3 */
  blockedOn: (date: string): string => `封鎖於 ${date}`,
  manageLink: '封鎖名單',
} as const;
