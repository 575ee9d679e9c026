/**
 * Sorted indexes and cursor paging. A cursor encodes the sort key of the last item of a page;
 * the next page starts by binary search on the sorted index and scans forward from there, so
 * paging never rescans from the start, and a filtered scan continues from the cursor.
 */
import type { Cursor, Page } from '../../core/domain';
import { DomainError } from '../../core/domain';

/** A sort key: one or more values compared in turn, then the id as tie-break. */
export type SortKey = readonly [number | string, ...(number | string)[], string];

export interface IndexSpec<T> {
  key(row: T): SortKey;
  /** -1 / 0 / 1 for the primary value, in the index's order. */
  direction: 'asc' | 'desc';
}

function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function cmpPrimary(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return cmpStr(String(a), String(b));
}

/** Order of two keys in an index: negative when `a` comes first. Ids tie-break the same way. */
export function compareKeys(a: SortKey, b: SortKey, direction: 'asc' | 'desc'): number {
  const last = a.length - 1;
  for (let n = 0; n <= last; n += 1) {
    const c = n === last ? cmpStr(String(a[n]), String(b[n])) : cmpPrimary(a[n] as number | string, b[n] as number | string);
    if (c !== 0) return direction === 'asc' ? c : -c;
  }
  return 0;
}

/** First position whose row satisfies `pred` (rows must be partitioned: false…false true…true). */
export function partitionPoint<T>(rows: readonly T[], pred: (row: T) => boolean): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(rows[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A sorted copy of a table, rebuilt only when the table's version moved. */
export class SortedIndex<T> {
  private rows: T[] = [];
  private keys: SortKey[] = [];
  private builtAt = -1;

  constructor(private readonly spec: IndexSpec<T>) {}

  /** The rows in index order for `version`, rebuilding from `source()` when stale. */
  get(version: number, source: () => T[]): { rows: readonly T[]; keys: readonly SortKey[] } {
    if (version !== this.builtAt) {
      const withKeys = source().map((row) => ({ row, key: this.spec.key(row) }));
      withKeys.sort((a, b) => compareKeys(a.key, b.key, this.spec.direction));
      this.rows = withKeys.map((x) => x.row);
      this.keys = withKeys.map((x) => x.key);
      this.builtAt = version;
    }
    return { rows: this.rows, keys: this.keys };
  }

  get direction(): 'asc' | 'desc' {
    return this.spec.direction;
  }
}

interface CursorPayload {
  /** Which index the cursor belongs to. */
  i: string;
  k: SortKey;
}

/** The opaque `Cursor` of core/domain: the JSON of the index's name and the last row's key, as the Firebase adapter's is JSON. */
export function encodeCursor(indexName: string, key: SortKey): Cursor {
  const payload: CursorPayload = { i: indexName, k: key };
  return JSON.stringify(payload);
}

export function decodeCursor(indexName: string, cursor: Cursor): SortKey {
  const bad = () => new DomainError('invalid-argument', 'invalid cursor', ['value_invalid']);
  let payload: CursorPayload;
  try {
    payload = JSON.parse(cursor) as CursorPayload;
  } catch {
    throw bad();
  }
  const k = payload?.k;
  if (
    !payload ||
    payload.i !== indexName ||
    !Array.isArray(k) ||
    k.length < 2 ||
    !k.every((v) => typeof v === 'number' || typeof v === 'string') ||
    typeof k[k.length - 1] !== 'string'
  ) {
    throw bad();
  }
  return k;
}

export function checkLimit(limit: number): number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new DomainError('invalid-argument', 'limit must be a whole number from 1 to 1000', ['number_invalid']);
  }
  return limit;
}

/** What one page cost: where the scan started in the sorted index and how many rows it visited. */
export interface PageVisit {
  indexName: string;
  /** Rows in the index. */
  size: number;
  /** Position the scan started at (after the cursor's binary search). */
  start: number;
  /** Rows looked at, matching or not. */
  visited: number;
  returned: number;
}

let pagingProbe: ((visit: PageVisit) => void) | null = null;

/** Benchmarks only (test/bench): called after every page with what it visited. Null: off. */
export function setPagingProbe(probe: ((visit: PageVisit) => void) | null): void {
  pagingProbe = probe;
}

export interface PageRequest<T> {
  index: SortedIndex<T>;
  indexName: string;
  version: number;
  source: () => T[];
  limit: number;
  after?: Cursor | null;
  /** Rows before this position are skipped (e.g. a prefix's lower bound). */
  startAt?: (rows: readonly T[], keys: readonly SortKey[]) => number;
  /** Stop scanning at the first row for which this is false (e.g. past a prefix). */
  within?: (row: T) => boolean;
  filter?: (row: T) => boolean;
  /** Copy out (callers must not hand out stored objects). */
  map: (row: T) => T;
}

/**
 * One page: binary search to the cursor (or `startAt`), then scan forward until `limit` rows
 * pass `filter`. `next` is the last row's key when the page is full, else null.
 */
export function pageOf<T>(req: PageRequest<T>): Page<T> {
  const limit = checkLimit(req.limit);
  const { rows, keys } = req.index.get(req.version, req.source);
  let start = req.startAt ? req.startAt(rows, keys) : 0;
  if (req.after) {
    const after = decodeCursor(req.indexName, req.after);
    const dir = req.index.direction;
    const idx = keys as SortKey[];
    const pos = partitionPoint(idx, (k) => compareKeys(k, after, dir) > 0);
    start = Math.max(start, pos);
  }
  const items: T[] = [];
  let lastKey: SortKey | null = null;
  let visited = 0;
  for (let i = start; i < rows.length && items.length < limit; i += 1) {
    visited += 1;
    const row = rows[i] as T;
    if (req.within && !req.within(row)) break;
    if (req.filter && !req.filter(row)) continue;
    items.push(req.map(row));
    lastKey = keys[i] as SortKey;
  }
  pagingProbe?.({ indexName: req.indexName, size: rows.length, start, visited, returned: items.length });
  const next = items.length === limit && lastKey ? encodeCursor(req.indexName, lastKey) : null;
  return { items, next };
}
