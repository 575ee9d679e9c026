import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from './routeTable';
import type { RouteRow } from './routeTable';

/** Addresses kept; past this many the memory starts over (a member opens many profiles). */
const KEPT = 200;
const matched = new Map<string, readonly RouteRow[]>();

/**
 * The rows of the route table the router shows at `path`, the outer first (the admin area before
 * its page), matched as React Router matches. React Router flattens and ranks the whole table on
 * every match, and the guard, the skeleton and the preloads ask on every render; the table never
 * changes, so each address is matched once.
 */
export function routeRowsAt(path: string): readonly RouteRow[] {
  let rows = matched.get(path);
  if (!rows) {
    if (matched.size >= KEPT) matched.clear();
    rows = (matchRoutes(ROUTES as unknown as RouteObject[], path) ?? []).map((m) => m.route as unknown as RouteRow);
    matched.set(path, rows);
  }
  return rows;
}
