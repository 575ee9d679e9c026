import { chunkGroupsOf, flatRoutes, routePages, routePattern } from '../../../src/build/routeChunks';
import type { RouteRow } from '../../../ui/app/routeTable';

const page = (path: string, chunk: string, extra: Partial<RouteRow> = {}): RouteRow => ({
  path,
  access: 'member',
  chunk,
  page: () => Promise.reject(new Error('never loaded')),
  features: [],
  title: () => chunk,
  ...extra,
});

const TABLE: RouteRow[] = [
  page('/home', 'page-home', { features: ['content'] }),
  { path: '/profile', access: 'onboarding', redirect: 'own-profile' },
  page('/project/:id', 'page-detail', { features: ['applications'] }),
  page('/admin', 'admin', {
    access: 'admin',
    defaultChild: 'users',
    children: [page('users', 'admin-users', { access: 'admin', features: ['admin'] })],
  }),
  page('*', 'page-not-found', { access: 'public' }),
];

describe('what each route of the route table downloads (index.html preloads, figures)', () => {
  it('joins nested paths and keeps every row, a parent before its children', () => {
    expect(flatRoutes(TABLE).map(({ path, pages }) => [path, pages.map((p) => p.chunk)])).toEqual([
      ['/home', ['page-home']],
      ['/profile', []],
      ['/project/:id', ['page-detail']],
      ['/admin', ['admin']],
      ['/admin/users', ['admin', 'admin-users']],
      ['/*', ['page-not-found']],
    ]);
  });

  it('leaves out a route that only redirects', () => {
    expect(routePages(TABLE).map(([path]) => path)).toEqual(['/home', '/project/:id', '/admin', '/admin/users', '/*']);
  });

  it("lists each page's chunk, then its data features' chunks, for the backend of the build", () => {
    const [, adminUsers] = routePages(TABLE)[3] ?? [];
    expect(chunkGroupsOf(adminUsers ?? [], 'firebase')).toEqual(['admin', 'admin-users', 'firebase-admin']);
    const [, home] = routePages(TABLE)[0] ?? [];
    expect(chunkGroupsOf(home ?? [], 'memory')).toEqual(['page-home', 'memory-content']);
  });

  it('turns route paths into the patterns the inline script matches', () => {
    const re = (p: string) => new RegExp(routePattern(p));
    expect(re('/project/:id').test('/project/u-1')).toBe(true);
    expect(re('/project/:id').test('/project/u-1/more')).toBe(false);
    expect(re('/home').test('/homepage')).toBe(false);
    expect(re('/admin/*').test('/admin/x/y')).toBe(true);
    expect(re('/').test('/')).toBe(true);
  });
});
