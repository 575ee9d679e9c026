import { dayLabel } from '../../../ui/chat/chatDay';

/** An instant given as Taipei wall-clock time (UTC+8, no daylight saving). */
const tpe = (y: number, mo: number, d: number, h = 0, mi = 0): number => Date.UTC(y, mo - 1, d, h - 8, mi);

describe('dayLabel: the separator between days of a conversation', () => {
  const now = tpe(2026, 11, 3, 0, 5);
  it.each<[string, number, string]>([
    ['today', tpe(2026, 11, 3, 0, 1), '今天'],
    ['yesterday, late', tpe(2026, 11, 2, 23, 59), '昨天'],
    // Written as every other date of the product is (the inbox, notices, projects, admin tables).
    ['earlier this year', tpe(2026, 10, 15, 9, 30), '2026/10/15'],
    ['last year', tpe(2025, 12, 31, 23, 0), '2025/12/31'],
  ])('%s', (_l, ts, label) => expect(dayLabel(ts, now)).toBe(label));
});
