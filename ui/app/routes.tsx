import { createElement } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyComponent, moduleCache } from '../components/loadedModule';
import type { ModuleCache } from '../components/loadedModule';
import { AppLayout } from '../layout/AppLayout';
import { AdminGuard, OwnProfileRedirect, RouteGuard } from './guards';
import { routeRowsAt } from './routeRowsAt';
import { isPageRoute, ROUTES } from './routeTable';
import type { PageRoute, RouteRow } from './routeTable';

type PageModule = Awaited<ReturnType<PageRoute['page']>>;

/** One module and one page component per page loader (the 404 page serves two routes). */
const pageModules = new Map<PageRoute['page'], ModuleCache<PageModule>>();
const pages = new Map<PageRoute['page'], ComponentType>();
function moduleOf(row: PageRoute): ModuleCache<PageModule> {
  let module = pageModules.get(row.page);
  if (!module) pageModules.set(row.page, (module = moduleCache(row.page)));
  return module;
}
/**
 * The page, loaded lazily. A failed download shows in the layout's error boundary, which lets it
 * be tried again (ui/components/loadedModule.ts lazyComponent), as a screen's parts are.
 */
function pageOf(row: PageRoute): ComponentType {
  let page = pages.get(row.page);
  if (!page) pages.set(row.page, (page = lazyComponent(moduleOf(row), (m) => m.default)));
  return page;
}

/** Loads the pages the router renders at `path` (a layout and its page), so their first render does not suspend. */
export function preloadPagesAt(path: string): Promise<void> {
  const rows = routeRowsAt(path).filter(isPageRoute);
  return Promise.all(rows.map((row) => moduleOf(row).load())).then(() => undefined);
}

/** The skeleton of the page the router shows at `path`, if its module has loaded and has one. */
function skeletonAt(path: string): ComponentType | null {
  const row = routeRowsAt(path).at(-1);
  return row && isPageRoute(row) ? (moduleOf(row).loaded()?.Skeleton ?? null) : null;
}

/** A row of the route table as a <Route>; the admin area renders inside AdminGuard. */
function routeOf(row: RouteRow, parent?: RouteRow) {
  const element = isPageRoute(row) ? createElement(pageOf(row)) : <OwnProfileRedirect />;
  return (
    <Route
      key={row.path}
      path={row.path}
      element={row.access === 'admin' && parent?.access !== 'admin' ? <AdminGuard>{element}</AdminGuard> : element}
    >
      {isPageRoute(row) && row.defaultChild ? (
        <Route index element={<Navigate to={row.defaultChild} replace />} />
      ) : null}
      {isPageRoute(row) ? row.children?.map((child) => routeOf(child, row)) : null}
    </Route>
  );
}

/** The router's routes, from the route table: every page inside the layout and RouteGuard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<RouteGuard skeletonAt={skeletonAt} />}>{ROUTES.map((row) => routeOf(row))}</Route>
      </Route>
    </Routes>
  );
}
