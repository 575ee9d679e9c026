import type { ChatMessage, ClientId, Uid } from '../domain';
import { ValidationError } from '../domain';
import type { ChatGateway } from '../ports';
import { isBlankMessage, normalizeMessage, validateMessage } from '../validation/chat';

/** Sending a chat message (spec 2 Chat, 5 Chat). */
export class ChatSendUseCases {
  constructor(private readonly chat: ChatGateway) {}

  /**
   * A blank message is ignored (resolves null); anything else is trimmed and sent. A resend of
   * the same message passes the same `clientId`, so a lost reply never stores it twice.
   */
  async send(receiverId: Uid, text: string, clientId?: ClientId): Promise<ChatMessage | null> {
    if (isBlankMessage(text)) return null;
    const code = validateMessage(text);
    if (code) throw new ValidationError({ text: code });
    return this.chat.sendMessage(receiverId, normalizeMessage(text), clientId);
  }
}
