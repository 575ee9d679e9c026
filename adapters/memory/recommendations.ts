import type { Uid, UserProfile } from '../../core/domain';
import { ROLES } from '../../core/domain';
import {
  RECOMMENDATION_CANDIDATES_PER_ROLE,
  checkPartnerLimit,
  rankPartners,
} from '../../core/matching/partnerScoring';
import { membersHiddenFrom } from '../../core/rules/blocks';
import { isProfileComplete } from '../../core/rules/profileComplete';
import { clone, type MemoryContext } from './context';
import type { DbData } from './database';
import { partitionPoint } from './paging';

/**
 * Recommendations' bounded candidate set: for each role, the complete profiles active most
 * recently, found by binary search in the activity index (never a scan of every member).
 * Members in `hidden` (blocked either way) and admins are passed over and take no place in the set.
 */
export function recommendationCandidates(ctx: MemoryContext, d: DbData, hidden: ReadonlySet<Uid>): UserProfile[] {
  const { rows } = ctx.usersByActivity.get(ctx.db.version('users'), () => Object.values(d.users));
  const candidates: UserProfile[] = [];
  for (const role of ROLES) {
    // Descending by [complete, role]: complete profiles come first, roles in reverse code order.
    const start = partitionPoint(rows, (u) => !isProfileComplete(u) || (u.role ?? '') <= role);
    let taken = 0;
    for (let i = start; i < rows.length && taken < RECOMMENDATION_CANDIDATES_PER_ROLE; i += 1) {
      const u = rows[i]!;
      if (u.role !== role || !isProfileComplete(u)) break;
      if (hidden.has(u.uid) || u.isAdmin) continue;
      candidates.push(u);
      taken += 1;
    }
  }
  return candidates;
}

/**
 * The signed-in member's best partners (core/matching/partnerScoring.ts), best first, leaving
 * out members blocked either way.
 */
export function recommendPartners(ctx: MemoryContext, limit: number): UserProfile[] {
  return ctx.readAsMember((d, actor) => {
    checkPartnerLimit(limit);
    const me = d.users[actor.uid];
    if (!me) return [];
    const seeker = { profile: me, skillsRequired: d.projects[actor.uid]?.skillsRequired ?? [] };
    const hidden = membersHiddenFrom(Object.values(d.blocks), actor.uid);
    return rankPartners(seeker, recommendationCandidates(ctx, d, hidden), ctx.now(), limit).map(clone);
  });
}
