/** The product's time zone: members are in Taiwan. */
export const DEFAULT_TIME_ZONE = 'Asia/Taipei';

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Taiwan has kept UTC+8 all year since daylight saving last ended, on 1 October 1979. */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const TAIPEI_FIXED_FROM = Date.UTC(1979, 9, 1);

/**
 * Calendar date and wall-clock time of an instant in a time zone. Taipei's own is plain
 * arithmetic: a formatter for a named zone loads the zone's data first, which held a phone's
 * main thread for tens of milliseconds as the first date on a page rendered.
 */
export function zonedParts(ts: number, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  if (timeZone === DEFAULT_TIME_ZONE && ts >= TAIPEI_FIXED_FROM) {
    const d = new Date(ts + TAIPEI_OFFSET_MS);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  }
  const parts = formatterFor(timeZone).formatToParts(new Date(ts));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

function dayNumber(p: ZonedParts): number {
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / 86_400_000);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A message bubble's time: 'HH:mm', 24-hour, zero-padded, in the time zone. */
export function messageTimeLabel(ts: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(ts, timeZone);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/**
 * A calendar date as members read it, everywhere the product writes one: 'YYYY/M/D' (e.g.
 * 2026/11/3), in the time zone. Empty for a missing time.
 */
export function dateLabel(ts: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!Number.isFinite(ts)) return '';
  const p = zonedParts(ts, timeZone);
  return `${p.year}/${p.month}/${p.day}`;
}

/**
 * Inbox time label (spec 2): the time for today ('HH:mm'), 昨天 for the previous calendar day,
 * otherwise the date 'YYYY/M/D' (e.g. 2026/11/3). Calendar days are those of the time zone.
 */
export function inboxTimeLabel(ts: number, now: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(ts, timeZone);
  const days = dayNumber(zonedParts(now, timeZone)) - dayNumber(p);
  if (days === 0) return `${pad2(p.hour)}:${pad2(p.minute)}`;
  if (days === 1) return '昨天';
  return dateLabel(ts, timeZone);
}
