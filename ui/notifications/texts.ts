/**
 * The 通知中心 panel (spec 2 Header, Notification). The bell's own name and badge are in
 * ui/texts/header.ts (bellLabel, badgeCount).
 */
export const notificationTexts = {
  panelTitle: '通知中心',
  close: '關閉通知中心',
  loading: '正在載入通知…',
  empty: '目前沒有通知',
  emptyHint: '有人傳訊息給你、申請加入你的專案或回覆你的申請時，會在這裡通知你。',
  listLabel: '最新通知',
  unread: '未讀',
  /**
   * Summary line at the top of the panel: a status, not an action (全部已讀 would read as the
   * "mark all as read" button of other apps).
   */
  unreadSummary: (n: number): string => (n > 0 ? `${n} 則未讀` : '沒有未讀通知'),
} as const;
