import type { Block, BlockState, Uid } from '../domain';

type Pair = Pick<Block, 'blockerId' | 'blockedId'>;

/**
 * A block works both ways: once either member blocked the other, neither can message the
 * other or apply to the other's project, and neither sees the other in explore lists or
 * recommendations.
 */
export function isBlockedEitherWay(blocks: Iterable<Pair>, a: Uid, b: Uid): boolean {
  for (const x of blocks) {
    if ((x.blockerId === a && x.blockedId === b) || (x.blockerId === b && x.blockedId === a)) return true;
  }
  return false;
}

/** The members that lists must leave out for `me`: those `me` blocked and those who blocked `me`. */
export function membersHiddenFrom(blocks: Iterable<Pair>, me: Uid): Set<Uid> {
  const hidden = new Set<Uid>();
  for (const x of blocks) {
    if (x.blockerId === me) hidden.add(x.blockedId);
    else if (x.blockedId === me) hidden.add(x.blockerId);
  }
  return hidden;
}

/** What the chat with `other` tells `me`: a block `me` made comes first, as only `me` can undo it. */
export function blockStateOf(blocks: Iterable<Pair>, me: Uid, other: Uid): BlockState {
  let state: BlockState = 'none';
  for (const x of blocks) {
    if (x.blockerId === me && x.blockedId === other) return 'blocked-by-me';
    if (x.blockerId === other && x.blockedId === me) state = 'blocked-me';
  }
  return state;
}
