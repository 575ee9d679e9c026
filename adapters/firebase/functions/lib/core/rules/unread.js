"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.clampUnread = clampUnread;
exports.bellCount = bellCount;
exports.afterMessageReceived = afterMessageReceived;
exports.afterChatOpened = afterChatOpened;
exports.afterNotificationClicked = afterNotificationClicked;
exports.showBellBadge = showBellBadge;
const constants_1 = require("../constants");
/**
 * The bell model (ARCHITECTURE.md, "The bell count always equals…"), one for every backend:
 *
 *   unreadNotifications = Σ unreadCount over the member's chat summaries
 *                       + the number of unread notifications whose type is not `chat`.
 *
 * - A message adds 1 to the receiver's summary and to the count (afterMessageReceived), and
 *   creates or refreshes one `chat` notification per conversation (it does not count again).
 * - Opening a chat zeroes that summary and lowers the count by what it held (afterChatOpened),
 *   and marks that conversation's notification read.
 * - Clicking a non-chat unread notification marks it read and lowers the count by 1
 *   (afterNotificationClicked); clicking a chat notification opens the chat, which does the rest.
 * The count is a whole number and never goes below zero (clampUnread).
 */
/** A whole number ≥ 0: negatives and non-numbers become 0, fractions are truncated. */
function clampUnread(n) {
    if (typeof n !== 'number' || !Number.isFinite(n))
        return 0;
    return Math.max(0, Math.trunc(n));
}
function bellCount(summaries, notifications) {
    const chats = summaries.reduce((sum, s) => sum + clampUnread(s.unreadCount), 0);
    const others = notifications.filter((n) => n.type !== 'chat' && !n.isRead).length;
    return chats + others;
}
function afterMessageReceived(count) {
    return clampUnread(count) + 1;
}
function afterChatOpened(count, summaryUnread) {
    return Math.max(0, clampUnread(count) - clampUnread(summaryUnread));
}
function afterNotificationClicked(count, n) {
    const c = clampUnread(count);
    return n.type !== 'chat' && !n.isRead ? Math.max(0, c - 1) : c;
}
/** Spec 9: the badge shows when the count is above 0. */
function showBellBadge(count) {
    return clampUnread(count) > constants_1.LIMITS.BELL_BADGE_MIN_EXCLUSIVE;
}
//# sourceMappingURL=unread.js.map