import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID, type CursorValue, type QuerySpec } from '../../queryCatalogue';

/** A catalogue QuerySpec as an Admin SDK query: the functions issue only catalogue queries too. */
export function toAdminQuery(db: Firestore, spec: QuerySpec): Query {
  let q: Query = spec.scope === 'collection-group' ? db.collectionGroup(spec.path.join('/')) : db.collection(spec.path.join('/'));
  for (const f of spec.filters) q = q.where(f.field, f.op, f.value);
  for (const o of spec.orderBy) q = q.orderBy(o.field === DOCUMENT_ID ? FieldPath.documentId() : o.field, o.direction);
  if (spec.startAfter) {
    q = q.startAfter(...spec.startAfter.map((v: CursorValue) => (typeof v === 'object' ? new Timestamp(v.seconds, v.nanoseconds) : v)));
  }
  if (spec.limit !== null) q = q.limit(spec.limit);
  return q;
}
