import { LIMITS } from '../constants';
import type { EpochMs } from '../domain';

/**
 * The outreach limit: a member starts at most LIMITS.OUTREACH_NEW_CHATS_PER_DAY new
 * conversations a day. A conversation is new when neither member has sent a message in it yet;
 * replies in a conversation that exists are never counted. The day is Taiwan's (UTC+8, no
 * daylight saving time), so the count starts again at 00:00 in Taiwan. firestore.rules and the
 * Supabase migration compute the same day number.
 */
const TAIWAN_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 in Taiwan: the key of a member's count of the day. */
export function taiwanDayOf(time: EpochMs): number {
  return Math.floor((time + TAIWAN_OFFSET_MS) / DAY_MS);
}

/** When the next Taiwan day begins: when a member past the limit may start conversations again. */
export function nextTaiwanDayStart(time: EpochMs): EpochMs {
  return (taiwanDayOf(time) + 1) * DAY_MS - TAIWAN_OFFSET_MS;
}

/** Whether one more new conversation fits after `startedToday` of them. */
export function canStartConversation(startedToday: number): boolean {
  return startedToday < LIMITS.OUTREACH_NEW_CHATS_PER_DAY;
}

/** The message of the DomainError('resource-exhausted') a send past the limit is refused with. */
export const OUTREACH_LIMIT_REACHED = 'outreach-limit';
