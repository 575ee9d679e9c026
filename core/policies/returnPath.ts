/**
 * Where sign-in returns a visitor who opened a member page first (a link shared on LINE, say).
 * The guard sends them to the Auth page with the page in `?next=`; after sign-in they land there,
 * unless onboarding comes first. Only a path of this site is followed: never another host
 * (`//host`, `/\host`, a scheme) and never the Auth page itself, so the parameter cannot be
 * turned into an open redirect. The guard, which knows the routes, follows only a page that
 * needs sign-in.
 */

export const RETURN_PARAM = 'next';

/** The return path as given, when it is safe to follow; otherwise null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters, spaces and backslashes have no place in a path the app made.
  for (const ch of value) if (ch <= ' ' || ch === '\u007f' || ch === '\\') return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === '/') return null;
  return value;
}

/** The Auth page's address that returns to `path` after sign-in (just '/' when not followable). */
export function authPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '/';
}

/** The safe return path in a location's query string (`?next=…`), if any. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
