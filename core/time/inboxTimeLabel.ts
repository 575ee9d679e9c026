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

/** Calendar date and wall-clock time of an instant in a time zone. */
export function zonedParts(ts: number, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
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
