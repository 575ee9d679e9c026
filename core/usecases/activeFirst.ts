import type { Cursor, EpochMs, Page } from '../domain';
import { INACTIVE_AFTER_MS } from '../matching/lastActive';
import type { LastActiveFilter } from '../ports';

/** Which part of a list the page reads: members active within INACTIVE_AFTER_MS, or the rest. */
type Part = 'active' | 'inactive';

const PREFIX: Record<Part, string> = { active: 'a', inactive: 'i' };

function parse(after: Cursor | null): { part: Part; inner: Cursor | null } {
  if (after === null) return { part: 'active', inner: null };
  const part: Part = after.startsWith(`${PREFIX.inactive}:`) ? 'inactive' : 'active';
  const inner = after.slice(2);
  return { part, inner: inner === '' ? null : inner };
}

const cursor = (part: Part, inner: Cursor | null): Cursor => `${PREFIX[part]}:${inner ?? ''}`;

/**
 * A member list with the inactive members last (core/matching/lastActive.ts: 90 days without
 * opening the app), each part in the backend's own order. The backend reads the active part
 * first; when it runs out, the page is filled from the start of the inactive part. The cursor
 * says which part to go on in, and wraps the backend's own cursor of that part.
 */
export async function activeFirst<T>(
  read: (lastActive: LastActiveFilter, after: Cursor | null, limit: number) => Promise<Page<T>>,
  limit: number,
  after: Cursor | null,
  now: EpochMs,
): Promise<Page<T>> {
  const since = now - INACTIVE_AFTER_MS;
  const { part, inner } = parse(after);
  if (part === 'inactive') {
    const page = await read({ since, active: false }, inner, limit);
    return { items: page.items, next: page.next === null ? null : cursor('inactive', page.next) };
  }
  const page = await read({ since, active: true }, inner, limit);
  if (page.next !== null) return { items: page.items, next: cursor('active', page.next) };
  const room = limit - page.items.length;
  // A full page ends the active part: the next page starts the inactive part, if it has anyone.
  const rest = await read({ since, active: false }, null, Math.max(room, 1));
  if (room === 0) return { items: page.items, next: rest.items.length > 0 ? cursor('inactive', null) : null };
  return {
    items: [...page.items, ...rest.items],
    next: rest.next === null ? null : cursor('inactive', rest.next),
  };
}
