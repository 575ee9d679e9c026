import type { ChatMessage, ChatSummary, ClientId, Uid, Unsubscribe } from '../../../core/domain';
import { DomainError, ValidationError, assertClientId, chatIdOf } from '../../../core/domain';
import type { ChatGateway } from '../../../core/ports';
import { normalizeMessage, validateMessage } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import { check, isDuplicateKey, one } from '../errors';
import { isUuid } from '../ids';
import { toMessage, toSummary } from '../rows';

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
            );
            return rows.map(toMessage);
          },
        },
        callback,
        onError,
      );
    },

    /**
     * With a client id, a retry of a message already stored (its reply was lost) is refused by
     * the database as a duplicate of the sender's id, before any count; the answer is then the
     * stored message.
     */
    async sendMessage(receiverId: Uid, text: string, clientId?: ClientId): Promise<ChatMessage> {
      assertClientId(clientId);
      const me = ctx.requireUid();
      if (receiverId === me || typeof receiverId !== 'string' || receiverId === '')
        throw new DomainError('permission-denied');
      const code = validateMessage(text);
      if (code) throw new ValidationError({ text: code });
      if (!isUuid(receiverId)) throw new DomainError('not-found', 'no such member');
      const res = await client
        .from('chat_messages')
        .insert({
          receiver_id: receiverId,
          text: normalizeMessage(text),
          ...(clientId === undefined ? {} : { client_id: clientId }),
        })
        .select('*')
        .single();
      if (clientId !== undefined && isDuplicateKey(res.error)) {
        const stored = check(
          await client.from('chat_messages').select('*').eq('sender_id', me).eq('client_id', clientId).maybeSingle(),
        );
        // The same id on a message to someone else is not a retry of this one.
        if (!stored || stored.receiver_id !== receiverId) throw new DomainError('already-exists', 'client id in use');
        return toMessage(stored);
      }
      return toMessage(one(res));
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
            );
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
