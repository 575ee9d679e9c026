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
  /** A loader for React.lazy that picks the component out of the module; `failed` hears of a failed download. */
  lazyLoader<C>(pick: (module: M) => C, failed?: () => void): () => Promise<{ default: C }>;
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
          (error: unknown) => {
            failed?.();
            throw error;
          },
        );
      const value = { default: pick(loaded.module) };
      return { then: (resolve: (v: typeof value) => unknown) => resolve(value) } as unknown as Promise<typeof value>;
    },
  };
  return cache;
}
