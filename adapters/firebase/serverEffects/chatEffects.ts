/**
 * A message → both chat summaries, the receiver's unread counts and the receiver's one chat
 * notification per conversation (ARCHITECTURE.md, the bell model of core/rules/unread.ts).
 * A summary's unread count going down (the member opened the chat) → the bell goes down by as much.
 */
import { chatMembers, chatNotificationId, type Uid } from '../../../core/domain';
import { chatNotificationText } from '../../../core/notifications/notificationTexts';
import { memberNameOrDefault } from '../../../core/rules/defaults';
import { afterChatOpened, afterMessageReceived, clampUnread } from '../../../core/rules/unread';
import { docPaths } from '../paths';
import type { BellCount, Data, MemberInfo, Write } from './writes';

export interface MessageCreated {
  chatId: string;
  messageId: string;
  text: string;
  senderId: Uid;
  timestampMs: number;
}

/** What a summary holds that the planner needs. */
export interface SummaryState {
  unreadCount: number;
  lastMessageId: string;
  lastTimestampMs: number;
}

export interface MessageState {
  sender: MemberInfo | null;
  receiver: MemberInfo | null;
  senderSummary: SummaryState | null;
  receiverSummary: SummaryState | null;
  receiverBell: BellCount;
}

export function receiverOf(chatId: string, senderId: Uid): Uid | null {
  const members = chatMembers(chatId);
  if (!members || members[0] === members[1] || !members.includes(senderId)) return null;
  return members[0] === senderId ? members[1] : members[0];
}

/**
 * The writes for one new message. Nothing when the chat id does not name the sender and one
 * other member, or when the message was already applied (a retried trigger: the receiver's
 * summary already names it). An older message arriving late counts as unread but does not
 * replace a newer lastMessage.
 */
export function planMessageEffects(message: MessageCreated, state: MessageState, nowMs: number): Write[] {
  const receiverId = receiverOf(message.chatId, message.senderId);
  if (!receiverId) return [];
  if (state.receiverSummary?.lastMessageId === message.messageId) return [];

  const lastMessage = { text: message.text, timestamp: new Date(message.timestampMs), senderId: message.senderId };
  const senderName = memberNameOrDefault(state.sender?.name);
  const receiverName = memberNameOrDefault(state.receiver?.name);

  const summaryFor = (otherId: Uid, other: { name: string; avatar: string }, existing: SummaryState | null, unreadCount: number): Data => {
    const data: Data = {
      otherId,
      otherName: other.name,
      otherAvatar: other.avatar,
      unreadCount,
      lastMessageId: message.messageId,
    };
    if (!existing || message.timestampMs >= existing.lastTimestampMs) data.lastMessage = lastMessage;
    return data;
  };

  /** The receiver's unread count in this conversation once this message is in. */
  const receiverUnread = clampUnread(state.receiverSummary?.unreadCount ?? 0) + 1;
  const writes: Write[] = [
    {
      op: 'set',
      merge: true,
      path: docPaths.chatSummary(receiverId, message.senderId),
      data: summaryFor(
        message.senderId,
        { name: senderName, avatar: state.sender?.avatarUrl ?? '' },
        state.receiverSummary,
        receiverUnread,
      ),
    },
    {
      op: 'set',
      merge: true,
      path: docPaths.chatSummary(message.senderId, receiverId),
      data: summaryFor(
        receiverId,
        { name: receiverName, avatar: state.receiver?.avatarUrl ?? '' },
        state.senderSummary,
        clampUnread(state.senderSummary?.unreadCount ?? 0),
      ),
    },
    {
      op: 'set',
      path: docPaths.chatNotification(receiverId, message.senderId),
      data: {
        id: chatNotificationId(message.senderId),
        userId: receiverId,
        type: 'chat',
        message: chatNotificationText(senderName, message.text, receiverUnread),
        isRead: false,
        link: `/chat/${message.senderId}`,
        createdAt: new Date(nowMs),
      },
    },
  ];
  if (state.receiverBell !== null) {
    writes.push({
      op: 'update',
      path: docPaths.user(receiverId),
      data: { unreadNotifications: afterMessageReceived(state.receiverBell) },
    });
  }
  return writes;
}

export interface SummaryUpdated {
  uid: Uid;
  otherId: Uid;
  beforeUnread: number;
  afterUnread: number;
}

/** The member zeroed (or lowered) a summary's unread count: the bell goes down by as much. */
export function planSummaryReadEffects(change: SummaryUpdated, bell: BellCount): Write[] {
  const before = clampUnread(change.beforeUnread);
  const after = clampUnread(change.afterUnread);
  if (after >= before || bell === null) return [];
  return [{ op: 'update', path: docPaths.user(change.uid), data: { unreadNotifications: afterChatOpened(bell, before - after) } }];
}
