import { DEFAULT_TIME_ZONE, dateLabel, zonedParts } from '../../core/time';
import { chatTexts } from './texts';

/** The calendar day of an instant in Taiwan, as a sortable key: 2026-11-03. */
export function dayKey(ts: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(ts, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function dayNumber(ts: number, timeZone: string): number {
  const p = zonedParts(ts, timeZone);
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / 86_400_000);
}

/**
 * The date separator between days of a conversation: 今天, 昨天, else the date as the product
 * writes it (2026/11/3). Calendar days are Taiwan's.
 */
export function dayLabel(ts: number, now: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const t = chatTexts;
  const days = dayNumber(now, timeZone) - dayNumber(ts, timeZone);
  if (days === 0) return t.today;
  if (days === 1) return t.yesterday;
  return dateLabel(ts, timeZone);
}
