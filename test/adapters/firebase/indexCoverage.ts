/**
 * Which index a query shape needs, and whether firestore.indexes.json provides it. Pure; used by
 * indexCoverage.test.ts beside it over every variant of adapters/firebase/queryCatalogue.ts.
 *
 * Firestore's rules, as applied here (conservatively):
 * - A collection-scope query on at most one field (filters and orders together) is served by
 *   the automatic single-field index, ascending or descending.
 * - A collection-group query always needs a declared index (automatic single-field indexes
 *   have collection scope only).
 * - Anything else needs a composite index: the equality fields (any order, any direction), the
 *   array-contains field (arrayConfig CONTAINS), then the order fields in order and direction.
 *   A trailing order on the document id in the last order's direction is implicit in every index.
 */
import type { Direction, QueryShape } from '../../../adapters/firebase/queryCatalogue';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: unknown[];
}

const ORDER: Record<Direction, 'ASCENDING' | 'DESCENDING'> = { asc: 'ASCENDING', desc: 'DESCENDING' };

function fieldsOf(shape: QueryShape): Set<string> {
  const s = new Set<string>(shape.equality);
  if (shape.arrayContains) s.add(shape.arrayContains);
  if (shape.range) s.add(shape.range);
  for (const o of shape.orderBy) s.add(o.field);
  return s;
}

/** The composite index a shape needs, or null when an automatic single-field index serves it. */
export function requiredIndex(shape: QueryShape): CompositeIndex | null {
  if (shape.scope === 'COLLECTION' && fieldsOf(shape).size <= 1) return null;
  const orders = [...shape.orderBy];
  if (shape.range && !orders.some((o) => o.field === shape.range)) orders.unshift({ field: shape.range, direction: 'asc' });
  const fields: IndexField[] = [
    ...shape.equality.map((f): IndexField => ({ fieldPath: f, order: 'ASCENDING' })),
    ...(shape.arrayContains ? [{ fieldPath: shape.arrayContains, arrayConfig: 'CONTAINS' as const }] : []),
    ...orders.map((o): IndexField => ({ fieldPath: o.field, order: ORDER[o.direction] })),
  ];
  return { collectionGroup: shape.collectionGroup, queryScope: shape.scope, fields };
}

/** Whether `index` serves `needed`: same group and scope, same prefix set, same ordered suffix. */
export function serves(index: CompositeIndex, needed: CompositeIndex, prefixLength: number): boolean {
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== needed.queryScope) return false;
  const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
  if (fields.length !== needed.fields.length) return false;
  const key = (f: IndexField) => `${f.fieldPath}|${f.arrayConfig ?? 'ORDER'}`;
  const prefixNeeded = needed.fields.slice(0, prefixLength);
  const prefixHave = fields.slice(0, prefixLength);
  const want = new Set(prefixNeeded.map(key));
  if (prefixHave.some((f) => !want.has(key(f))) || new Set(prefixHave.map(key)).size !== want.size) return false;
  return needed.fields.slice(prefixLength).every((f, i) => {
    const have = fields[prefixLength + i];
    return !!have && have.fieldPath === f.fieldPath && have.order === f.order && have.arrayConfig === f.arrayConfig;
  });
}

export type Coverage = { kind: 'automatic' } | { kind: 'declared'; index: CompositeIndex } | { kind: 'missing'; needed: CompositeIndex };

export function coverageOf(shape: QueryShape, file: IndexFile): Coverage {
  const needed = requiredIndex(shape);
  if (!needed) return { kind: 'automatic' };
  const prefixLength = shape.equality.length + (shape.arrayContains ? 1 : 0);
  const index = file.indexes.find((i) => serves(i, needed, prefixLength));
  return index ? { kind: 'declared', index } : { kind: 'missing', needed };
}
