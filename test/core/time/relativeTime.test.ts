import { relativeTimeLabel } from '../../../core/time/relativeTime';

const NOW = Date.UTC(2026, 10, 3, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTimeLabel', () => {
  it.each<[string, number, string]>([
    ['0 s', 0, '剛剛'],
    ['59 s', 59 * S, '剛剛'],
    ['59.999 s', M - 1, '剛剛'],
    ['60 s', M, '1 分鐘前'],
    ['119 s', 2 * M - 1, '1 分鐘前'],
    ['2 min', 2 * M, '2 分鐘前'],
    ['59 min', 59 * M, '59 分鐘前'],
    ['59 min 59 s', H - S, '59 分鐘前'],
    ['60 min', H, '1 小時前'],
    ['23 h', 23 * H, '23 小時前'],
    ['23 h 59 min', D - M, '23 小時前'],
    ['24 h', D, '昨天'],
    ['47 h', 47 * H, '昨天'],
    ['47 h 59 min 59 s', 2 * D - S, '昨天'],
    ['48 h', 2 * D, '2 天前'],
    ['71 h', 3 * D - H, '2 天前'],
    ['3 days', 3 * D, '3 天前'],
    ['6 days 23 h', 7 * D - H, '6 天前'],
    ['7 days', 7 * D, '7 天前'],
    ['400 days', 400 * D, '400 天前'],
  ])('%s ago → %s', (_l, ago, label) => expect(relativeTimeLabel(NOW - ago, NOW)).toBe(label));

  it('labels future timestamps and non-numbers 剛剛', () => {
    expect(relativeTimeLabel(NOW + 5 * M, NOW)).toBe('剛剛');
    expect(relativeTimeLabel(Number.NaN, NOW)).toBe('剛剛');
  });
});
