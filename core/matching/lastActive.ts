/**
 * Last active: when a member last opened the app, kept coarse so that it tells others whether a
 * profile is alive without tracking anyone.
 *
 * Storing
 *   Opening the app or signing in records the backend's own time (never the device's), and only
 *   when the stored time is at least LAST_ACTIVE_WRITE_INTERVAL_MS old; so the stored time moves
 *   at most once an hour and says nothing finer about when a member uses the app. A member who
 *   never opened the app since registering counts as active at registration (createdAt).
 *
 * Showing (age = now - lastActiveAt, negative ages count as 0)
 *   age < 2 hours            → 'just-now'       剛剛
 *   age < 24 hours           → 'hours', n = floor(age / 1 hour)   (2..23)
 *   age < 30 days            → 'days', n = floor(age / 1 day)     (1..29)
 *   otherwise                → 'over-a-month'   超過一個月
 *
 * Inactive
 *   age >= 90 days: the member ranks after every active member in every list that ranks members
 *   (recommendations), and their profile and cards carry a quiet mark.
 */
import type { EpochMs } from '../domain';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The stored time moves at most this often. */
export const LAST_ACTIVE_WRITE_INTERVAL_MS = HOUR_MS;
/** Younger than this shows as 剛剛: the stored time can lag the last visit by an interval. */
export const LAST_ACTIVE_JUST_NOW_MS = 2 * HOUR_MS;
export const LAST_ACTIVE_OVER_A_MONTH_MS = 30 * DAY_MS;
/** Inactive from this age on. */
export const INACTIVE_AFTER_DAYS = 90;
export const INACTIVE_AFTER_MS = INACTIVE_AFTER_DAYS * DAY_MS;

export type LastActiveBucket =
  { kind: 'just-now' } | { kind: 'hours'; n: number } | { kind: 'days'; n: number } | { kind: 'over-a-month' };

function ageOf(lastActiveAt: EpochMs, now: EpochMs): number {
  return Math.max(0, now - lastActiveAt);
}

export function lastActiveBucket(lastActiveAt: EpochMs, now: EpochMs): LastActiveBucket {
  const age = ageOf(lastActiveAt, now);
  if (age < LAST_ACTIVE_JUST_NOW_MS) return { kind: 'just-now' };
  if (age < DAY_MS) return { kind: 'hours', n: Math.floor(age / HOUR_MS) };
  if (age < LAST_ACTIVE_OVER_A_MONTH_MS) return { kind: 'days', n: Math.floor(age / DAY_MS) };
  return { kind: 'over-a-month' };
}

export function isInactive(lastActiveAt: EpochMs, now: EpochMs): boolean {
  return ageOf(lastActiveAt, now) >= INACTIVE_AFTER_MS;
}

/** Whether opening the app now moves the stored time (the backend checks the same on its clock). */
export function isActiveMarkDue(lastActiveAt: EpochMs, now: EpochMs): boolean {
  return now - lastActiveAt >= LAST_ACTIVE_WRITE_INTERVAL_MS;
}
