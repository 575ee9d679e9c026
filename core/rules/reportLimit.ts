import { LIMITS } from '../constants';

/**
 * The report limit: a member files at most LIMITS.REPORTS_PER_DAY reports a Taiwan day
 * (./outreach.ts taiwanDayOf; the count starts again at 00:00 in Taiwan). Memory and Supabase
 * count the member's reports of the day; Firestore, which cannot count in its rules, keeps a
 * count of the day beside them (users/{uid}/reporting/{day}).
 */
export function canFileReport(filedToday: number): boolean {
  return filedToday < LIMITS.REPORTS_PER_DAY;
}

/** The message of the DomainError('resource-exhausted') a report past the limit is refused with. */
export const REPORT_LIMIT_REACHED = 'report-limit';
