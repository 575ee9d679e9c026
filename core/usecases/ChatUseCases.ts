import type { ChatMessage, ChatSummary, Uid, Unsubscribe } from '../domain';
import type { ChatGateway } from '../ports';

/**
 * Reading one-to-one chats and the inbox (spec 2 Chat, Inbox; 4 Unread). Sending a message is
 * ChatSendUseCases.
 */
export class ChatUseCases {
  constructor(private readonly chat: ChatGateway) {}

  watchMessages(
    otherId: Uid,
    callback: (messages: ChatMessage[]) => void,
    onError?: (e: unknown) => void,
  ): Unsubscribe {
    return this.chat.watchMessages(otherId, callback, onError);
  }

  watchInbox(callback: (summaries: ChatSummary[]) => void, onError?: (e: unknown) => void): Unsubscribe {
    return this.chat.watchInbox(callback, onError);
  }

  /** Opening a chat zeroes its unread count and lowers the bell by as much. */
  markRead(otherId: Uid): Promise<void> {
    return this.chat.markChatRead(otherId);
  }
}
