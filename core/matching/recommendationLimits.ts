/**
 * How many partners each place recommends, and may be asked for; a file of its own so screens
 * import only these.
 */
import { DomainError } from '../domain/errors';

/** How many of a role's most recently active complete profiles a backend scores. */
export const RECOMMENDATION_CANDIDATES_PER_ROLE = 100;
/** The most partners one request may ask for: every backend refuses more, or fewer than one. */
export const MOST_RECOMMENDATIONS_ASKED = 1000;
/** Whether a request may ask for `limit` partners: a whole number from 1 to MOST_RECOMMENDATIONS_ASKED. */
export function isPartnerLimit(limit: unknown): limit is number {
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= MOST_RECOMMENDATIONS_ASKED;
}
/** The backends' refusal of a limit isPartnerLimit does not accept ('invalid-argument'). */
export function checkPartnerLimit(limit: number): number {
  if (!isPartnerLimit(limit)) {
    throw new DomainError('invalid-argument', `limit is a whole number from 1 to ${MOST_RECOMMENDATIONS_ASKED}`, [
      'number_invalid',
    ]);
  }
  return limit;
}
/** Home's 推薦夥伴. */
export const HOME_RECOMMENDATIONS = 4;
/** Explore partners ordered 最適合我. */
export const EXPLORE_RECOMMENDATIONS = 24;
/** A project owner's suggested members on the project page. */
export const PROJECT_SUGGESTIONS = 3;
export const REASONS_SHOWN = 3;
/** Items named in one reason (skills, interests, working styles). */
export const REASON_ITEMS_NAMED = 3;
