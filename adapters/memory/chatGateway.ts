import type { ChatMessage, ChatSummary, ClientId, Uid, Unsubscribe } from '../../core/domain';
import { DomainError, ValidationError, assertClientId, chatIdOf } from '../../core/domain';
import { canAccessChat, canResetUnread, canSendMessage } from '../../core/policies/permissions';
import type { ChatGateway } from '../../core/ports';
import { loadValidation } from './validation';
import { clone, type MemoryContext } from './context';
import { newId } from './crypto';
import { deliverMessage, openChat } from './effects';

export function createChatGateway(ctx: MemoryContext): ChatGateway {
  return {
    watchMessages(
      otherId: Uid,
      callback: (messages: ChatMessage[]) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      return ctx.watchAsMember(
        ['messages'],
        (d, actor) => {
          const chatId = chatIdOf(actor.uid, otherId);
          if (!canAccessChat(actor, chatId)) throw new DomainError('permission-denied');
          return d.messages[chatId] ?? [];
        },
        callback,
        onError,
      );
    },

    /** The client id, when given, is the message's id: a resend finds the message it stored. */
    async sendMessage(receiverId: Uid, text: string, clientId?: ClientId): Promise<ChatMessage> {
      assertClientId(clientId);
      // The validators load on the first message sent (./validation.ts).
      const { normalizeMessage, validateMessage } = await loadValidation();
      return ctx.writeAsMember(['messages', 'chatSummaries', 'notifications', 'users'], (d, actor) => {
        if (!canSendMessage(actor, receiverId)) throw new DomainError('permission-denied');
        const chatId = chatIdOf(actor.uid, receiverId);
        if (!canAccessChat(actor, chatId)) throw new DomainError('permission-denied');
        const code = validateMessage(text);
        if (code) throw new ValidationError({ text: code });
        if (!d.users[receiverId]) throw new DomainError('not-found', 'no such member');
        const stored = clientId === undefined ? undefined : d.messages[chatId]?.find((m) => m.id === clientId);
        if (stored) {
          if (stored.senderId !== actor.uid) throw new DomainError('already-exists', 'another member’s message id');
          return clone(stored);
        }
        const message: ChatMessage = {
          id: clientId ?? newId(),
          chatId,
          text: normalizeMessage(text),
          senderId: actor.uid,
          timestamp: ctx.now(),
        };
        (d.messages[chatId] ??= []).push(message);
        deliverMessage(d, message, receiverId);
        return clone(message);
      });
    },

    watchInbox(callback: (summaries: ChatSummary[]) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watchAsMember(
        ['chatSummaries'],
        (d, actor) =>
          Object.values(d.chatSummaries[actor.uid] ?? {}).sort(
            (a, b) =>
              b.lastMessage.timestamp - a.lastMessage.timestamp ||
              (a.otherId < b.otherId ? 1 : a.otherId > b.otherId ? -1 : 0),
          ),
        callback,
        onError,
      );
    },

    async markChatRead(otherId: Uid): Promise<void> {
      await ctx.writeAsMember(['chatSummaries', 'notifications', 'users'], (d, actor) => {
        if (!canResetUnread(actor, actor.uid)) throw new DomainError('permission-denied');
        openChat(d, actor.uid, otherId);
      });
    },
  };
}
