import {
  needsSignIn,
  normalizePath,
  routeAccess,
  type RouteAccess,
  type RouteDecision,
  type RouteSession,
} from '../../../core/policies/routeAccess';

const out: RouteSession = { signedIn: false, isAdmin: false, onboarding: false };
const member: RouteSession = { signedIn: true, isAdmin: false, onboarding: false };
const onboarding: RouteSession = { signedIn: true, isAdmin: false, onboarding: true };
const admin: RouteSession = { signedIn: true, isAdmin: true, onboarding: false };
const adminOnboarding: RouteSession = { signedIn: true, isAdmin: true, onboarding: true };

const sessions = { out, member, onboarding, admin, adminOnboarding };

/** Spec 2 and 6: what each kind of visitor meets under each access rule (not at the own profile). */
const DECISIONS: Record<RouteAccess, Record<keyof typeof sessions, RouteDecision>> = {
  public: { out: 'allow', member: 'allow', onboarding: 'allow', admin: 'allow', adminOnboarding: 'allow' },
  visitor: {
    out: 'allow',
    member: 'to-home',
    onboarding: 'to-profile',
    admin: 'to-home',
    adminOnboarding: 'to-profile',
  },
  member: { out: 'to-auth', member: 'allow', onboarding: 'to-profile', admin: 'allow', adminOnboarding: 'to-profile' },
  onboarding: { out: 'to-auth', member: 'allow', onboarding: 'allow', admin: 'allow', adminOnboarding: 'allow' },
  profile: { out: 'to-auth', member: 'allow', onboarding: 'to-profile', admin: 'allow', adminOnboarding: 'to-profile' },
  admin: { out: 'to-auth', member: 'to-home', onboarding: 'to-home', admin: 'allow', adminOnboarding: 'allow' },
};

describe('routeAccess', () => {
  describe.each(Object.entries(DECISIONS) as [RouteAccess, Record<keyof typeof sessions, RouteDecision>][])(
    '%s',
    (access, expected) => {
      it.each(Object.entries(expected) as [keyof typeof sessions, RouteDecision][])('%s → %s', (who, decision) => {
        expect(routeAccess(access, sessions[who])).toBe(decision);
      });
    },
  );

  it("opens one's own profile while onboarding, and only that one", () => {
    expect(routeAccess('profile', onboarding, true)).toBe('allow');
    expect(routeAccess('profile', onboarding, false)).toBe('to-profile');
    expect(routeAccess('profile', out, true)).toBe('to-auth');
    expect(routeAccess('member', onboarding, true)).toBe('to-profile');
  });

  it('needs sign-in everywhere but the public pages and the Auth page', () => {
    expect((Object.keys(DECISIONS) as RouteAccess[]).filter(needsSignIn)).toEqual([
      'member',
      'onboarding',
      'profile',
      'admin',
    ]);
  });
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['home', '/home'],
    ['/A/B/', '/a/b'],
    ['/a//b?x#y', '/a/b'],
    ['//home', '/home'],
    ['/resources/', '/resources'],
  ])('%p → %p', (p, n) => expect(normalizePath(p)).toBe(n));
});
