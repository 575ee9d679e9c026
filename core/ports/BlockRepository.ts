import type { BlockState, BlockedMember, Uid, Unsubscribe } from '../domain';

/**
 * Blocks between members. A member blocks and unblocks for themselves only; a block stops
 * messages both ways (ChatGateway.sendMessage refuses with permission-denied) and hides the two
 * from each other's member lists, which each backend enforces on its server.
 */
export interface BlockRepository {
  /** The signed-in member blocks `uid`. Blocking twice is one block; oneself is refused. */
  block(uid: Uid): Promise<void>;
  /** Removes the signed-in member's block of `uid`, if any. */
  unblock(uid: Uid): Promise<void>;
  /** The members the signed-in member blocked, newest first, live. */
  watchBlocked(callback: (blocked: BlockedMember[]) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Between the signed-in member and `otherId`: who blocked whom, if anyone. */
  blockStateWith(otherId: Uid): Promise<BlockState>;
}
