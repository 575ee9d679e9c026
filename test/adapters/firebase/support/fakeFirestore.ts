/**
 * A stand-in for the subset of `firebase/firestore` the adapter uses, for jest module mocks.
 * It records every call (paths, filters, orders, limits, cursors) and keeps documents in memory,
 * evaluating queries the way Firestore does (equality, array-contains, range, orderBy with the
 * document id, startAfter, limit), so a port test checks both what the adapter asks for and
 * how the answer maps back. Errors are injected per function with `failNext`.
 */
type Data = Record<string, unknown>;

export class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  static fromMillis(ms: number): FakeTimestamp {
    return new FakeTimestamp(Math.floor(ms / 1000), (ms % 1000) * 1e6);
  }
  toMillis(): number {
    return this.seconds * 1000 + Math.floor(this.nanoseconds / 1e6);
  }
}

export const SERVER_TIMESTAMP = Object.freeze({ __serverTimestamp: true });
export const DOCUMENT_ID_SENTINEL = Object.freeze({ __documentId: true });

export interface CollectionRef {
  type: 'collection';
  path: string;
  group: boolean;
}
export interface DocRef {
  type: 'document';
  path: string;
  id: string;
  parent: { id: string; path: string; parent: { id: string; path: string } | null };
}
export type Constraint =
  | { kind: 'where'; field: string; op: string; value: unknown }
  | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { kind: 'limit'; n: number }
  | { kind: 'startAfter'; values: unknown[] };
export interface QueryRef {
  type: 'query';
  base: CollectionRef;
  constraints: Constraint[];
}

export interface Call {
  fn: string;
  /** Path of the document or collection (group id for a collection group). */
  path: string;
  data?: unknown;
  options?: unknown;
  constraints?: Constraint[];
}

/** A Firebase-like error: what the SDK throws (a `code` and a message). */
export function firebaseError(code: string): Error & { code: string } {
  const e = new Error(`Firebase: ${code}`) as Error & { code: string };
  e.name = 'FirebaseError';
  e.code = code;
  return e;
}

function fieldValue(data: Data, field: string): unknown {
  let v: unknown = data;
  for (const part of field.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Data)[part];
  }
  return v;
}

function compare(a: unknown, b: unknown): number {
  if (a instanceof FakeTimestamp && b instanceof FakeTimestamp) {
    return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
  }
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : -1;
  if (b === undefined || b === null) return 1;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function equal(a: unknown, b: unknown): boolean {
  return compare(a, b) === 0 && typeof a === typeof b;
}

function clone<T>(v: T): T {
  if (v instanceof FakeTimestamp) return v;
  if (Array.isArray(v)) return v.map(clone) as T;
  if (typeof v === 'object' && v !== null) {
    return Object.fromEntries(Object.entries(v as Data).map(([k, x]) => [k, clone(x)])) as T;
  }
  return v;
}

function deepMerge(target: Data, patch: Data): Data {
  const out: Data = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    if (
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      !(v instanceof FakeTimestamp) &&
      v !== SERVER_TIMESTAMP &&
      typeof cur === 'object' &&
      cur !== null &&
      !Array.isArray(cur)
    ) {
      out[k] = deepMerge(cur as Data, v as Data);
    } else out[k] = v;
  }
  return out;
}

function docRef(path: string): DocRef {
  const parts = path.split('/');
  const id = parts[parts.length - 1] ?? '';
  const parentPath = parts.slice(0, -1).join('/');
  const grandParent = parts.length >= 4 ? { id: parts[parts.length - 3] ?? '', path: parts.slice(0, -2).join('/') } : null;
  return { type: 'document', path, id, parent: { id: parts[parts.length - 2] ?? '', path: parentPath, parent: grandParent } };
}

export function createFakeFirestore(startMs = Date.UTC(2026, 10, 20, 0, 0, 0)) {
  const docs = new Map<string, Data>();
  const calls: Call[] = [];
  const failures = new Map<string, string[]>();
  let clock = startMs;
  const listeners = new Set<{ target: DocRef | QueryRef | CollectionRef; deliver: () => void }>();

  const tick = () => {
    clock += 1;
    return FakeTimestamp.fromMillis(clock);
  };

  function maybeFail(fn: string): void {
    const queue = failures.get(fn);
    const code = queue?.shift();
    if (code) throw firebaseError(code);
  }

  function resolve(v: unknown): unknown {
    if (v === SERVER_TIMESTAMP) return tick();
    if (Array.isArray(v)) return v.map(resolve);
    if (typeof v === 'object' && v !== null && !(v instanceof FakeTimestamp)) {
      return Object.fromEntries(Object.entries(v as Data).map(([k, x]) => [k, resolve(x)]));
    }
    return v;
  }

  function docSnapshot(ref: DocRef) {
    const stored = docs.get(ref.path);
    return {
      id: ref.id,
      ref,
      exists: () => stored !== undefined,
      data: (_options?: unknown) => (stored ? clone(stored) : undefined),
      get: (field: string) => (stored ? fieldValue(stored, field) : undefined),
    };
  }

  function inCollection(path: string, base: CollectionRef): boolean {
    const parts = path.split('/');
    if (base.group) return parts.length >= 2 && parts[parts.length - 2] === base.path;
    return parts.slice(0, -1).join('/') === base.path;
  }

  function runQuery(target: QueryRef | CollectionRef) {
    const q: QueryRef = target.type === 'query' ? target : { type: 'query', base: target, constraints: [] };
    let rows = [...docs.keys()].filter((p) => inCollection(p, q.base)).map((p) => docRef(p));
    const data = (r: DocRef) => docs.get(r.path) as Data;
    for (const c of q.constraints) {
      if (c.kind !== 'where') continue;
      rows = rows.filter((r) => {
        const v = fieldValue(data(r), c.field);
        if (c.op === '==') return equal(v, c.value);
        if (c.op === 'array-contains') return Array.isArray(v) && v.some((x) => equal(x, c.value));
        if (c.op === '>=') return v !== undefined && typeof v === typeof c.value && compare(v, c.value) >= 0;
        if (c.op === '<=') return v !== undefined && typeof v === typeof c.value && compare(v, c.value) <= 0;
        throw new Error(`fake firestore: unsupported op ${c.op}`);
      });
    }
    const orders = q.constraints.filter((c): c is Extract<Constraint, { kind: 'orderBy' }> => c.kind === 'orderBy');
    const key = (r: DocRef, field: string) => (field === '__name__' ? r.id : fieldValue(data(r), field));
    // Firestore leaves out documents that lack an order field.
    rows = rows.filter((r) => orders.every((o) => o.field === '__name__' || key(r, o.field) !== undefined));
    const lastDir = orders[orders.length - 1]?.direction ?? 'asc';
    const cmp = (a: DocRef, b: DocRef) => {
      for (const o of orders) {
        const c = compare(key(a, o.field), key(b, o.field));
        if (c !== 0) return o.direction === 'asc' ? c : -c;
      }
      const c = compare(a.path, b.path);
      return lastDir === 'asc' ? c : -c;
    };
    rows.sort(cmp);
    const after = q.constraints.find((c): c is Extract<Constraint, { kind: 'startAfter' }> => c.kind === 'startAfter');
    if (after) {
      rows = rows.filter((r) => {
        for (let i = 0; i < after.values.length; i += 1) {
          const o = orders[i];
          if (!o) break;
          const c = compare(key(r, o.field), after.values[i]);
          if (c !== 0) return o.direction === 'asc' ? c > 0 : c < 0;
        }
        return false;
      });
    }
    const lim = q.constraints.find((c): c is Extract<Constraint, { kind: 'limit' }> => c.kind === 'limit');
    if (lim) rows = rows.slice(0, lim.n);
    // Every result is the server's (nothing from a local cache).
    return { docs: rows.map((r) => docSnapshot(r)), size: rows.length, empty: rows.length === 0, metadata: { fromCache: false, hasPendingWrites: false } };
  }

  function notify(): void {
    for (const l of listeners) l.deliver();
  }

  function write(ref: DocRef, data: Data, options?: { merge?: boolean }): void {
    const resolved = resolve(data) as Data;
    const current = docs.get(ref.path);
    docs.set(ref.path, options?.merge && current ? deepMerge(current, resolved) : options?.merge ? deepMerge({}, resolved) : resolved);
  }

  function update(ref: DocRef, data: Data): void {
    const current = docs.get(ref.path);
    if (!current) throw firebaseError('not-found');
    const next = { ...current };
    for (const [k, v] of Object.entries(resolve(data) as Data)) {
      const parts = k.split('.');
      let cursor: Data = next;
      for (const p of parts.slice(0, -1)) {
        cursor[p] = { ...((cursor[p] as Data) ?? {}) };
        cursor = cursor[p] as Data;
      }
      cursor[parts[parts.length - 1] as string] = v;
    }
    docs.set(ref.path, next);
  }

  let autoId = 0;

  const module = {
    Timestamp: FakeTimestamp,
    getFirestore: () => ({ type: 'firestore' }),
    connectFirestoreEmulator: () => {},
    serverTimestamp: () => SERVER_TIMESTAMP,
    documentId: () => DOCUMENT_ID_SENTINEL,
    collection: (_db: unknown, path: string): CollectionRef => ({ type: 'collection', path, group: false }),
    collectionGroup: (_db: unknown, id: string): CollectionRef => ({ type: 'collection', path: id, group: true }),
    doc: (parent: unknown, path?: string): DocRef => {
      if ((parent as CollectionRef | null)?.type !== 'collection') return docRef(path ?? '');
      // doc(collection) makes an id, as the SDK does; doc(collection, id) names one.
      if (path === undefined) autoId += 1;
      return docRef(`${(parent as CollectionRef).path}/${path ?? `auto${String(autoId).padStart(4, '0')}`}`);
    },
    where: (field: string, op: string, value: unknown): Constraint => ({ kind: 'where', field, op, value }),
    orderBy: (field: string | object, direction: 'asc' | 'desc' = 'asc'): Constraint => ({
      kind: 'orderBy',
      field: field === DOCUMENT_ID_SENTINEL ? '__name__' : (field as string),
      direction,
    }),
    limit: (n: number): Constraint => ({ kind: 'limit', n }),
    startAfter: (...values: unknown[]): Constraint => ({ kind: 'startAfter', values }),
    query: (base: CollectionRef, ...constraints: Constraint[]): QueryRef => ({ type: 'query', base, constraints }),

    async getDoc(ref: DocRef) {
      calls.push({ fn: 'getDoc', path: ref.path });
      maybeFail('getDoc');
      return docSnapshot(ref);
    },
    async getDocs(q: QueryRef | CollectionRef) {
      const query = q.type === 'query' ? q : { base: q, constraints: [] };
      calls.push({ fn: 'getDocs', path: query.base.path, constraints: query.constraints });
      maybeFail('getDocs');
      return runQuery(q);
    },
    async getCountFromServer(q: QueryRef) {
      calls.push({ fn: 'getCountFromServer', path: q.base.path, constraints: q.constraints });
      maybeFail('getCountFromServer');
      const n = runQuery(q).size;
      return { data: () => ({ count: n }) };
    },
    async setDoc(ref: DocRef, data: Data, options?: { merge?: boolean }) {
      calls.push({ fn: 'setDoc', path: ref.path, data, options });
      maybeFail('setDoc');
      write(ref, data, options);
      notify();
    },
    async updateDoc(ref: DocRef, data: Data) {
      calls.push({ fn: 'updateDoc', path: ref.path, data });
      maybeFail('updateDoc');
      update(ref, data);
      notify();
    },
    async addDoc(col: CollectionRef, data: Data) {
      autoId += 1;
      const ref = docRef(`${col.path}/auto${String(autoId).padStart(4, '0')}`);
      calls.push({ fn: 'addDoc', path: col.path, data });
      maybeFail('addDoc');
      write(ref, data);
      notify();
      return ref;
    },
    async deleteDoc(ref: DocRef) {
      calls.push({ fn: 'deleteDoc', path: ref.path });
      maybeFail('deleteDoc');
      docs.delete(ref.path);
      notify();
    },
    /** Runs `fn` once against the current documents and applies its writes together (no contention here). */
    async runTransaction(_db: unknown, fn: (tx: unknown) => Promise<unknown>) {
      calls.push({ fn: 'runTransaction', path: '' });
      maybeFail('runTransaction');
      const ops: (() => void)[] = [];
      const tx = {
        async get(ref: DocRef) {
          calls.push({ fn: 'tx.get', path: ref.path });
          return docSnapshot(ref);
        },
        set(ref: DocRef, data: Data, options?: { merge?: boolean }) {
          calls.push({ fn: 'tx.set', path: ref.path, data, options });
          ops.push(() => write(ref, data, options));
          return tx;
        },
        update(ref: DocRef, data: Data) {
          calls.push({ fn: 'tx.update', path: ref.path, data });
          ops.push(() => update(ref, data));
          return tx;
        },
      };
      const result = await fn(tx);
      const before = new Map(docs);
      try {
        for (const op of ops) op();
      } catch (e) {
        docs.clear();
        for (const [k, v] of before) docs.set(k, v);
        throw e;
      }
      if (ops.length > 0) notify();
      return result;
    },
    writeBatch: () => {
      const ops: (() => void)[] = [];
      const batch = {
        set(ref: DocRef, data: Data, options?: { merge?: boolean }) {
          calls.push({ fn: 'batch.set', path: ref.path, data, options });
          ops.push(() => write(ref, data, options));
          return batch;
        },
        update(ref: DocRef, data: Data) {
          calls.push({ fn: 'batch.update', path: ref.path, data });
          ops.push(() => update(ref, data));
          return batch;
        },
        delete(ref: DocRef) {
          calls.push({ fn: 'batch.delete', path: ref.path });
          ops.push(() => docs.delete(ref.path));
          return batch;
        },
        async commit() {
          calls.push({ fn: 'batch.commit', path: '' });
          maybeFail('batch.commit');
          const before = new Map(docs);
          try {
            for (const op of ops) op();
          } catch (e) {
            docs.clear();
            for (const [k, v] of before) docs.set(k, v);
            throw e;
          }
          notify();
        },
      };
      return batch;
    },
    onSnapshot(target: DocRef | QueryRef | CollectionRef, next: (snap: unknown) => void, error?: (e: unknown) => void) {
      const path = target.type === 'query' ? target.base.path : target.path;
      calls.push({ fn: 'onSnapshot', path, constraints: target.type === 'query' ? target.constraints : undefined });
      let last: string | null = null;
      let active = true;
      const entry = {
        target,
        deliver: () => {
          queueMicrotask(() => {
            if (!active) return;
            const snap = target.type === 'document' ? docSnapshot(target) : runQuery(target);
            const key = JSON.stringify(target.type === 'document' ? (snap as ReturnType<typeof docSnapshot>).data() ?? null : (snap as ReturnType<typeof runQuery>).docs.map((d) => [d.id, d.data()]));
            if (key === last) return;
            last = key;
            next(snap);
          });
        },
      };
      const queued = failures.get('onSnapshot')?.shift();
      if (queued) {
        queueMicrotask(() => error?.(firebaseError(queued)));
        return () => {};
      }
      listeners.add(entry);
      entry.deliver();
      return () => {
        active = false;
        listeners.delete(entry);
      };
    },
  };

  return {
    module,
    calls,
    docs,
    /** Stores a document as the backend holds it (timestamps as FakeTimestamp or ms numbers). */
    put(path: string, data: Data) {
      const converted = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, k === 'createdAt' && typeof v === 'number' ? FakeTimestamp.fromMillis(v) : v]));
      docs.set(path, converted);
    },
    failNext(fn: string, code: string) {
      const q = failures.get(fn) ?? [];
      q.push(code);
      failures.set(fn, q);
    },
    callsOf(fn: string) {
      return calls.filter((c) => c.fn === fn);
    },
    clear() {
      calls.length = 0;
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

export type FakeFirestore = ReturnType<typeof createFakeFirestore>;
