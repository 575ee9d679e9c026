/**
 * A counting decorator over the Backend ports, for the benchmarks' "backend work per screen":
 * every port method passes straight through, and the decorator counts what it costs a real
 * backend:
 *
 * - reads: one-shot reads (get…, list…, count…, search…, latest…) and the documents they return;
 * - listeners: watch… subscriptions opened, those still open, and the documents they deliver;
 * - writes: everything else (sign-in, save, send, apply, …);
 * - repeats: the same thing read twice (a read or a listener on the same port, method and
 *   arguments, where get/watch of one document count as the same thing).
 *
 * The benchmarks' counting build installs it before the app starts (test/bench/countingEntry.ts,
 * installBackendCounters).
 */
import type { Backend } from '../../core/ports';

export type CallKind = 'read' | 'listen' | 'write' | 'local';

export interface CallRecord {
  port: string;
  method: string;
  kind: CallKind;
  /** What was read: port, method (get/watch folded together) and arguments. */
  subject: string;
  /** Documents returned (reads) or delivered so far (listeners). */
  documents: number;
  /** ms since the counters started. */
  at: number;
}

export interface CounterSnapshot {
  reads: number;
  /** Documents returned by reads plus documents delivered by listeners. */
  documents: number;
  listenersOpened: number;
  listenersClosed: number;
  /** Open now (not reset by reset()). */
  listenersOpen: number;
  /** Listener callbacks delivered. */
  deliveries: number;
  writes: number;
  /** Subjects read or listened to more than once since the last reset. */
  repeats: string[];
  /** Subjects of the listeners open now. */
  openSubjects: string[];
  calls: CallRecord[];
}

export interface BackendCounters {
  snapshot(): CounterSnapshot;
  /** Starts a new window: zeroes everything but what is open now. */
  reset(): void;
}

const READ = /^(get|list|count|search|latest)[A-Z]/;
const LISTEN = /^watch[A-Z]/;
/** Answered from the adapter's memory, no backend round trip. */
const LOCAL = new Set(['currentSession']);

export function classify(method: string): CallKind {
  if (LOCAL.has(method)) return 'local';
  if (LISTEN.test(method)) return 'listen';
  if (READ.test(method)) return 'read';
  return 'write';
}

/** Documents in a port result: a list's length, a page's items, one for a document, none for null or a count. */
export function countDocuments(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'boolean') return 1;
  if (typeof value !== 'object') return 0;
  const items = (value as { items?: unknown }).items;
  if (Array.isArray(items)) return items.length;
  return 1;
}

function subjectOf(port: string, method: string, args: readonly unknown[]): string {
  const folded = method.replace(/^(get|watch)(?=[A-Z])/, '');
  const shown = args.filter((a) => typeof a !== 'function').map((a) => JSON.stringify(a) ?? 'undefined');
  return `${port}.${folded}(${shown.join(', ')})`;
}

/** Own and inherited (class) members, without Object.prototype's. */
function methodNames(port: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = port; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const k of Object.getOwnPropertyNames(o)) if (k !== 'constructor') names.add(k);
  }
  return [...names];
}

const isPromise = (v: unknown): v is Promise<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/**
 * Wraps every port of `backend`. Returns the wrapped ports (same shape, same behaviour) and their
 * counters. Properties that are not functions, and anything beyond the ports, are left alone.
 */
export function countBackend<B extends Backend>(backend: B, now: () => number = () => Date.now()): { backend: B; counters: BackendCounters } {
  const started = now();
  let calls: CallRecord[] = [];
  let closed = 0;
  let deliveries = 0;
  let documents = 0;
  const open = new Set<CallRecord>();

  const wrapPort = (portName: string, port: object): object => {
    const out: Record<string, unknown> = {};
    for (const key of methodNames(port)) {
      const fn = (port as Record<string, unknown>)[key];
      if (typeof fn !== 'function') {
        out[key] = fn;
        continue;
      }
      const kind = classify(key);
      out[key] = (...args: unknown[]) => {
        const record: CallRecord = { port: portName, method: key, kind, subject: subjectOf(portName, key, args), documents: 0, at: now() - started };
        if (kind === 'local') return (fn as (...a: unknown[]) => unknown).apply(port, args);
        calls.push(record);
        if (kind === 'listen') {
          const i = args.findIndex((a) => typeof a === 'function');
          if (i >= 0) {
            const callback = args[i] as (value: unknown) => void;
            args[i] = (value: unknown) => {
              const n = countDocuments(value);
              deliveries += 1;
              documents += n;
              record.documents += n;
              callback(value);
            };
          }
          const unsubscribe = (fn as (...a: unknown[]) => unknown).apply(port, args);
          open.add(record);
          let done = false;
          return () => {
            if (!done) {
              done = true;
              if (open.delete(record)) closed += 1;
            }
            if (typeof unsubscribe === 'function') (unsubscribe as () => void)();
          };
        }
        const result = (fn as (...a: unknown[]) => unknown).apply(port, args);
        if (kind === 'read') {
          if (isPromise(result)) {
            return result.then((value) => {
              record.documents = countDocuments(value);
              documents += record.documents;
              return value;
            });
          }
          record.documents = countDocuments(result);
          documents += record.documents;
        }
        return result;
      };
    }
    return out;
  };

  const wrapped = { ...backend } as Record<string, unknown>;
  for (const name of Object.keys(backend) as (keyof Backend)[]) {
    const port = backend[name];
    if (port && typeof port === 'object') wrapped[name] = wrapPort(name, port);
  }

  const counters: BackendCounters = {
    snapshot(): CounterSnapshot {
      const seen = new Map<string, number>();
      for (const c of calls) if (c.kind === 'read' || c.kind === 'listen') seen.set(c.subject, (seen.get(c.subject) ?? 0) + 1);
      return {
        reads: calls.filter((c) => c.kind === 'read').length,
        documents,
        listenersOpened: calls.filter((c) => c.kind === 'listen').length,
        listenersClosed: closed,
        listenersOpen: open.size,
        deliveries,
        writes: calls.filter((c) => c.kind === 'write').length,
        repeats: [...seen].filter(([, n]) => n > 1).map(([s, n]) => `${s} ×${n}`),
        openSubjects: [...open].map((c) => c.subject),
        calls: calls.map((c) => ({ ...c })),
      };
    },
    reset(): void {
      calls = [];
      closed = 0;
      deliveries = 0;
      documents = 0;
    },
  };

  return { backend: wrapped as B, counters };
}

/** What the browser benchmarks read through page.evaluate. */
export interface BenchHook {
  counters: BackendCounters;
  /** The counted ports (the benchmarks seed conversations through them). */
  backend: Backend;
  /** The adapter's own listener count, when it has one (memory backend). */
  adapterListenerCount: () => number | null;
}

/** Wraps the backend and exposes the counters as `window.__bench`. */
export function installBackendCounters<B extends Backend>(backend: B): B {
  const { backend: counted, counters } = countBackend(backend);
  const adapter = backend as B & { listenerCount?: () => number };
  const hook: BenchHook = {
    counters,
    backend: counted,
    adapterListenerCount: () => (typeof adapter.listenerCount === 'function' ? adapter.listenerCount() : null),
  };
  (globalThis as { __bench?: BenchHook }).__bench = hook;
  return counted;
}
