import type { EpochMs, Uid } from './common';

export interface ChatMessage {
  id: string;
  chatId: string;
  text: string;
  senderId: Uid;
  timestamp: EpochMs;
  /**
   * The client id it was sent with, where the backend keeps one apart from the id (memory and
   * Firebase store a message under it): a page that lost the answer knows it was delivered.
   */
  clientId?: string;
}

/** users/{uid}/chats/{otherId}: one row of the inbox, complete in itself (no read per row). */
export interface ChatSummary {
  otherId: Uid;
  otherName: string;
  otherAvatar: string;
  lastMessage: { text: string; timestamp: EpochMs; senderId: Uid };
  unreadCount: number;
}

/** Spec: the chat id is the two member ids sorted and joined by an underscore. */
export function chatIdOf(a: Uid, b: Uid): string {
  return [a, b].sort().join('_');
}

export function chatMembers(chatId: string): [Uid, Uid] | null {
  const parts = chatId.split('_');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return [parts[0], parts[1]];
}
