/**
 * Route guard of spec sections 2 and 6, as one pure decision.
 *
 * - Public: '/' (Auth), '/resources' and every unknown path (the 404 page).
 * - '/' sends a signed-in visitor on: to Home, or to /profile while onboarding.
 * - '/admin' and '/admin/…' need an admin: signed out → Auth; signed in but not admin → Home.
 *   An admin passes whether onboarding or not.
 * - Every other route needs sign-in (else Auth). While onboarding (no role yet), only the
 *   profile pages and the project editor (where saving the profile leads) are open; the rest
 *   sends to /profile, as the navigation is disabled.
 *
 * Paths match like react-router's (case-insensitive, trailing slash ignored, query and hash
 * ignored).
 */
export type RouteDecision = 'allow' | 'to-auth' | 'to-home' | 'to-profile';

export interface RouteSession {
  signedIn: boolean;
  isAdmin: boolean;
  onboarding: boolean;
}

export const PUBLIC_PATHS = ['/', '/resources'] as const;

/** Member routes of spec 2 (admin routes are everything under /admin). `:id` is one segment. */
export const MEMBER_ROUTES = [
  '/home',
  '/explore-partners',
  '/explore-projects',
  '/project/editor',
  '/project/edit/:id',
  '/project/:id',
  '/chat/:id',
  '/inbox',
  '/profile',
  '/profile/:id',
  '/questionnaire',
  '/questionnaire/result/:id',
  '/agreement-templates',
  '/contact-us',
] as const;

/** Open during onboarding. */
export const ONBOARDING_ROUTES = ['/profile', '/profile/:id', '/project/editor'] as const;

/** Lower-cased, without query, hash, repeated or trailing slashes; always starts with '/'. */
export function normalizePath(path: string): string {
  let p = (typeof path === 'string' ? path : '').split(/[?#]/)[0] ?? '';
  p = p.replace(/\/{2,}/g, '/').toLowerCase();
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function matchRoute(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = normalizePath(path).split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]));
}

export function isAdminPath(path: string): boolean {
  const p = normalizePath(path);
  return p === '/admin' || p.startsWith('/admin/');
}

export function isPublicPath(path: string): boolean {
  const p = normalizePath(path);
  if ((PUBLIC_PATHS as readonly string[]).includes(p)) return true;
  return !isAdminPath(p) && !MEMBER_ROUTES.some((r) => matchRoute(r, p));
}

export function routeAccess(path: string, session: RouteSession): RouteDecision {
  const p = normalizePath(path);
  if (p === '/') {
    if (!session.signedIn) return 'allow';
    return session.onboarding ? 'to-profile' : 'to-home';
  }
  if (isAdminPath(p)) {
    if (!session.signedIn) return 'to-auth';
    return session.isAdmin ? 'allow' : 'to-home';
  }
  if (isPublicPath(p)) return 'allow';
  if (!session.signedIn) return 'to-auth';
  if (session.onboarding && !ONBOARDING_ROUTES.some((r) => matchRoute(r, p))) return 'to-profile';
  return 'allow';
}
