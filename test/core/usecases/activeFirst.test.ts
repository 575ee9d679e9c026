import type { Cursor, Page } from '../../../core/domain';
import { DAY_MS, INACTIVE_AFTER_MS } from '../../../core/matching/lastActive';
import type { LastActiveFilter } from '../../../core/ports';
import { activeFirst } from '../../../core/usecases/activeFirst';

const NOW = Date.UTC(2026, 10, 26, 4, 0);

interface Member {
  id: string;
  lastActiveAt: number;
}

/** A backend's list in its own order (the array's), filtered by last active, paged by id. */
function backend(members: Member[]) {
  const reads: { lastActive: LastActiveFilter; after: Cursor | null; limit: number }[] = [];
  const read = async (lastActive: LastActiveFilter, after: Cursor | null, limit: number): Promise<Page<Member>> => {
    reads.push({ lastActive, after, limit });
    const part = members.filter((m) => m.lastActiveAt > lastActive.since === lastActive.active);
    const start = after === null ? 0 : part.findIndex((m) => m.id === after) + 1;
    const items = part.slice(start, start + limit);
    return { items, next: start + limit < part.length ? (items.at(-1)?.id ?? null) : null };
  };
  return { reads, read };
}

async function readAll(members: Member[], limit: number): Promise<{ pages: string[][]; reads: number }> {
  const b = backend(members);
  const pages: string[][] = [];
  let after: Cursor | null = null;
  do {
    const page: Page<Member> = await activeFirst(b.read, limit, after, NOW);
    pages.push(page.items.map((m) => m.id));
    after = page.next;
  } while (after !== null && pages.length < 50);
  return { pages, reads: b.reads.length };
}

const active = (id: string, daysAgo = 1): Member => ({ id, lastActiveAt: NOW - daysAgo * DAY_MS });
const inactive = (id: string, daysAgo = 120): Member => ({ id, lastActiveAt: NOW - daysAgo * DAY_MS });

describe('activeFirst (member lists: inactive members last)', () => {
  // The backend's own order mixes them; the list must not.
  const members = [
    inactive('i1'),
    active('a1'),
    active('a2', 89),
    inactive('i2', 90),
    active('a3'),
    inactive('i3', 400),
    active('a4'),
    active('a5'),
  ];

  it.each([1, 2, 3, 4, 5, 8, 12])(
    'pages of %i: every member once, the active ones first, each part in the backend’s order',
    async (limit) => {
      const { pages } = await readAll(members, limit);
      expect(pages.flat()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'i1', 'i2', 'i3']);
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
    },
  );

  it('inactive from 90 days exactly (INACTIVE_AFTER_MS)', async () => {
    const edge = [
      { id: 'old', lastActiveAt: NOW - INACTIVE_AFTER_MS },
      { id: 'young', lastActiveAt: NOW - INACTIVE_AFTER_MS + 1 },
    ];
    expect((await readAll(edge, 12)).pages).toEqual([['young', 'old']]);
  });

  it('a list with only active or only inactive members ends with them', async () => {
    expect((await readAll([active('a1'), active('a2')], 2)).pages).toEqual([['a1', 'a2']]);
    expect((await readAll([inactive('i1'), inactive('i2')], 12)).pages).toEqual([['i1', 'i2']]);
    expect((await readAll([], 12)).pages).toEqual([[]]);
  });

  it('reads the inactive part only once the active part runs out', async () => {
    const b = backend(members);
    const first = await activeFirst(b.read, 2, null, NOW);
    expect(first.items.map((m) => m.id)).toEqual(['a1', 'a2']);
    expect(b.reads.map((r) => r.lastActive.active)).toEqual([true]);
    expect(b.reads[0]?.lastActive.since).toBe(NOW - INACTIVE_AFTER_MS);
  });
});
