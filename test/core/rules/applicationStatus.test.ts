import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../core/domain';
import { canTransition, countPending, isDecided } from '../../../core/rules/applicationStatus';

describe('canTransition', () => {
  const allowed = new Set(['pending>accepted', 'pending>rejected']);
  const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
});

describe('isDecided', () => {
  it.each<[ApplicationStatus, boolean]>([
    ['pending', false],
    ['accepted', true],
    ['rejected', true],
  ])('%s → %p', (s, d) => expect(isDecided(s)).toBe(d));
});

describe('countPending', () => {
  it('counts pending applications only', () => {
    expect(countPending([])).toBe(0);
    expect(
      countPending([{ status: 'pending' }, { status: 'accepted' }, { status: 'pending' }, { status: 'rejected' }]),
    ).toBe(2);
  });
});
