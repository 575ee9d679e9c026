import {
  MEMBER_ROUTES,
  PUBLIC_PATHS,
  isPublicPath,
  normalizePath,
  routeAccess,
  type RouteDecision,
  type RouteSession,
} from '../../../core/policies/routeAccess';

const out: RouteSession = { signedIn: false, isAdmin: false, onboarding: false };
const member: RouteSession = { signedIn: true, isAdmin: false, onboarding: false };
const onboarding: RouteSession = { signedIn: true, isAdmin: false, onboarding: true };
const admin: RouteSession = { signedIn: true, isAdmin: true, onboarding: false };
const adminOnboarding: RouteSession = { signedIn: true, isAdmin: true, onboarding: true };

const memberPaths = [
  '/home',
  '/explore-partners',
  '/explore-projects',
  '/project/abc',
  '/chat/bob',
  '/inbox',
  '/project/editor',
  '/project/edit/abc',
  '/profile/abc',
  '/profile',
  '/questionnaire',
  '/questionnaire/result/r1',
  '/agreement-templates',
  '/contact-us',
];
const adminPaths = [
  '/admin',
  '/admin/dashboard',
  '/admin/questionnaire-editor',
  '/admin/users',
  '/admin/projects',
  '/admin/resources',
  '/admin/banners',
  '/admin/whatever',
];
const unknownPaths = [
  '/nope',
  '/project',
  '/project/a/b',
  '/chat',
  '/questionnaire/result',
  '/administrator',
  '/homepage',
  '/profile/a/b',
];

describe('PUBLIC_PATHS', () => {
  it('are Auth and Resources', () => {
    expect([...PUBLIC_PATHS]).toEqual(['/', '/resources']);
  });
  it('every member route of spec 2 is known', () => {
    expect(MEMBER_ROUTES).toHaveLength(14);
    for (const p of memberPaths) expect(isPublicPath(p)).toBe(false);
    for (const p of unknownPaths) expect(isPublicPath(p)).toBe(true);
  });
});

describe('routeAccess', () => {
  it.each<[string, RouteSession, RouteDecision]>([
    ['signed out', out, 'allow'],
    ['member', member, 'to-home'],
    ['onboarding', onboarding, 'to-profile'],
    ['admin', admin, 'to-home'],
  ])('/ (Auth): %s → %s', (_l, s, d) => expect(routeAccess('/', s)).toBe(d));

  it.each([out, member, onboarding, admin])('/resources is open to everyone (%j)', (s) => {
    expect(routeAccess('/resources', s)).toBe('allow');
  });

  it.each(unknownPaths)('unknown path %p shows the 404 page to everyone', (p) => {
    for (const s of [out, member, onboarding, admin]) expect(routeAccess(p, s)).toBe('allow');
  });

  it.each(memberPaths)('member route %p', (p) => {
    expect(routeAccess(p, out)).toBe('to-auth');
    expect(routeAccess(p, member)).toBe('allow');
    expect(routeAccess(p, admin)).toBe('allow');
  });

  it.each<[string, RouteDecision]>([
    ['/profile', 'allow'],
    ['/profile/me', 'allow'],
    ['/project/editor', 'allow'],
    ['/home', 'to-profile'],
    ['/explore-partners', 'to-profile'],
    ['/project/abc', 'to-profile'],
    ['/inbox', 'to-profile'],
    ['/questionnaire', 'to-profile'],
    ['/contact-us', 'to-profile'],
  ])('while onboarding %p → %s', (p, d) => expect(routeAccess(p, onboarding)).toBe(d));

  it.each(adminPaths)('admin route %p', (p) => {
    expect(routeAccess(p, admin)).toBe('allow');
    expect(routeAccess(p, adminOnboarding)).toBe('allow');
    expect(routeAccess(p, member)).toBe('to-home');
    expect(routeAccess(p, onboarding)).toBe('to-home');
    expect(routeAccess(p, out)).toBe('to-auth');
  });

  it.each<[string, RouteSession, RouteDecision]>([
    ['/Home', out, 'to-auth'],
    ['/home/', out, 'to-auth'],
    ['/home?x=1', out, 'to-auth'],
    ['/home#top', out, 'to-auth'],
    ['//home', out, 'to-auth'],
    ['/ADMIN/users', member, 'to-home'],
    ['/resources/', out, 'allow'],
    ['/?tab=register', member, 'to-home'],
    ['', out, 'allow'],
  ])('normalises %p', (p, s, d) => expect(routeAccess(p, s)).toBe(d));
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['home', '/home'],
    ['/A/B/', '/a/b'],
    ['/a//b?x#y', '/a/b'],
  ])('%p → %p', (p, n) => expect(normalizePath(p)).toBe(n));
});
