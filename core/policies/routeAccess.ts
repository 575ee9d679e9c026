/**
 * Who may open a page (spec sections 2 and 6), as one pure decision per access rule. The route
 * table gives every route its rule; this file knows no paths.
 *
 * - public: everyone (Resources, the 404 page).
 * - visitor: the Auth page; a signed-in member moves on, to Home, or to the own profile while
 *   onboarding.
 * - member: signed in. While onboarding (no role yet) the navigation is disabled, and the page
 *   sends to the own profile.
 * - onboarding: signed in, and open while onboarding too (the project editor, where saving the
 *   profile leads).
 * - profile: a member's profile: signed in; while onboarding, only one's own.
 * - admin: admins only, onboarding or not: signed out → Auth; signed in but not admin → Home.
 */
export type RouteAccess = 'public' | 'visitor' | 'member' | 'onboarding' | 'profile' | 'admin';

export type RouteDecision = 'allow' | 'to-auth' | 'to-home' | 'to-profile';

export interface RouteSession {
  signedIn: boolean;
  isAdmin: boolean;
  onboarding: boolean;
}

/** Whether a page under this rule needs a signed-in member (a return path after sign-in may lead there). */
export function needsSignIn(access: RouteAccess): boolean {
  return access !== 'public' && access !== 'visitor';
}

/** `atOwnProfile`: the page asked for is the member's own profile. */
export function routeAccess(access: RouteAccess, session: RouteSession, atOwnProfile = false): RouteDecision {
  if (access === 'public') return 'allow';
  if (access === 'visitor') {
    if (!session.signedIn) return 'allow';
    return session.onboarding ? 'to-profile' : 'to-home';
  }
  if (!session.signedIn) return 'to-auth';
  if (access === 'admin') return session.isAdmin ? 'allow' : 'to-home';
  if (!session.onboarding || access === 'onboarding') return 'allow';
  return access === 'profile' && atOwnProfile ? 'allow' : 'to-profile';
}

/**
 * Lower-cased, without query, hash, repeated or trailing slashes; always starts with '/'. The
 * guard matches this form, as the router matches paths case-insensitively and ignores a
 * trailing slash.
 */
export function normalizePath(path: string): string {
  let p = (typeof path === 'string' ? path : '').split(/[?#]/)[0] ?? '';
  p = p.replace(/\/{2,}/g, '/').toLowerCase();
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
