/**
 * Partner scoring: the one rule every backend ranks recommended partners by (memory and
 * Firebase score a bounded candidate set here in core/, Supabase in SQL: recommend_partners).
 * core/matching/partner-vectors.json holds shared test vectors; every implementation must give
 * exactly their order.
 *
 * Inputs
 *   The seeker: the signed-in member's profile and the skillsRequired of their own project
 *   (none when they have no project). A candidate: another member's profile.
 *
 * Candidates
 *   Only complete profiles (isProfileComplete: a role and a headline that is not blank), never
 *   the seeker, never an admin (they run the platform; they are not partners on offer). Backends read a bounded set: for each role, the RECOMMENDATION_CANDIDATES_PER_ROLE
 *   complete profiles active most recently (lastActiveAt descending, then uid descending).
 *
 * Tags (skills, interests, working style) compare by tagKey: trimmed (what String.trim strips),
 * then lower-cased. Counts below count distinct keys.
 *
 * Score, compared key by key, the first difference decides:
 *   1. active        1 when the candidate is not inactive (lastActive.ts: under 90 days), else 0
 *   2. complementary 1 when one of the two is an idea holder and the other a technical or an
 *                    operations expert, else 0
 *   3. skills        how many of the seeker's skillsRequired the candidate has
 *   4. fit           2 when the availabilities are compatible (both set, and equal or one of them
 *                    'either')
 *                  + the number of shared interests
 *                  + the number of shared working styles
 *                  + 2 when both name the same city (not empty)
 *                  + 1 more when they also name the same district (not empty)
 *   5. lastActiveAt  more recent first
 *   then uid ascending (code-unit order), so the order is total.
 *   Higher first for 1 to 5.
 *
 * Reasons shown on a card, in this order, at most REASONS_SHOWN of them:
 *   skills (the matched required skills, in the project's order, and whether all are covered),
 *   complementary roles, compatible availability, same district or else same city,
 *   shared interests, shared working styles.
 *
 * Who gets recommendations: a member with a role and something to compare beyond it (skills,
 * their project's skillsRequired, interests, working style, availability or a city). Otherwise
 * missingForRecommendations names what to fill in.
 */
import type { Availability, EpochMs, Role, UserProfile } from '../domain';
import { isProfileComplete } from '../rules/profileComplete';
import { hasRole } from '../rules/onboarding';
import { isInactive } from './lastActive';

export {
  EXPLORE_RECOMMENDATIONS,
  HOME_RECOMMENDATIONS,
  MOST_RECOMMENDATIONS_ASKED,
  checkPartnerLimit,
  isPartnerLimit,
  PROJECT_SUGGESTIONS,
  REASONS_SHOWN,
  REASON_ITEMS_NAMED,
  RECOMMENDATION_CANDIDATES_PER_ROLE,
} from './recommendationLimits';
import { REASONS_SHOWN, REASON_ITEMS_NAMED } from './recommendationLimits';

export type MatchProfile = Pick<
  UserProfile,
  'uid' | 'role' | 'headline' | 'skills' | 'interests' | 'workingStyle' | 'availability' | 'address' | 'lastActiveAt'
>;

export interface Seeker {
  profile: MatchProfile;
  /** skillsRequired of the seeker's own project; empty without one. */
  skillsRequired: readonly string[];
  /** partnersWanted of the seeker's own project; absent without one. */
  partnersWanted?: readonly Role[];
}

export interface PartnerScore {
  active: 0 | 1;
  complementary: 0 | 1;
  skills: number;
  fit: number;
  lastActiveAt: EpochMs;
  uid: string;
}

export type PartnerReason =
  | { kind: 'skills'; skills: string[]; all: boolean }
  /** `wanted`: the role is one the seeker's project asks for (said as 正是你要找的…). */
  | { kind: 'roles'; theirs: Role; wanted: boolean }
  | { kind: 'availability'; both: Availability }
  | { kind: 'place'; city: string; district: string | null }
  | { kind: 'interests'; items: string[] }
  | { kind: 'workingStyle'; items: string[] };

export type MatchField = 'role' | 'skills' | 'availability' | 'city';

export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}

/** The distinct tags of `wanted` (first spelling kept, in order) whose key `offered` has. */
export function sharedTags(wanted: readonly string[] | undefined, offered: readonly string[] | undefined): string[] {
  const have = new Set((offered ?? []).map(tagKey));
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const tag of wanted ?? []) {
    const k = tagKey(tag);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    if (have.has(k)) shared.push(tag.trim());
  }
  return shared;
}

function distinctCount(tags: readonly string[]): number {
  return new Set(tags.map(tagKey).filter((k) => k !== '')).size;
}

export function isComplementary(a: Role | null, b: Role | null): boolean {
  if (!a || !b) return false;
  return (a === 'idea_holder') !== (b === 'idea_holder');
}

export function availabilityCompatible(a: Availability | null, b: Availability | null): boolean {
  return !!a && !!b && (a === b || a === 'either' || b === 'either');
}

function samePlace(a: MatchProfile, b: MatchProfile): { city: boolean; district: boolean } {
  const city = !!a.address?.city && a.address.city === b.address?.city;
  return { city, district: city && !!a.address.district && a.address.district === b.address?.district };
}

export function scorePartner(seeker: Seeker, c: MatchProfile, now: EpochMs): PartnerScore {
  const me = seeker.profile;
  const place = samePlace(me, c);
  return {
    active: isInactive(c.lastActiveAt, now) ? 0 : 1,
    complementary: isComplementary(me.role, c.role) ? 1 : 0,
    skills: sharedTags(seeker.skillsRequired, c.skills).length,
    fit:
      (availabilityCompatible(me.availability, c.availability) ? 2 : 0) +
      sharedTags(me.interests, c.interests).length +
      sharedTags(me.workingStyle, c.workingStyle).length +
      (place.city ? 2 : 0) +
      (place.district ? 1 : 0),
    lastActiveAt: c.lastActiveAt,
    uid: c.uid,
  };
}

/** Negative when `a` ranks first. */
export function comparePartnerScores(a: PartnerScore, b: PartnerScore): number {
  return (
    b.active - a.active ||
    b.complementary - a.complementary ||
    b.skills - a.skills ||
    b.fit - a.fit ||
    b.lastActiveAt - a.lastActiveAt ||
    (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)
  );
}

export function isCandidateFor(seeker: Seeker, c: MatchProfile): boolean {
  return c.uid !== seeker.profile.uid && isProfileComplete(c);
}

/** The best `limit` candidates for the seeker, best first. */
export function rankPartners<T extends MatchProfile>(
  seeker: Seeker,
  candidates: readonly T[],
  now: EpochMs,
  limit: number,
): T[] {
  return candidates
    .filter((c) => isCandidateFor(seeker, c))
    .map((c) => ({ c, score: scorePartner(seeker, c, now) }))
    .sort((a, b) => comparePartnerScores(a.score, b.score))
    .slice(0, Math.max(0, limit))
    .map((x) => x.c);
}

/** Why a candidate suits the seeker, most telling first, at most REASONS_SHOWN. */
export function partnerReasons(seeker: Seeker, c: MatchProfile): PartnerReason[] {
  const me = seeker.profile;
  const reasons: PartnerReason[] = [];
  const skills = sharedTags(seeker.skillsRequired, c.skills);
  if (skills.length > 0) {
    reasons.push({
      kind: 'skills',
      skills: skills.slice(0, REASON_ITEMS_NAMED),
      all: skills.length === distinctCount([...seeker.skillsRequired]),
    });
  }
  if (isComplementary(me.role, c.role) && c.role)
    reasons.push({ kind: 'roles', theirs: c.role, wanted: seeker.partnersWanted?.includes(c.role) ?? false });
  if (availabilityCompatible(me.availability, c.availability)) {
    const both = me.availability === c.availability ? me.availability! : 'either';
    reasons.push({ kind: 'availability', both });
  }
  const place = samePlace(me, c);
  if (place.city)
    reasons.push({ kind: 'place', city: c.address.city, district: place.district ? c.address.district : null });
  const interests = sharedTags(me.interests, c.interests);
  if (interests.length > 0) reasons.push({ kind: 'interests', items: interests.slice(0, REASON_ITEMS_NAMED) });
  const styles = sharedTags(me.workingStyle, c.workingStyle);
  if (styles.length > 0) reasons.push({ kind: 'workingStyle', items: styles.slice(0, REASON_ITEMS_NAMED) });
  return reasons.slice(0, REASONS_SHOWN);
}

/** What the member should fill in before recommendations can be made; empty when nothing. */
export function missingForRecommendations(seeker: Seeker): MatchField[] {
  const p = seeker.profile;
  const missing: MatchField[] = [];
  if (!hasRole(p)) missing.push('role');
  const hasSomethingToCompare =
    distinctCount(p.skills ?? []) > 0 ||
    distinctCount([...seeker.skillsRequired]) > 0 ||
    distinctCount(p.interests ?? []) > 0 ||
    distinctCount(p.workingStyle ?? []) > 0 ||
    !!p.availability ||
    !!p.address?.city;
  if (!hasSomethingToCompare) missing.push('skills', 'availability', 'city');
  return missing;
}
