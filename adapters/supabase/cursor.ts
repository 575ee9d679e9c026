/**
 * Opaque page cursors. A list cursor holds the (created_at, id) of the last row exactly as
 * PostgREST returned them (microsecond timestamps, so nothing is lost), and for Explore partners
 * also its profile_complete; an admin search cursor holds the last row's id (the SQL function
 * looks the sort key up itself).
 */
import { DomainError, type Cursor } from '../../core/domain';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export interface CreatedCursor {
  /** Which list the cursor belongs to. */
  kind: string;
  /** created_at as returned by PostgREST. */
  t: string;
  id: string;
}

const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

function bad(): DomainError {
  return new DomainError('invalid-argument', 'invalid cursor', ['value_invalid']);
}

export function encodeCreatedCursor(kind: string, t: string, id: string): Cursor {
  return toBase64Url(JSON.stringify({ k: kind, t, id }));
}

export function decodeCreatedCursor(kind: string, cursor: Cursor): CreatedCursor {
  let v: { k?: unknown; t?: unknown; id?: unknown };
  try {
    v = JSON.parse(fromBase64Url(cursor)) as typeof v;
  } catch {
    throw bad();
  }
  if (
    !v ||
    v.k !== kind ||
    typeof v.t !== 'string' ||
    !TIMESTAMP_RE.test(v.t) ||
    typeof v.id !== 'string' ||
    !/^[0-9a-f-]{36}$/i.test(v.id)
  ) {
    throw bad();
  }
  return { kind, t: v.t, id: v.id };
}

export function encodeIdCursor(kind: string, id: string): Cursor {
  return toBase64Url(JSON.stringify({ k: kind, id }));
}

export function decodeIdCursor(kind: string, cursor: Cursor): string {
  let v: { k?: unknown; id?: unknown };
  try {
    v = JSON.parse(fromBase64Url(cursor)) as typeof v;
  } catch {
    throw bad();
  }
  if (!v || v.k !== kind || typeof v.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(v.id)) throw bad();
  return v.id;
}

/**
 * The PostgREST `or` filter for "after (t, id)" in a newest-first order:
 * created_at < t, or created_at = t and id < id. Values are double-quoted (they hold : . +).
 */
export function afterNewestFilter(c: CreatedCursor, idColumn: string): string {
  return `created_at.lt."${c.t}",and(created_at.eq."${c.t}",${idColumn}.lt.${c.id})`;
}

export interface RankedCursor extends CreatedCursor {
  /** profile_complete of the last row: complete profiles come first. */
  c: boolean;
}

export function encodeRankedCursor(kind: string, complete: boolean, t: string, id: string): Cursor {
  return toBase64Url(JSON.stringify({ k: kind, c: complete, t, id }));
}

export function decodeRankedCursor(kind: string, cursor: Cursor): RankedCursor {
  const created = decodeCreatedCursor(kind, cursor);
  const c = (JSON.parse(fromBase64Url(cursor)) as { c?: unknown }).c;
  if (typeof c !== 'boolean') throw bad();
  return { ...created, c };
}

/**
 * The PostgREST `or` filter for "after (c, t, id)" in the order profile_complete desc, then
 * newest first, for a cursor on a complete profile: every incomplete one, or a later complete
 * one. After an incomplete profile the caller adds profile_complete = false to afterNewestFilter.
 */
export function afterCompleteFilter(c: CreatedCursor, idColumn: string): string {
  return `profile_complete.eq.false,and(profile_complete.eq.true,or(${afterNewestFilter(c, idColumn)}))`;
}
