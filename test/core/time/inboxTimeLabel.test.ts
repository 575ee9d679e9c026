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
});
