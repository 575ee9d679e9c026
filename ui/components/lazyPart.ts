import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { moduleCache } from './loadedModule';

/**
 * A part of a screen in a chunk of its own (a dialog, a panel): `Component` renders it inside a
 * <PartBoundary> (./PartBoundary.tsx; a screen's own part may use a <Suspense> under the page's
 * error boundary), `prefetch` starts downloading it ahead (on hover, focus, or once the screen
 * that may open it is up), so it still opens at once. A failed prefetch is ignored; a failed
 * render goes to the boundary, and the next render after it tries the download again
 * (React.lazy alone would keep the failure for good). `preload` loads it before the first render
 * (hydrating prerendered markup), which then renders it without suspending (./loadedModule.ts).
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: ComponentType<P>; prefetch: () => void; preload: () => Promise<void> } {
  const module = moduleCache(load);
  const attempt = (): ComponentType<P> => lazy(module.lazyLoader(pick, () => (current = attempt())));
  let current = attempt();
  return {
    Component: (props: P) => createElement(current, props),
    prefetch: () => {
      module.load().catch(() => undefined);
    },
    preload: () => module.load().then(() => undefined),
  };
}
