import type { ChatMessage, ChatSummary, ClientId, Uid, Unsubscribe } from '../domain';

/** Chats and inbox summaries (spec 7, Chat). Only the two members of a chat read or write it. */
export interface ChatGateway {
  /** Messages of the chat with `otherId`, oldest first, live. */
  watchMessages(otherId: Uid, callback: (messages: ChatMessage[]) => void, onError?: (e: unknown) => void): Unsubscribe;
  /**
   * The signed-in member sends. The backend updates both summaries, adds 1 to the receiver's
   * summary and bell count, and creates or refreshes the receiver's chat notification.
   * Sent again with the same `clientId` (its reply was lost), it answers with the message
   * already stored, and nothing is counted twice. A malformed id is refused (invalid-argument).
   * Without one, each call is a new message.
   */
  sendMessage(receiverId: Uid, text: string, clientId?: ClientId): Promise<ChatMessage>;
  /** The signed-in member's conversations, newest first, live. */
  watchInbox(callback: (summaries: ChatSummary[]) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Zeroes the summary's unread count, lowers the bell by as much, marks the chat notification read. */
  markChatRead(otherId: Uid): Promise<void>;
}
