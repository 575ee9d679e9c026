import { observer } from 'mobx-react-lite';
import { useDeferredValue, useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authPathReturningTo, returnPathIn } from '../../core/policies/returnPath';
import { needsSignIn, normalizePath, routeAccess } from '../../core/policies/routeAccess';
import type { RouteAccess } from '../../core/policies/routeAccess';
import { LoadingState } from '../components/LoadingState';
import { PageContainer } from '../components/PageContainer';
import type { SessionStore } from '../stores/SessionStore';
import { useSession } from '../stores/SessionContext';
import { texts } from '../texts';
import { routeRowsAt } from './routeRowsAt';

function SessionLoading({ label = texts.pages.session.loading }: { label?: string }) {
  return (
    <PageContainer>
      <LoadingState variant="page" label={label} />
    </PageContainer>
  );
}

export type GuardOutcome = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The access rule of the route the router shows at `path` (matched as the router matches). */
export function accessAt(path: string): RouteAccess {
  return routeRowsAt(normalizePath(path)).at(-1)?.access ?? 'public';
}

/** A return path after sign-in (`?next=`) that leads to a page needing sign-in, else null. */
function followablePathIn(search: string): string | null {
  const next = returnPathIn(search);
  return next && needsSignIn(accessAt(next)) ? next : null;
}

/**
 * Where the guard sends a visitor (spec 2, 6): core's decision for the access rule of the route
 * (ui/app/routeTable.ts). A signed-out visitor sent to Auth carries the page asked for (`search`
 * and `hash` are the rest of the address), and a member at Auth with such a page goes there
 * (core returnPath).
 */
export function guardOutcome(path: string, session: SessionStore, search = '', hash = ''): GuardOutcome {
  const p = normalizePath(path);
  const access = accessAt(p);
  // A public page, and the sign-in page, show while the session loads: they are prerendered
  // (src/build/prerenderPlugin.ts) and the first render must be that markup. A member who opens
  // the sign-in page does not see it: the session boot script hides it (src/build/sessionBoot.ts).
  if (session.status === 'loading') return access === 'public' || access === 'visitor' ? { kind: 'allow' } : { kind: 'loading' };
  // The Auth page finishes its own sign-in (messages, navigation) before the guard moves on.
  if (access === 'visitor' && session.authBusy) return { kind: 'allow' };
  if (session.signedIn && !session.profileLoaded) return access === 'public' ? { kind: 'allow' } : { kind: 'loading' };
  const ownProfile = session.profilePath ?? '/';
  const decision = routeAccess(
    access,
    { signedIn: session.signedIn, isAdmin: session.isAdmin, onboarding: session.onboarding },
    normalizePath(ownProfile) === p,
  );
  switch (decision) {
    case 'to-auth':
      return { kind: 'redirect', to: authPathReturningTo(`${path}${search}${hash}`) };
    case 'to-home':
      return { kind: 'redirect', to: (access === 'visitor' && followablePathIn(search)) || '/home' };
    case 'to-profile':
      return { kind: 'redirect', to: ownProfile };
    case 'allow':
      return { kind: 'allow' };
  }
}

/**
 * Layout route that applies guardOutcome to every route below it. While the session is being
 * checked, a page's skeleton (`skeletonAt`, ./routes.tsx), if it has one, stands for it.
 */
export const RouteGuard = observer(function RouteGuard({
  skeletonAt,
}: {
  skeletonAt?: (path: string) => ComponentType | null;
}) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const outcome = guardOutcome(pathname, session, search, hash);
  // The session's news re-renders this guard at once (a MobX change renders synchronously). A
  // page it comes to allow then renders as a transition, in slices a phone can interrupt, rather
  // than in one long task, while its skeleton stays on screen.
  const allowed = useDeferredValue(outcome.kind === 'allow') && outcome.kind === 'allow';
  const settled = allowed && session.status !== 'loading';
  // The page shown is where this visitor belongs: the sign-in page's boot mark, if any, goes.
  useLayoutEffect(() => {
    if (settled) document.documentElement.removeAttribute('data-boot');
  }, [settled]);
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (!allowed) {
    const Skeleton = skeletonAt?.(normalizePath(pathname));
    return Skeleton ? <Skeleton /> : <SessionLoading />;
  }
  return <Outlet />;
});

/**
 * The admin area's own guard (spec 6): the member's user record, as the session watches it
 * live (no read of its own), decides. Non-admins, and a record that cannot be read (the session
 * then holds none), go to Home; losing admin rights while in the area sends the member Home too.
 */
export const AdminGuard = observer(function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session.uid) return <Navigate to={authPathReturningTo(`${pathname}${search}`)} replace />;
  if (!session.ready) return <SessionLoading label={texts.pages.admin.checking} />;
  if (!session.isAdmin) return <Navigate to="/home" replace />;
  return <>{children}</>;
});

/** /profile: the member's own profile (the guard has already sent visitors to Auth). */
export const OwnProfileRedirect = observer(function OwnProfileRedirect() {
  const session = useSession();
  return <Navigate to={session.profilePath ?? '/'} replace />;
});
