import type { BlockState, BlockedMember, Uid } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import type { BlockRepository } from '../../../core/ports';
import type { SupabaseContext } from '../context';
import { check } from '../errors';
import { isUuid } from '../ids';
import { ms } from '../rows';

const BLOCK_STATES: readonly BlockState[] = ['none', 'blocked-by-me', 'blocked-me'];

/**
 * Blocks are rows of public.blocks that only the blocker inserts or deletes (RLS); the chat
 * trigger refuses messages between the two, and public.hidden_member_ids() leaves them out of
 * each other's lists (migration 20261126020000_blocks_outreach.sql).
 */
export function createBlockRepository(ctx: SupabaseContext): BlockRepository {
  const { client } = ctx;

  return {
    async block(uid: Uid): Promise<void> {
      const me = ctx.requireUid();
      if (uid === me || typeof uid !== 'string' || uid === '') throw new DomainError('permission-denied', 'oneself');
      if (!isUuid(uid)) throw new DomainError('not-found', 'no such member');
      check(await client.from('blocks').upsert({ blocked_id: uid }, { onConflict: 'blocker_id,blocked_id', ignoreDuplicates: true }));
    },

    async unblock(uid: Uid): Promise<void> {
      const me = ctx.requireUid();
      if (!isUuid(uid)) return;
      check(await client.from('blocks').delete().eq('blocker_id', me).eq('blocked_id', uid));
    },

    watchBlocked(callback: (blocked: BlockedMember[]) => void, onError?: (e: unknown) => void) {
      return ctx.watch(
        {
          name: 'blocks',
          precheck: () => {
            ctx.requireUid();
          },
          // Realtime cannot filter deletes, so every change of the table reloads the list.
          sources: [{ table: 'blocks' }],
          load: async () => {
            const rows = check(await client.rpc('my_blocks'));
            return (Array.isArray(rows) ? rows : []).map((r): BlockedMember => {
              const row = (r ?? {}) as Record<string, unknown>;
              const text = (v: unknown) => (typeof v === 'string' ? v : '');
              return {
                uid: text(row.uid),
                name: text(row.name),
                avatarUrl: text(row.avatar_url),
                blockedAt: ms(text(row.blocked_at)),
              };
            });
          },
        },
        callback,
        onError,
      );
    },

    async blockStateWith(otherId: Uid): Promise<BlockState> {
      ctx.requireUid();
      if (!isUuid(otherId)) return 'none';
      const state = check(await client.rpc('block_state_with', { p_other: otherId }));
      return BLOCK_STATES.find((s) => s === state) ?? 'none';
    },
  };
}
