import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { AdminGuard, OwnProfileRedirect, RouteGuard } from './guards';
import { isPageRoute, ROUTES } from './routeTable';
import type { PageRoute, RouteRow } from './routeTable';

/** One lazy component per page loader (the 404 page serves two routes). */
const lazyPages = new Map<PageRoute['page'], LazyExoticComponent<ComponentType>>();
function pageOf(row: PageRoute): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(row.page);
  if (!page) lazyPages.set(row.page, (page = lazy(row.page)));
  return page;
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
        <Route element={<RouteGuard />}>{ROUTES.map((row) => routeOf(row))}</Route>
      </Route>
    </Routes>
  );
}
