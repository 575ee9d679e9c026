import type { UserProfile } from '../../core/domain';
import { ROLES } from '../../core/domain';
import { RECOMMENDATION_CANDIDATES_PER_ROLE, rankPartners } from '../../core/matching/partnerScoring';
import { isProfileComplete } from '../../core/rules/profileComplete';
import { clone, type MemoryContext } from './context';
import type { DbData } from './database';
import { partitionPoint } from './paging';

/**
 * Recommendations' bounded candidate set: for each role, the complete profiles active most
 * recently, found by binary search in the activity index (never a scan of every member).
 */
export function recommendationCandidates(ctx: MemoryContext, d: DbData): UserProfile[] {
  const { rows } = ctx.usersByActivity.get(ctx.db.version('users'), () => Object.values(d.users));
  const candidates: UserProfile[] = [];
  for (const role of ROLES) {
    // Descending by [complete, role]: complete profiles come first, roles in reverse code order.
    const start = partitionPoint(rows, (u) => !isProfileComplete(u) || (u.role ?? '') <= role);
    for (let i = start; i < rows.length && i < start + RECOMMENDATION_CANDIDATES_PER_ROLE; i += 1) {
      const u = rows[i]!;
      if (u.role !== role || !isProfileComplete(u)) break;
      candidates.push(u);
    }
  }
  return candidates;
}

/** The signed-in member's best partners (core/matching/partnerScoring.ts), best first. */
export function recommendPartners(ctx: MemoryContext, limit: number): UserProfile[] {
  return ctx.readAsMember((d, actor) => {
    const me = d.users[actor.uid];
    if (!me) return [];
    const seeker = { profile: me, skillsRequired: d.projects[actor.uid]?.skillsRequired ?? [] };
    return rankPartners(seeker, recommendationCandidates(ctx, d), ctx.now(), limit).map(clone);
  });
}
