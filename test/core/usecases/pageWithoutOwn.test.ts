import type { Cursor, Page } from '../../../core/domain';
import { pageWithoutOwn } from '../../../core/usecases/pageWithoutOwn';

/** A list of ids read in pages, like a backend with a cursor: `after` is the last id read. */
function backend(ids: string[]) {
  const reads: { after: Cursor | null; limit: number }[] = [];
  const read = async (after: Cursor | null, limit: number): Promise<Page<string>> => {
    reads.push({ after, limit });
    const start = after === null ? 0 : ids.indexOf(after) + 1;
    const items = ids.slice(start, start + limit);
    return { items, next: items.length === limit ? (items.at(-1) ?? null) : null };
  };
  return { reads, read };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);

describe('pageWithoutOwn (explore lists: the own entry never shows, pages stay full)', () => {
  it('tops a page the own entry was on up with the next item, and pages on after it', async () => {
    const b = backend(ids(30));
    const first = await pageWithoutOwn(await b.read(null, 12), (id) => id === 'm5', (after) => b.read(after, 1));
    expect(first.items).toEqual(['m1', 'm2', 'm3', 'm4', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13']);
    expect(first.next).toBe('m13');
    expect(b.reads).toEqual([
      { after: null, limit: 12 },
      { after: 'm12', limit: 1 },
    ]);
    const second = await pageWithoutOwn(await b.read(first.next, 12), (id) => id === 'm5', (after) => b.read(after, 1));
    expect(second.items[0]).toBe('m14');
    expect(second.items).toHaveLength(12);
  });

  it('reads nothing more when the own entry is not on the page', async () => {
    const b = backend(ids(30));
    const page = await pageWithoutOwn(await b.read(null, 12), (id) => id === 'm20', (after) => b.read(after, 1));
    expect(page.items).toEqual(ids(12));
    expect(b.reads).toHaveLength(1);
  });

  it('on the last page, only drops the own entry (nothing after it to read)', async () => {
    const b = backend(ids(10));
    const page = await pageWithoutOwn(await b.read(null, 12), (id) => id === 'm3', (after) => b.read(after, 1));
    expect(page.items).toEqual(['m1', 'm2', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10']);
    expect(page.next).toBeNull();
    expect(b.reads).toHaveLength(1);
  });

  it('ends the list when the own entry was the page before the end', async () => {
    const b = backend(ids(12));
    const page = await pageWithoutOwn(await b.read(null, 12), (id) => id === 'm1', (after) => b.read(after, 1));
    expect(page.items).toEqual(ids(12).slice(1));
    expect(page.next).toBeNull();
  });
});
