/**
 * QuerySpec (queryCatalogue.ts) → modular SDK query, and query results → pages with cursors.
 * The only place the client adapter builds a Firestore query.
 */
import {
  Timestamp,
  collection,
  collectionGroup,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Page } from '../../core/domain';
import { isTimestampLike } from './mapping';
import { DOCUMENT_ID, encodeCursor, type CursorValue, type QuerySpec } from './queryCatalogue';

function sdkValue(v: CursorValue): unknown {
  return typeof v === 'object' ? new Timestamp(v.seconds, v.nanoseconds) : v;
}

export function toSdkQuery(db: Firestore, spec: QuerySpec): Query<DocumentData> {
  const base =
    spec.scope === 'collection-group' ? collectionGroup(db, spec.path.join('/')) : collection(db, spec.path.join('/'));
  const constraints: QueryConstraint[] = [];
  for (const f of spec.filters)
    constraints.push(where(f.field, f.op, isTimestampLike(f.value) ? sdkValue(f.value) : f.value));
  for (const o of spec.orderBy)
    constraints.push(orderBy(o.field === DOCUMENT_ID ? documentId() : o.field, o.direction));
  if (spec.startAfter) constraints.push(startAfter(...spec.startAfter.map(sdkValue)));
  if (spec.limit !== null) constraints.push(limit(spec.limit));
  return query(base, ...constraints);
}

/** The cursor after `snap` for the spec's orders (full-precision timestamps, then the id). */
export function cursorAfter(spec: QuerySpec, snap: QueryDocumentSnapshot<DocumentData>): string {
  const values: CursorValue[] = spec.orderBy.map((o) => {
    if (o.field === DOCUMENT_ID) return snap.id;
    const v: unknown = snap.get(o.field);
    if (isTimestampLike(v)) return { seconds: v.seconds, nanoseconds: v.nanoseconds };
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
    return '';
  });
  return encodeCursor(values);
}

/** A page: `next` is null when fewer than `limit` came back (spec 4, Lists). */
export function toPage<T>(
  spec: QuerySpec,
  docs: readonly QueryDocumentSnapshot<DocumentData>[],
  map: (snap: QueryDocumentSnapshot<DocumentData>) => T,
): Page<T> {
  const last = docs[docs.length - 1];
  const full = spec.limit !== null && docs.length >= spec.limit;
  return { items: docs.map(map), next: full && last ? cursorAfter(spec, last) : null };
}

/**
 * A page of a list that leaves out the documents of members blocked either way (their ids are
 * the documents' ids): the query asked for `limit` more than `hidden` holds, so the page is full
 * whenever the list has that many shown.
 */
export function toPageWithout<T>(
  spec: QuerySpec,
  docs: readonly QueryDocumentSnapshot<DocumentData>[],
  map: (snap: QueryDocumentSnapshot<DocumentData>) => T,
  hidden: ReadonlySet<string>,
  limit: number,
): Page<T> {
  const page = toPage(spec, docs, map);
  if (hidden.size === 0) return page;
  const kept = docs.filter((d) => !hidden.has(d.id));
  const shown = kept.slice(0, limit);
  const last = shown[shown.length - 1] ?? docs[docs.length - 1];
  const more = page.next !== null || kept.length > limit;
  return { items: shown.map(map), next: more && last ? cursorAfter(spec, last) : null };
}

/** Reads documents with pending server timestamps as their local estimate. */
export const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;
