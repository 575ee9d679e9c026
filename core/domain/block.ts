import type { EpochMs, Uid } from './common';

/** One block: `blockerId` no longer hears from `blockedId`, and neither can message the other. */
export interface Block {
  blockerId: Uid;
  blockedId: Uid;
  createdAt: EpochMs;
}

/** A row of the member's own block list, with what the list shows of the blocked member. */
export interface BlockedMember {
  uid: Uid;
  name: string;
  avatarUrl: string;
  blockedAt: EpochMs;
}

/** Between the signed-in member and another: who blocked whom, if anyone. */
export type BlockState = 'none' | 'blocked-by-me' | 'blocked-me';

/**
 * The id of a block, blocker first: each backend keys the block by it, so a rule can look up
 * either direction between two members without a query.
 */
export function blockIdOf(blockerId: Uid, blockedId: Uid): string {
  return `${blockerId}_${blockedId}`;
}
