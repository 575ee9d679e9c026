/** The query catalogue's cursors and shapes. */
import { DomainError } from '../../../core/domain';
import {
  DOCUMENT_ID,
  decodeCursor,
  encodeCursor,
  queries,
  shapeOf,
} from '../../../adapters/firebase/queryCatalogue';

describe('queryCatalogue', () => {
  const orders = [
    { field: 'createdAt', direction: 'desc' as const },
    { field: DOCUMENT_ID, direction: 'desc' as const },
  ];

  it('cursors round-trip timestamps at full precision and ids', () => {
    const values = [{ seconds: 1_763_600_000, nanoseconds: 123_456_789 }, 'uid-1'];
    expect(decodeCursor(encodeCursor(values), orders)).toEqual(values);
  });

  it('refuses cursors it did not make', () => {
    for (const bad of ['', 'x', '{}', '[1]', '[null,"a"]', '[{"ts":[1]},"a"]', '["a","b","c"]']) {
      expect(() => decodeCursor(bad, orders)).toThrow(DomainError);
    }
  });

  it('the page query starts after the cursor values', () => {
    const cursor = encodeCursor([{ seconds: 5, nanoseconds: 6 }, 'abc']);
    expect(queries.projectsList({}, 9, cursor).startAfter).toEqual([{ seconds: 5, nanoseconds: 6 }, 'abc']);
    expect(queries.projectsList({}, 9).startAfter).toBeNull();
  });

  it('shapes drop a trailing document-id order that matches the last direction', () => {
    expect(shapeOf(queries.usersList({ role: 'technical' }, 5)).orderBy).toEqual([
      { field: 'profileComplete', direction: 'desc' },
      { field: 'createdAt', direction: 'desc' },
    ]);
    expect(shapeOf(queries.usersByNamePrefix('王', 10))).toMatchObject({ range: 'nameLower', orderBy: [{ field: 'nameLower', direction: 'asc' }] });
    expect(shapeOf(queries.applicationsMine('u'))).toMatchObject({ scope: 'COLLECTION_GROUP', collectionGroup: 'applications', equality: ['applicantId'] });
  });
});
