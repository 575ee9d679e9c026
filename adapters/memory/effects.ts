/**
 * Server-side effects of the memory backend (ARCHITECTURE.md, "What the spec leaves to the
 * backend"), run inside the same write as the action that causes them. The bell arithmetic is
 * core/rules/unread.ts, the texts core/notifications/notificationTexts.ts.
 */
import type { AppNotification, ChatMessage, ChatSummary, NotificationType, Uid } from '../../core/domain';
import { chatNotificationId } from '../../core/domain';
import { chatNotificationText } from '../../core/notifications/notificationTexts';
import { memberNameOrDefault } from '../../core/rules/defaults';
import { afterChatOpened, afterMessageReceived, afterNotificationClicked } from '../../core/rules/unread';
import { newId } from './crypto';
import type { DbData } from './database';
import { record } from './records';

function displayNameOf(d: DbData, uid: Uid): string {
  return d.users[uid]?.name ?? memberNameOrDefault(d.accounts[uid]?.displayName);
}

function avatarOf(d: DbData, uid: Uid): string {
  return d.users[uid]?.avatarUrl ?? '';
}

function bumpBell(d: DbData, uid: Uid): void {
  const u = d.users[uid];
  if (u) u.unreadNotifications = afterMessageReceived(u.unreadNotifications);
}

/** A non-chat notification (application, decision, other): counts 1 on the bell. */
export function addNotification(
  d: DbData,
  userId: Uid,
  type: Exclude<NotificationType, 'chat'>,
  message: string,
  link: string,
  now: number,
  /** A notification about another member names them in its id, so it goes with their account. */
  id: string = newId(),
): AppNotification {
  const byId = (d.notifications[userId] ??= record());
  const counted = byId[id]?.isRead === false;
  const n: AppNotification = { id, userId, type, message, isRead: false, link, createdAt: now };
  byId[id] = n;
  if (!counted) bumpBell(d, userId);
  return n;
}

/**
 * A delivered message: both summaries (denormalised name and avatar of the other side), +1 on
 * the receiver's summary and bell, and the receiver's one chat notification for this
 * conversation created or refreshed (unread, now). The notification itself never counts: the
 * count comes from the summaries.
 */
export function deliverMessage(d: DbData, message: ChatMessage, receiverId: Uid): void {
  const senderId = message.senderId;
  const last = { text: message.text, timestamp: message.timestamp, senderId };

  const senderRows = (d.chatSummaries[senderId] ??= record());
  const mine: ChatSummary = {
    otherId: receiverId,
    otherName: displayNameOf(d, receiverId),
    otherAvatar: avatarOf(d, receiverId),
    lastMessage: last,
    unreadCount: senderRows[receiverId]?.unreadCount ?? 0,
  };
  senderRows[receiverId] = mine;

  const receiverRows = (d.chatSummaries[receiverId] ??= record());
  const theirs: ChatSummary = {
    otherId: senderId,
    otherName: displayNameOf(d, senderId),
    otherAvatar: avatarOf(d, senderId),
    lastMessage: last,
    unreadCount: afterMessageReceived(receiverRows[senderId]?.unreadCount ?? 0),
  };
  receiverRows[senderId] = theirs;
  bumpBell(d, receiverId);

  const id = chatNotificationId(senderId);
  (d.notifications[receiverId] ??= record())[id] = {
    id,
    userId: receiverId,
    type: 'chat',
    message: chatNotificationText(displayNameOf(d, senderId), message.text, theirs.unreadCount),
    isRead: false,
    link: `/chat/${senderId}`,
    createdAt: message.timestamp,
  };
}

/** Opening a chat: zero the summary, lower the bell by what it held, read its notification. */
export function openChat(d: DbData, uid: Uid, otherId: Uid): void {
  const summary = d.chatSummaries[uid]?.[otherId];
  const held = summary?.unreadCount ?? 0;
  if (summary) summary.unreadCount = 0;
  const u = d.users[uid];
  if (u) u.unreadNotifications = afterChatOpened(u.unreadNotifications, held);
  const n = d.notifications[uid]?.[chatNotificationId(otherId)];
  if (n) n.isRead = true;
}

/** Clicking a notification: read; a non-chat one that was unread lowers the bell by 1. */
export function clickNotification(d: DbData, n: AppNotification): void {
  const u = d.users[n.userId];
  if (u) u.unreadNotifications = afterNotificationClicked(u.unreadNotifications, n);
  n.isRead = true;
}
