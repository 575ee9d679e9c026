/**
 * Build-time helper (never bundled): what each route of the route table (ui/app/routeTable.ts)
 * downloads as it opens, for index.html's preloads (webpack.config.ts), the bundle figures
 * (test/bench/bundles.ts) and the end-to-end route check.
 */
import { featureChunks } from '../../ui/app/featureChunks.ts';
import { isPageRoute, ROUTES } from '../../ui/app/routeTable.ts';
import type { PageRoute, RouteRow } from '../../ui/app/routeTable.ts';

/** What the router renders for a route: its pages, outermost first. */
export type RoutePages = readonly Pick<PageRoute, 'chunk' | 'features'>[];

/** A row of the route table with its full path, and the pages the router renders for it. */
export interface FlatRoute {
  /** The full path pattern: a nested row's path joined to its parents'. */
  path: string;
  row: RouteRow;
  /** Outermost first: a nested route renders its parents too (an admin page: the admin layout, then the page). */
  pages: RoutePages;
}

/** Every row of the route table, in table order, a parent before its children. */
export function flatRoutes(routes: readonly RouteRow[] = ROUTES): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (rows: readonly RouteRow[], parentPath: string, parents: RoutePages) => {
    for (const row of rows) {
      const path = row.path.startsWith('/') ? row.path : `${parentPath.replace(/\/$/, '')}/${row.path}`;
      const pages = isPageRoute(row) ? [...parents, row] : parents;
      out.push({ path, row, pages });
      if (isPageRoute(row)) walk(row.children ?? [], path, pages);
    }
  };
  walk(routes, '', []);
  return out;
}

/** Every route that shows a page, as [full path pattern, its pages] (a redirect shows none). */
export function routePages(routes: readonly RouteRow[] = ROUTES): [string, RoutePages][] {
  return flatRoutes(routes)
    .filter(({ row }) => isPageRoute(row))
    .map(({ path, pages }) => [path, pages]);
}

/** The chunk groups a route's pages download as they open, in a build for `backend`: each page's, then its features'. */
export function chunkGroupsOf(pages: RoutePages, backend: string): string[] {
  return pages.flatMap((page) => [page.chunk, ...featureChunks(page.features, backend)]);
}

/** `/project/:id` → `^/project/[^/]+$`; `*` matches the rest. */
export function routePattern(routePath: string): string {
  const body = routePath
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}$`;
}
