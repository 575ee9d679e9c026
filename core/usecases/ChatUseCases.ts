import type { ChatMessage, ChatSummary, ClientId, Uid, Unsubscribe } from '../domain';
import { ValidationError } from '../domain';
import type { ChatGateway } from '../ports';
import { loadValidation } from '../validation/load';

/** One-to-one chat and the inbox (spec 2 Chat, Inbox; 4 Unread). */
export class ChatUseCases {
  constructor(private readonly chat: ChatGateway) {}

  watchMessages(
    otherId: Uid,
    callback: (messages: ChatMessage[]) => void,
    onError?: (e: unknown) => void,
  ): Unsubscribe {
    return this.chat.watchMessages(otherId, callback, onError);
  }

  /**
   * A blank message is ignored (resolves null); anything else is trimmed and sent. A resend of
   * the same message passes the same `clientId`, so a lost reply never stores it twice.
   */
  async send(receiverId: Uid, text: string, clientId?: ClientId): Promise<ChatMessage | null> {
    const { isBlankMessage, validateMessage } = await loadValidation();
    if (isBlankMessage(text)) return null;
    const code = validateMessage(text);
    if (code) throw new ValidationError({ text: code });
    return this.chat.sendMessage(receiverId, text.trim(), clientId);
  }

  watchInbox(callback: (summaries: ChatSummary[]) => void, onError?: (e: unknown) => void): Unsubscribe {
    return this.chat.watchInbox(callback, onError);
  }

  /** Opening a chat zeroes its unread count and lowers the bell by as much. */
  markRead(otherId: Uid): Promise<void> {
    return this.chat.markChatRead(otherId);
  }
}
