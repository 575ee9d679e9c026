import type { BlockedMember, Uid } from '../../core/domain';
import { DomainError, blockIdOf } from '../../core/domain';
import { canSendMessage } from '../../core/policies/permissions';
import type { BlockRepository } from '../../core/ports';
import { blockStateOf } from '../../core/rules/blocks';
import type { MemoryContext } from './context';

/** Blocks, written only by the blocker (core/rules/blocks.ts says what a block stops). */
export function createBlockRepository(ctx: MemoryContext): BlockRepository {
  return {
    async block(uid: Uid): Promise<void> {
      await ctx.writeAsMember(['blocks'], (d, actor) => {
        if (!canSendMessage(actor, uid)) throw new DomainError('permission-denied', 'oneself');
        if (!d.users[uid]) throw new DomainError('not-found', 'no such member');
        d.blocks[blockIdOf(actor.uid, uid)] ??= { blockerId: actor.uid, blockedId: uid, createdAt: ctx.now() };
      });
    },

    async unblock(uid: Uid): Promise<void> {
      await ctx.writeAsMember(['blocks'], (d, actor) => {
        delete d.blocks[blockIdOf(actor.uid, uid)];
      });
    },

    watchBlocked(callback: (blocked: BlockedMember[]) => void, onError?: (e: unknown) => void) {
      return ctx.watchAsMember(
        ['blocks'],
        (d, actor) =>
          Object.values(d.blocks)
            .filter((b) => b.blockerId === actor.uid)
            .sort((a, b) => b.createdAt - a.createdAt || (a.blockedId < b.blockedId ? 1 : -1))
            .map((b): BlockedMember => {
              const u = d.users[b.blockedId];
              return { uid: b.blockedId, name: u?.name ?? '', avatarUrl: u?.avatarUrl ?? '', blockedAt: b.createdAt };
            }),
        callback,
        onError,
      );
    },

    async blockStateWith(otherId: Uid) {
      return ctx.readAsMember((d, actor) => blockStateOf(Object.values(d.blocks), actor.uid, otherId));
    },
  };
}
