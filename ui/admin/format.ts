import { zonedParts } from '../../core/time/inboxTimeLabel';

/** A compact calendar date in Taiwan time for admin tables, e.g. 2026/9/23. */
export function shortDate(ts: number): string {
  if (!Number.isFinite(ts)) return '';
  const p = zonedParts(ts);
  return `${p.year}/${p.month}/${p.day}`;
}

/** The machine-readable value of a <time> element (YYYY-MM-DD, Taiwan time). */
export function isoDay(ts: number): string {
  if (!Number.isFinite(ts)) return '';
  const p = zonedParts(ts);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
