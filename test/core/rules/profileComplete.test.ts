import { emptyProfile, type Role, type UserProfile } from '../../../core/domain';
import { isProfileComplete } from '../../../core/rules/profileComplete';

const profile = (role: Role | null, headline: string): UserProfile => ({
  ...emptyProfile('u1', '小明', 0),
  role,
  headline,
});

describe('isProfileComplete', () => {
  it.each<[string, UserProfile | null | undefined, boolean]>([
    ['no profile', null, false],
    ['undefined', undefined, false],
    ['new account: no role, no headline', profile(null, ''), false],
    ['headline without a role', profile(null, '全端工程師'), false],
    ['unknown role', profile('ceo' as Role, '全端工程師'), false],
    ['role without a headline', profile('technical', ''), false],
    ['role, headline of spaces', profile('technical', '   '), false],
    ['role, headline of ideographic spaces and a tab', profile('operations', '\u3000\t\u3000'), false],
    ['role, headline of a line break and a no-break space', profile('idea_holder', '\n\u00a0'), false],
    ['technical with a headline', profile('technical', '全端工程師'), true],
    ['operations with a padded headline', profile('operations', '  行銷企劃 '), true],
    ['idea holder with a one-character headline', profile('idea_holder', '我'), true],
  ])('%s', (_l, p, expected) => expect(isProfileComplete(p)).toBe(expected));

  it('a headline that is not text is not complete', () => {
    expect(isProfileComplete({ role: 'technical', headline: null as unknown as string })).toBe(false);
  });
});
