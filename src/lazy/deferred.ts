import { DomainError, type Unsubscribe } from '../../core/domain';
import { isDownloadFailure } from './downloadFailure';

/**
 * What a port must look like to be loaded on first use: the port convention of core/ports.
 * A `watch…` method takes (…, callback, onError?) and returns its Unsubscribe at once; every
 * other method returns a Promise. (A synchronous method could not wait for the code to arrive.)
 */
export type Deferrable<T> = {
  [K in keyof T]: K extends `watch${string}`
    ? (...args: never[]) => Unsubscribe
    : T[K] extends (...args: never[]) => Promise<unknown>
      ? T[K]
      : never;
};

/** Every method name of T, each exactly once: the compiler keeps the list complete. */
export type MethodNames<T> = { readonly [K in keyof T]-?: true };

/**
 * A port adapter (or a group of use cases, which follow the same convention) whose code is a
 * separate chunk, downloaded the first time one of its methods is called, behind the very same
 * interface. This is how the first screen avoids downloading what only other screens or later
 * actions need.
 * The result is a plain object with one method per name in `methods`, so it can be spread and
 * wrapped (tests, the benchmarks' counters) like the adapter itself.
 *
 * - A Promise method waits for the code, then runs; the load's failure is its rejection.
 * - A `watch…` method returns its Unsubscribe at once and subscribes when the code is there,
 *   unless it was unsubscribed meanwhile; a failed load, or a watch that throws as it starts,
 *   goes to its onError (the function argument after the callback).
 * - A failed load (a dropped connection) is tried again on the next call. Code that did not
 *   download fails as `unavailable`, which the screens word as a connection to check.
 */
export function deferred<T extends Deferrable<T>>(load: () => Promise<T>, methods: MethodNames<T>): T {
  let loading: Promise<T> | null = null;
  const implementation = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw isDownloadFailure(error)
        ? new DomainError('unavailable', `the code could not be downloaded (${String(error)})`)
        : error;
    }));
  // Called on the service itself, so a class's methods keep their `this`.
  const invoke = (service: T, name: string, args: unknown[]) =>
    (service as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args);

  const watch =
    (name: string) =>
    (...args: unknown[]): Unsubscribe => {
      let unsubscribe: Unsubscribe | null = null;
      let stopped = false;
      const fail = (error: unknown) => {
        if (stopped) return;
        const onError = args[args.findIndex((a) => typeof a === 'function') + 1];
        if (typeof onError === 'function') onError(error);
        else console.error(`${name} failed before it could start`, error);
      };
      implementation().then((service) => {
        if (stopped) return;
        // Refused at once (what a loaded watch would have thrown to its caller): its onError.
        try {
          unsubscribe = invoke(service, name, args) as Unsubscribe;
        } catch (error) {
          fail(error);
        }
      }, fail);
      return () => {
        stopped = true;
        unsubscribe?.();
        unsubscribe = null;
      };
    };
  const call =
    (name: string) =>
    (...args: unknown[]): Promise<unknown> =>
      implementation().then((service) => invoke(service, name, args));

  return Object.fromEntries(
    Object.keys(methods).map((name) => [name, name.startsWith('watch') ? watch(name) : call(name)]),
  ) as T;
}
