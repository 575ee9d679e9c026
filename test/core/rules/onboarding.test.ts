import { emptyProfile, type Role, type UserProfile } from '../../../core/domain';
import { hasRole, isOnboarding, postLoginPath } from '../../../core/rules/onboarding';

const withRole = (role: Role | null): UserProfile => ({ ...emptyProfile('u1', '小明', 0), role });

describe('isOnboarding', () => {
  it.each<[string, UserProfile | null, boolean, boolean]>([
    ['no profile document', null, false, true],
    ['no role', withRole(null), false, true],
    ['unknown role', { ...withRole(null), role: 'ceo' as Role }, false, true],
    ['idea holder', withRole('idea_holder'), false, false],
    ['technical', withRole('technical'), false, false],
    ['operations', withRole('operations'), false, false],
    ['no profile, ended explicitly', null, true, false],
    ['no role, ended explicitly', withRole(null), true, false],
    ['role, ended explicitly', withRole('technical'), true, false],
  ])('%s', (_l, profile, ended, expected) => expect(isOnboarding(profile, ended)).toBe(expected));
});

describe('postLoginPath', () => {
  it.each<[UserProfile | null, string]>([
    [null, '/profile'],
    [withRole(null), '/profile'],
    [withRole('idea_holder'), '/home'],
    [withRole('operations'), '/home'],
  ])('%#', (profile, path) => expect(postLoginPath(profile)).toBe(path));
});

describe('hasRole', () => {
  it('is false for undefined and empty-string roles', () => {
    expect(hasRole(undefined)).toBe(false);
    expect(hasRole({ role: '' as Role })).toBe(false);
    expect(hasRole({ role: 'technical' })).toBe(true);
  });
});
