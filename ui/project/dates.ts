import { zonedParts } from '../../core/time';
import { projectTexts } from './texts';

/** A calendar date in Taiwan time, e.g. 2026 年 9 月 23 日. */
export function formatDate(ts: number): string {
  const p = zonedParts(ts);
  return projectTexts.date(p.year, p.month, p.day);
}

/** The machine-readable value of a <time> element. */
export function isoDate(ts: number): string {
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
