import type { ChatMessage, ChatSummary, ClientId, Uid, Unsubscribe } from '../../core/domain';
import { DomainError, ValidationError, assertClientId, chatIdOf } from '../../core/domain';
import { canAccessChat, canResetUnread, canSendMessage } from '../../core/policies/permissions';
import { isBlockedEitherWay } from '../../core/rules/blocks';
import { OUTREACH_LIMIT_REACHED, canStartConversation, taiwanDayOf } from '../../core/rules/outreach';
import type { ChatGateway } from '../../core/ports';
import { loadValidation } from './validation';
import { clone, type MemoryContext } from './context';
import { record } from './records';
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
      const tables = ['messages', 'chatSummaries', 'notifications', 'users', 'outreach'] as const;
      return ctx.writeAsMember(tables, (d, actor) => {
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
        if (isBlockedEitherWay(Object.values(d.blocks), actor.uid, receiverId))
          throw new DomainError('permission-denied', 'blocked');
        // A conversation neither member has written in yet is a new one: it counts towards the
        // sender's outreach limit of the day (core/rules/outreach.ts).
        if (!d.messages[chatId]?.length) {
          const days = (d.outreach[actor.uid] ??= record());
          const day = String(taiwanDayOf(ctx.now()));
          const started = days[day]?.started ?? 0;
          if (!canStartConversation(started)) throw new DomainError('resource-exhausted', OUTREACH_LIMIT_REACHED);
          days[day] = { started: started + 1 };
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
