import type { ComponentType } from 'react';
import { lazyComponent, moduleCache } from './loadedModule';
import { whenPageIdle } from './whenPageIdle';

/**
 * A part of a screen in a chunk of its own (a dialog, a panel): `Component` renders it inside a
 * <PartBoundary> (./PartBoundary.tsx; a screen's own part may use a <Suspense> under the page's
 * error boundary), `prefetch` starts downloading it ahead (on hover, focus, or once the screen
 * that may open it is up), so it still opens at once. A failed prefetch is ignored; a failed
 * render goes to the boundary, and the next render after it tries the download again
 * (React.lazy alone would keep the failure for good). `prefetchWhenIdle` starts it once the page
 * has loaded and the browser is idle (./whenPageIdle.ts), for a part the screen may need later but
 * its first paint never does; it returns a cancel, for an effect's cleanup. `preload` loads it
 * before the first render (hydrating prerendered markup), which then renders it without
 * suspending (./loadedModule.ts), and `isLoaded` tells whether it has.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): {
  Component: ComponentType<P>;
  prefetch: () => void;
  prefetchWhenIdle: () => () => void;
  preload: () => Promise<void>;
  isLoaded: () => boolean;
} {
  const module = moduleCache(load);
  const prefetch = () => {
    module.load().catch(() => undefined);
  };
  return {
    Component: lazyComponent(module, pick),
    prefetch,
    prefetchWhenIdle: () => whenPageIdle(prefetch),
    preload: () => module.load().then(() => undefined),
    isLoaded: () => module.loaded() !== null,
  };
}
