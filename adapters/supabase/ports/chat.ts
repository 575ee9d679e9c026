import type { ChatMessage, ChatSummary, Uid, Unsubscribe } from '../../../core/domain';
import { DomainError, ValidationError, chatIdOf } from '../../../core/domain';
import type { ChatGateway } from '../../../core/ports';
import { normalizeMessage, validateMessage } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import { check, one } from '../errors';
import { isUuid } from '../ids';
import { toMessage, toSummary, type MessageRow, type SummaryRow } from '../rows';

export function createChatGateway(ctx: SupabaseContext): ChatGateway {
  const { client } = ctx;

  return {
    watchMessages(
      otherId: Uid,
      callback: (messages: ChatMessage[]) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      let chatId = '';
      return ctx.watch(
        {
          name: 'messages',
          precheck: () => {
            const me = ctx.requireUid();
            if (otherId === me || typeof otherId !== 'string' || otherId === '')
              throw new DomainError('permission-denied');
            chatId = chatIdOf(me, otherId);
          },
          get sources() {
            return [{ table: 'chat_messages', event: 'INSERT' as const, filter: `chat_id=eq.${chatId}` }];
          },
          load: async () => {
            if (!isUuid(otherId)) return [];
            const rows = check(
              await client
                .from('chat_messages')
                .select('*')
                .eq('chat_id', chatId)
                .order('created_at', { ascending: true })
                .order('id', { ascending: true }),
            ) as MessageRow[];
            return rows.map(toMessage);
          },
        },
        callback,
        onError,
      );
    },

    async sendMessage(receiverId: Uid, text: string): Promise<ChatMessage> {
      const me = ctx.requireUid();
      if (receiverId === me || typeof receiverId !== 'string' || receiverId === '')
        throw new DomainError('permission-denied');
      const code = validateMessage(text);
      if (code) throw new ValidationError({ text: code });
      if (!isUuid(receiverId)) throw new DomainError('not-found', 'no such member');
      const row = one(
        await client
          .from('chat_messages')
          .insert({ receiver_id: receiverId, text: normalizeMessage(text) })
          .select('*')
          .single<MessageRow>(),
      );
      return toMessage(row);
    },

    watchInbox(callback: (summaries: ChatSummary[]) => void, onError?: (e: unknown) => void): Unsubscribe {
      let me = '';
      return ctx.watch(
        {
          name: 'inbox',
          precheck: () => {
            me = ctx.requireUid();
          },
          get sources() {
            return [{ table: 'chat_summaries', filter: `owner_id=eq.${me}` }];
          },
          load: async () => {
            const rows = check(
              await client
                .from('chat_summaries')
                .select('*')
                .eq('owner_id', me)
                .order('last_at', { ascending: false })
                .order('other_id', { ascending: false }),
            ) as SummaryRow[];
            return rows.map(toSummary);
          },
        },
        callback,
        onError,
      );
    },

    async markChatRead(otherId: Uid): Promise<void> {
      ctx.requireUid();
      if (!isUuid(otherId)) return;
      check(await client.rpc('mark_chat_read', { p_other_id: otherId }));
    },
  };
}
