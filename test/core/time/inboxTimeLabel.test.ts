import { jest } from '@jest/globals';
import { inboxTimeLabel, messageTimeLabel, zonedParts } from '../../../core/time/inboxTimeLabel';

/** An instant given as Taipei wall-clock time (UTC+8, no daylight saving). */
const tpe = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number =>
  Date.UTC(y, mo - 1, d, h - 8, mi, s, ms);

describe('inboxTimeLabel (Asia/Taipei)', () => {
  const now = tpe(2026, 11, 3, 0, 5); // 00:05 on 3 Nov in Taipei (2 Nov 16:05 UTC)
  it.each<[string, number, string]>([
    ['just now, same day', tpe(2026, 11, 3, 0, 1), '00:01'],
    ['midnight itself', tpe(2026, 11, 3, 0, 0), '00:00'],
    ['one ms before midnight', tpe(2026, 11, 2, 23, 59, 59, 999), '昨天'],
    ['yesterday morning', tpe(2026, 11, 2, 0, 0), '昨天'],
    ['the day before yesterday, 23:59', tpe(2026, 11, 1, 23, 59), '2026/11/1'],
    ['last month', tpe(2026, 10, 15, 9, 30), '2026/10/15'],
    ['last year', tpe(2025, 12, 31, 23, 0), '2025/12/31'],
  ])('%s', (_l, ts, label) => expect(inboxTimeLabel(ts, now)).toBe(label));

  it('uses 24-hour zero-padded times late in the day', () => {
    const evening = tpe(2026, 11, 3, 23, 59);
    expect(inboxTimeLabel(tpe(2026, 11, 3, 9, 5), evening)).toBe('09:05');
    expect(inboxTimeLabel(tpe(2026, 11, 3, 13, 7), evening)).toBe('13:07');
    expect(inboxTimeLabel(tpe(2026, 11, 3, 23, 59), evening)).toBe('23:59');
  });

  it('counts calendar days in Taipei, not in UTC', () => {
    // 07:59 and 08:00 Taipei on the same day straddle UTC midnight.
    expect(inboxTimeLabel(tpe(2026, 11, 3, 7, 59), tpe(2026, 11, 3, 8, 0))).toBe('07:59');
    // 23:00 Taipei yesterday is the same UTC day as 01:00 Taipei today.
    expect(inboxTimeLabel(tpe(2026, 11, 2, 23, 0), tpe(2026, 11, 3, 1, 0))).toBe('昨天');
  });

  it('handles month and year boundaries for 昨天', () => {
    expect(inboxTimeLabel(tpe(2026, 2, 28, 12), tpe(2026, 3, 1, 8))).toBe('昨天');
    expect(inboxTimeLabel(tpe(2025, 12, 31, 22), tpe(2026, 1, 1, 0, 30))).toBe('昨天');
  });

  it('shows the date for a timestamp on a later day (clock skew)', () => {
    expect(inboxTimeLabel(tpe(2026, 11, 4, 1), tpe(2026, 11, 3, 23))).toBe('2026/11/4');
  });

  it('takes another time zone', () => {
    const ts = Date.UTC(2026, 10, 2, 20, 0); // 04:00 on 3 Nov in Taipei, 20:00 on 2 Nov in UTC
    const now = Date.UTC(2026, 10, 3, 1, 0);
    expect(inboxTimeLabel(ts, now, 'Asia/Taipei')).toBe('04:00');
    expect(inboxTimeLabel(ts, now, 'UTC')).toBe('昨天');
  });
});

describe('messageTimeLabel', () => {
  it.each<[number, string]>([
    [tpe(2026, 11, 3, 0, 0), '00:00'],
    [tpe(2026, 11, 3, 0, 9), '00:09'],
    [tpe(2026, 11, 3, 12, 30), '12:30'],
    [tpe(2026, 11, 3, 23, 59, 59), '23:59'],
  ])('%p → %s', (ts, label) => expect(messageTimeLabel(ts)).toBe(label));
  it('uses the given zone', () => {
    expect(messageTimeLabel(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('00:00');
    expect(messageTimeLabel(Date.UTC(2026, 0, 1, 0, 0))).toBe('08:00');
  });
});

describe('zonedParts', () => {
  it('gives Taipei wall-clock parts', () => {
    expect(zonedParts(Date.UTC(2026, 10, 2, 16, 0))).toEqual({ year: 2026, month: 11, day: 3, hour: 0, minute: 0 });
  });

  it("agrees with the time zone database on Taipei's parts, from 1980 to 2060", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Taipei',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const fromIntl = (ts: number) => {
      const parts = Object.fromEntries(intl.formatToParts(ts).map((p) => [p.type, Number(p.value)]));
      return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
    };
    const step = 7 * 3_600_000 + 13 * 60_000 + 17_000; // wanders over every hour and many minutes
    for (let ts = Date.UTC(1980, 0, 1); ts < Date.UTC(2060, 0, 1); ts += step * 97) {
      expect(zonedParts(ts)).toEqual(fromIntl(ts));
    }
    for (const ts of [Date.UTC(2026, 11, 31, 15, 59, 59, 999), Date.UTC(2026, 11, 31, 16), Date.UTC(2028, 1, 28, 16)]) {
      expect(zonedParts(ts)).toEqual(fromIntl(ts));
    }
  });

  it('reads Taipei time without a time zone formatter (its zone data is slow to load on a phone)', () => {
    const formatted = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      zonedParts(Date.UTC(2026, 10, 2, 16, 0));
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      formatted.mockRestore();
    }
  });
});
