import {
  DAY_MS,
  HOUR_MS,
  INACTIVE_AFTER_DAYS,
  isActiveMarkDue,
  isInactive,
  lastActiveBucket,
} from '../../../core/matching/lastActive';

const NOW = Date.UTC(2026, 10, 26, 2, 0);
const ago = (ms: number) => NOW - ms;

describe('lastActiveBucket', () => {
  it.each([
    [0, { kind: 'just-now' }],
    [2 * HOUR_MS - 1, { kind: 'just-now' }],
    [2 * HOUR_MS, { kind: 'hours', n: 2 }],
    [DAY_MS - 1, { kind: 'hours', n: 23 }],
    [DAY_MS, { kind: 'days', n: 1 }],
    [3 * DAY_MS + 5 * HOUR_MS, { kind: 'days', n: 3 }],
    [30 * DAY_MS - 1, { kind: 'days', n: 29 }],
    [30 * DAY_MS, { kind: 'over-a-month' }],
    [400 * DAY_MS, { kind: 'over-a-month' }],
  ])('%d ms ago → %j', (age, bucket) => {
    expect(lastActiveBucket(ago(age), NOW)).toEqual(bucket);
  });

  it('a time ahead of the clock reads as just now', () => {
    expect(lastActiveBucket(NOW + HOUR_MS, NOW)).toEqual({ kind: 'just-now' });
  });
});

describe('inactive after 90 days', () => {
  it('is 90 days', () => {
    expect(INACTIVE_AFTER_DAYS).toBe(90);
  });

  it('starts exactly at 90 days', () => {
    expect(isInactive(ago(90 * DAY_MS - 1), NOW)).toBe(false);
    expect(isInactive(ago(90 * DAY_MS), NOW)).toBe(true);
  });
});

describe('isActiveMarkDue', () => {
  it('only when the stored time is at least an hour old', () => {
    expect(isActiveMarkDue(ago(HOUR_MS - 1), NOW)).toBe(false);
    expect(isActiveMarkDue(ago(HOUR_MS), NOW)).toBe(true);
  });
});
