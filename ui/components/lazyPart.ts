import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A part of a screen in a chunk of its own (a dialog, a panel): `Component` renders it inside a
 * <Suspense>, `prefetch` starts downloading it ahead (on hover, focus, or once the screen that
 * may open it is up), so it still opens at once. A failed prefetch is ignored: rendering tries
 * again and its error boundary reports it.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: ComponentType<P>; prefetch: () => void } {
  return {
    Component: lazy(async () => ({ default: pick(await load()) })),
    prefetch: () => {
      load().catch(() => undefined);
    },
  };
}
