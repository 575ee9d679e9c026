import { ActivityPartition } from '../../../adapters/memory/activityPartition';
import { pageOf } from '../../../adapters/memory/paging';
import type { Page } from '../../../core/domain';

interface Row {
  id: string;
  createdAt: number;
  lastActiveAt: number;
}

const rows: Row[] = [
  { id: 'a', createdAt: 5, lastActiveAt: 100 },
  { id: 'b', createdAt: 4, lastActiveAt: 10 },
  { id: 'c', createdAt: 3, lastActiveAt: 200 },
  { id: 'd', createdAt: 2, lastActiveAt: 20 },
  { id: 'e', createdAt: 1, lastActiveAt: 300 },
];

function partition() {
  return new ActivityPartition<Row>({ key: (r) => [r.createdAt, r.id], direction: 'desc' }, (r) => r.lastActiveAt);
}

/** Every id of a part, paged two at a time, with where each page's scan started. */
function pageAll(split: ActivityPartition<Row>, since: number, active: boolean, version = 1) {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const part = split.part(version, () => rows, since, active);
    const page: Page<Row> = pageOf({
      index: part.index,
      indexName: active ? 'active' : 'inactive',
      version: part.version,
      source: part.source,
      limit: 2,
      after,
      map: (r) => r,
    });
    ids.push(...page.items.map((r) => r.id));
    if (!page.next) return ids;
    after = page.next;
  }
}

describe('an index split by activity', () => {
  it('holds each part in the index order, and only that part', () => {
    const split = partition();
    expect(pageAll(split, 50, true)).toEqual(['a', 'c', 'e']);
    expect(pageAll(split, 50, false)).toEqual(['b', 'd']);
  });

  it('is made once for every `since` that splits the rows alike, and again when one does not', () => {
    const split = partition();
    const first = split.part(1, () => rows, 50, true).version;
    expect(split.part(1, () => rows, 60, true).version).toBe(first);
    expect(split.part(1, () => rows, 40, false).version).toBe(first);
    // Past a's last activity (100): a is no longer active.
    expect(split.part(1, () => rows, 150, true).version).not.toBe(first);
    expect(pageAll(split, 150, true)).toEqual(['c', 'e']);
    expect(pageAll(split, 150, false)).toEqual(['a', 'b', 'd']);
  });

  it('is made again when the table changed', () => {
    const split = partition();
    const first = split.part(1, () => rows, 50, true).version;
    expect(split.part(2, () => rows, 50, true).version).not.toBe(first);
  });
});
