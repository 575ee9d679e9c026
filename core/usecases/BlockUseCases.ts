import type { BlockState, BlockedMember, Uid, Unsubscribe } from '../domain';
import type { BlockRepository } from '../ports';

/** Blocking and unblocking members, and what a block means between two (core/rules/blocks.ts). */
export class BlockUseCases {
  constructor(private readonly blocks: BlockRepository) {}

  block(uid: Uid): Promise<void> {
    return this.blocks.block(uid);
  }

  unblock(uid: Uid): Promise<void> {
    return this.blocks.unblock(uid);
  }

  /** The members the signed-in member blocked, newest first, live. */
  watchBlocked(callback: (blocked: BlockedMember[]) => void, onError?: (e: unknown) => void): Unsubscribe {
    return this.blocks.watchBlocked(callback, onError);
  }

  /** Between the signed-in member and `otherId`: who blocked whom, if anyone. */
  stateWith(otherId: Uid): Promise<BlockState> {
    return this.blocks.blockStateWith(otherId);
  }
}
