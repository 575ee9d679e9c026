import { LIMITS } from '../constants';
import type { AppNotification, ChatSummary } from '../domain';

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
export function clampUnread(n: number): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  return Math.max(0, Math.trunc(n));
}

export function bellCount(
  summaries: readonly Pick<ChatSummary, 'unreadCount'>[],
  notifications: readonly Pick<AppNotification, 'type' | 'isRead'>[],
): number {
  const chats = summaries.reduce((sum, s) => sum + clampUnread(s.unreadCount), 0);
  const others = notifications.filter((n) => n.type !== 'chat' && !n.isRead).length;
  return chats + others;
}

export function afterMessageReceived(count: number): number {
  return clampUnread(count) + 1;
}

export function afterChatOpened(count: number, summaryUnread: number): number {
  return Math.max(0, clampUnread(count) - clampUnread(summaryUnread));
}

export function afterNotificationClicked(count: number, n: Pick<AppNotification, 'type' | 'isRead'>): number {
  const c = clampUnread(count);
  return n.type !== 'chat' && !n.isRead ? Math.max(0, c - 1) : c;
}

/** Spec 9: the badge shows when the count is above 0. */
export function showBellBadge(count: number): boolean {
  return clampUnread(count) > LIMITS.BELL_BADGE_MIN_EXCLUSIVE;
}
