/**
 * Live listeners of the in-memory backend. A listener names what it depends on (tables and/or
 * the session), computes its value, and is called back at once and then only when the value's
 * serialised form changed. A compute that throws ends the listener with onError (like a
 * Firestore snapshot error). Changes are coalesced and delivered in a microtask.
 */
import type { Unsubscribe } from '../../core/domain';
import type { Table } from './database';

export type Dependency = Table | 'session';

interface Listener {
  deps: ReadonlySet<Dependency>;
  compute: () => unknown;
  callback: (value: unknown) => void;
  onError?: (e: unknown) => void;
  last: string;
  /** Session listeners go first, so views can unsubscribe the rest on sign-out. */
  priority: number;
}

function report(e: unknown): void {
  const g = globalThis as { reportError?: (e: unknown) => void };
  if (typeof g.reportError === 'function') g.reportError(e);
  else console.error(e);
}

function serialise(value: unknown): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private pending = new Set<Dependency>();
  private scheduled = false;
  private disposed = false;

  get size(): number {
    return this.listeners.size;
  }

  subscribe<T>(
    deps: readonly Dependency[],
    compute: () => T,
    callback: (value: T) => void,
    onError?: (e: unknown) => void,
  ): Unsubscribe {
    if (this.disposed) {
      onError?.(new Error('this memory backend was disposed'));
      return () => {};
    }
    let value: T;
    try {
      value = compute();
    } catch (e) {
      if (onError) onError(e);
      else report(e);
      return () => {};
    }
    const listener: Listener = {
      deps: new Set(deps),
      compute,
      callback: callback as (value: unknown) => void,
      onError,
      last: serialise(value),
      priority: deps.includes('session') ? 0 : 1,
    };
    this.listeners.add(listener);
    try {
      callback(value);
    } catch (e) {
      report(e);
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Something in `deps` may have changed: recompute the listeners that depend on it. */
  changed(deps: Iterable<Dependency>): void {
    if (this.disposed) return;
    for (const d of deps) this.pending.add(d);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.flush());
  }

  /** Delivers pending changes now (also called from the microtask). */
  flush(): void {
    this.scheduled = false;
    if (this.disposed) return;
    // A listener's callback may cause more changes; loop until quiet (bounded).
    for (let round = 0; round < 20 && this.pending.size > 0; round += 1) {
      const pending = this.pending;
      this.pending = new Set();
      const ordered = [...this.listeners].sort((a, b) => a.priority - b.priority);
      for (const l of ordered) {
        if (!this.listeners.has(l)) continue; // unsubscribed by an earlier callback
        if (![...l.deps].some((d) => pending.has(d))) continue;
        let value: unknown;
        try {
          value = l.compute();
        } catch (e) {
          this.listeners.delete(l);
          if (l.onError) {
            try {
              l.onError(e);
            } catch (e2) {
              report(e2);
            }
          } else report(e);
          continue;
        }
        const s = serialise(value);
        if (s === l.last) continue;
        l.last = s;
        try {
          l.callback(value);
        } catch (e) {
          report(e);
        }
      }
    }
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.pending.clear();
  }
}
