/**
 * Every query the Firebase backend can issue (adapters/firebase/queryCatalogue.ts, every
 * variant) is served by an automatic single-field index or by an entry of
 * adapters/firebase/firestore.indexes.json — so "a new database index is needed" (spec 8)
 * never happens in production — and the file declares no index nothing uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE, queries, shapeOf, type QuerySpec } from '../../../adapters/firebase/queryCatalogue';
import { coverageOf, requiredIndex, type IndexFile } from './indexCoverage';

const file = JSON.parse(readFileSync(join(process.cwd(), 'adapters/firebase/firestore.indexes.json'), 'utf8')) as IndexFile;
const variants: QuerySpec[] = CATALOGUE.flatMap((e) => e.variants());

describe('firestore.indexes.json covers the query catalogue', () => {
  it('every catalogue entry has variants, named after it', () => {
    for (const entry of CATALOGUE) {
      const v = entry.variants();
      expect(v.length).toBeGreaterThan(0);
      for (const q of v) expect(q.name).toBe(entry.name);
    }
    // users.list: 16 filter combinations x with/without a cursor x the whole list or one part of it.
    expect(CATALOGUE.find((e) => e.name === 'users.list')?.variants()).toHaveLength(64);
  });

  it.each(variants.map((q) => [q.name, JSON.stringify(q.filters.map((f) => `${f.field}${f.op}`)), q]))(
    '%s %s is served by an index',
    (_name, _filters, q) => {
      const coverage = coverageOf(shapeOf(q as QuerySpec), file);
      if (coverage.kind === 'missing') throw new Error(`missing index: ${JSON.stringify(coverage.needed)}`);
      expect(['automatic', 'declared']).toContain(coverage.kind);
    },
  );

  it('every declared index is needed by some query', () => {
    const used = new Set<string>();
    for (const q of variants) {
      const c = coverageOf(shapeOf(q), file);
      if (c.kind === 'declared') used.add(JSON.stringify(c.index));
    }
    const unused = file.indexes.filter((i) => !used.has(JSON.stringify(i)));
    expect(unused).toEqual([]);
  });

  it('the coverage check itself fails for a missing index and for a wrong direction', () => {
    const shape = shapeOf(queries.usersList({ role: 'technical' }, 12));
    expect(coverageOf(shape, { indexes: [] }).kind).toBe('missing');
    const needed = requiredIndex(shape)!;
    expect(needed).toEqual({
      collectionGroup: 'users',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'role', order: 'ASCENDING' },
        { fieldPath: 'profileComplete', order: 'DESCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    });
    const wrong = { ...needed, fields: [needed.fields[0]!, needed.fields[1]!, { fieldPath: 'createdAt', order: 'ASCENDING' as const }] };
    expect(coverageOf(shape, { indexes: [wrong] }).kind).toBe('missing');
    // Ranked by completeness and then by date, not the other way round.
    const swappedOrders = { ...needed, fields: [needed.fields[0]!, needed.fields[2]!, needed.fields[1]!] };
    expect(coverageOf(shape, { indexes: [swappedOrders] }).kind).toBe('missing');
    expect(coverageOf(shape, { indexes: [wrong] }).kind).toBe('missing');
    const groupScope = { ...needed, queryScope: 'COLLECTION_GROUP' as const };
    expect(coverageOf(shape, { indexes: [groupScope] }).kind).toBe('missing');
    // Equality fields may come in any order.
    const two = shapeOf(queries.usersList({ role: 'technical', gender: 'male' }, 12));
    const swapped = {
      collectionGroup: 'users',
      queryScope: 'COLLECTION' as const,
      fields: [
        { fieldPath: 'role', order: 'ASCENDING' as const },
        { fieldPath: 'gender', order: 'ASCENDING' as const },
        { fieldPath: 'profileComplete', order: 'DESCENDING' as const },
        { fieldPath: 'createdAt', order: 'DESCENDING' as const },
      ],
    };
    expect(coverageOf(two, { indexes: [swapped] }).kind).toBe('declared');
  });

  it('single-field queries need no declared index; collection-group queries always do', () => {
    expect(requiredIndex(shapeOf(queries.projectsNewest(9)))).toBeNull();
    // Two orders (completeness, then date) need a composite index even without a filter.
    expect(requiredIndex(shapeOf(queries.usersList({}, 12)))?.fields).toEqual([
      { fieldPath: 'profileComplete', order: 'DESCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
    expect(requiredIndex(shapeOf(queries.usersByNamePrefix('王', 10)))).toBeNull();
    expect(requiredIndex(shapeOf(queries.inbox('u')))).toBeNull();
    expect(requiredIndex(shapeOf(queries.applicationsMine('u')))?.queryScope).toBe('COLLECTION_GROUP');
  });
});
