import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A module that can be loaded ahead of its first render, for React.lazy: once loaded, the lazy
 * component's loader answers with it at once (a thenable that calls back synchronously), so React
 * renders the component in the same pass instead of suspending. The client hydrates prerendered
 * markup this way (src/startApp.tsx): a part that suspended while hydrating would hydrate later,
 * after the session has changed what it shows, and no longer match the markup.
 */
export interface ModuleCache<M> {
  /** Loads the module (once it succeeds, it is kept). */
  load(): Promise<M>;
  /** The module, if it has loaded. */
  loaded(): M | null;
  /**
   * A loader for React.lazy that picks the component out of the module; `failed` hears of a failed
   * download, with what the loader rejects with (always an object).
   */
  lazyLoader<C>(pick: (module: M) => C, failed?: (error: object) => void): () => Promise<{ default: C }>;
}

export function moduleCache<M>(load: () => Promise<M>): ModuleCache<M> {
  let loaded: { module: M } | null = null;
  const cache: ModuleCache<M> = {
    load: () =>
      loaded
        ? Promise.resolve(loaded.module)
        : load().then((module) => {
            loaded = { module };
            return module;
          }),
    loaded: () => loaded?.module ?? null,
    lazyLoader: (pick, failed) => () => {
      if (!loaded)
        return cache.load().then(
          (module) => ({ default: pick(module) }),
          (reason: unknown) => {
            // An object, so that a boundary can find the retry that goes with it (lazyComponent).
            const error = typeof reason === 'object' && reason !== null ? reason : new Error(String(reason));
            failed?.(error);
            throw error;
          },
        );
      const value = { default: pick(loaded.module) };
      return { then: (resolve: (v: typeof value) => unknown) => resolve(value) } as unknown as Promise<typeof value>;
    },
  };
  return cache;
}

/** What a failed download of a lazy component threw, each with what tries that download again. */
const retries = new WeakMap<object, Set<() => void>>();
/** Every error a lazy component's download threw, retried or not. */
const downloadFailures = new WeakSet<object>();

/**
 * A component in a chunk of its own (a page, a part of a screen), rendered through React.lazy.
 * React.lazy keeps a failed download for good: a page opened offline would still fail once the
 * connection is back. So a failed download can be tried again, but only when the error boundary
 * that caught it asks (retryDownload): its 重試, the connection coming back, the member leaving
 * for another page. Until then every render throws the same failure. A render never starts a new
 * download by itself, because React renders a suspended component again as soon as its download
 * settles (at once in a transition, which a link's navigation is): a render that downloaded anew
 * after a failure would request the chunk again and again for as long as the connection is down.
 */
export function lazyComponent<M, P extends object>(
  cache: ModuleCache<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const attempt = (): ComponentType<P> => {
    const component = lazy(
      cache.lazyLoader(pick, (error) => {
        downloadFailures.add(error);
        const renewals = retries.get(error) ?? new Set();
        renewals.add(() => {
          if (current === component) current = attempt();
        });
        retries.set(error, renewals);
      }),
    );
    return component;
  };
  let current = attempt();
  return (props: P) => createElement(current, props);
}

/**
 * Lets the lazy components whose download failed with `error` download again on their next
 * render; whether `error` was such a failure. Once per failure: a second call does nothing, so a
 * boundary may call it as it renders.
 */
export function retryDownload(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const renewals = retries.get(error);
  if (!renewals) return false;
  retries.delete(error);
  for (const renew of renewals) renew();
  return true;
}

/** Whether `error` is what a lazy component threw when its download failed (a dropped connection, most often). */
export function isFailedDownload(error: unknown): boolean {
  return typeof error === 'object' && error !== null && downloadFailures.has(error);
}
