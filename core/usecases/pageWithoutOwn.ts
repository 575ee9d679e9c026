import type { Cursor, Page } from '../domain';

/**
 * A page of an explore list without the member's own entry (spec 6: the own account and the own
 * project never appear), still as long as the page size: when the own entry was on the page and
 * more exist, the one item after the page is read and added, and paging goes on after it. The
 * grid is never a card short, and "load more" still starts where this page stopped.
 */
export async function pageWithoutOwn<T>(
  page: Page<T>,
  isOwn: (item: T) => boolean,
  readOneAfter: (after: Cursor) => Promise<Page<T>>,
): Promise<Page<T>> {
  const items = page.items.filter((item) => !isOwn(item));
  if (items.length === page.items.length || page.next === null) return { items, next: page.next };
  const more = await readOneAfter(page.next);
  return { items: [...items, ...more.items.filter((item) => !isOwn(item))], next: more.next };
}
