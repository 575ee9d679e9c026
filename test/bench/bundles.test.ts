/**
 * The size check's own logic (no build): which files a first route loads, and the problems it
 * must report. The budgets themselves run in `npm run size`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeBuild, demoMarkers, pagesByChunk } from './bundles.ts';
import type { BuildStats } from './bundles.ts';
import type { RoutePages } from '../../src/build/routeChunks';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundles-test-'));
  mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  writeFileSync(path.join(dir, 'assets', name), text);
  return `assets/${name}`;
}

function html(preloads: string[]): void {
  writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><script defer src=/assets/main.js></script>${preloads.map((p) => `<link rel=preload as=script href=/${p}>`).join('')}</head></html>`,
  );
}

const layout = { chunk: 'admin', features: [] };
/** The fixture's routes by page chunk (the real ones come from ui/app/routeTable.ts). */
const PAGES = new Map<string, RoutePages>([
  ['page-home', [{ chunk: 'page-home', features: [] }]],
  ['page-auth', [{ chunk: 'page-auth', features: [] }]],
  ['admin', [layout]],
  ['admin-users', [layout, { chunk: 'admin-users', features: ['admin'] }]],
]);

const analyze = (s: BuildStats) => analyzeBuild(s, PAGES);

function stats(backend: BuildStats['backend'], extra: Partial<BuildStats> = {}): BuildStats {
  return {
    backend,
    outDir: dir,
    timeMs: 0,
    entry: ['main'],
    groups: {
      main: ['main'],
      [`backend-${backend}`]: ['be'],
      'page-home': ['home', 'vendor'],
      'page-auth': ['auth'],
      admin: ['layout'],
      'admin-users': ['users'],
      'questionnaire-use-cases': ['quc'],
      'report-use-cases': ['ruc'],
      'recommendation-use-cases': ['rcuc'],
      notifications: ['bell'],
      'demo-data': ['demo'],
    },
    chunks: [
      {
        id: 'main',
        name: 'main',
        initial: true,
        files: [file('main.js', 'x'.repeat(5000))],
        modules: ['ui/app/App.tsx'],
      },
      {
        id: 'be',
        name: `backend-${backend}`,
        initial: false,
        files: [file('be.js', 'backend code')],
        modules: [`adapters/${backend}/index.ts`],
      },
      {
        id: 'home',
        name: 'page-home',
        initial: false,
        files: [file('home.js', 'home page')],
        modules: ['ui/home/HomePage.tsx'],
      },
      {
        id: 'vendor',
        name: null,
        initial: false,
        files: [file('vendor.js', 'carousel')],
        modules: ['node_modules/embla-carousel/x.js'],
      },
      {
        id: 'auth',
        name: 'page-auth',
        initial: false,
        files: [file('auth.js', 'auth page')],
        modules: ['ui/auth/AuthPage.tsx'],
      },
      {
        id: 'layout',
        name: 'admin',
        initial: false,
        files: [file('layout.js', 'admin layout')],
        modules: ['ui/admin/AdminLayout.tsx', 'core/usecases/AdminUseCases.ts'],
      },
      {
        id: 'quc',
        name: 'questionnaire-use-cases',
        initial: false,
        files: [file('quc.js', 'assessment use cases')],
        modules: ['core/usecases/QuestionnaireUseCases.ts'],
      },
      {
        id: 'ruc',
        name: 'report-use-cases',
        initial: false,
        files: [file('ruc.js', 'report use cases')],
        modules: ['core/usecases/ReportUseCases.ts'],
      },
      {
        id: 'rcuc',
        name: 'recommendation-use-cases',
        initial: false,
        files: [file('rcuc.js', 'recommendation use cases')],
        modules: ['core/usecases/RecommendationUseCases.ts'],
      },
      {
        id: 'users',
        name: 'admin-users',
        initial: false,
        files: [file('users.js', 'admin users')],
        modules: ['ui/admin/AdminUsersPage.tsx'],
      },
      {
        id: 'bell',
        name: 'notifications',
        initial: false,
        files: [file('bell.js', 'bell')],
        modules: ['ui/notifications/NotificationBell.tsx'],
      },
      {
        id: 'demo',
        name: 'demo-data',
        initial: false,
        files: [file('demo.js', 'demo')],
        modules: ['adapters/memory/demo/demoData.ts'],
      },
    ],
    ...extra,
  };
}

describe('bundle size check', () => {
  test('a first route loads the entry, the backend and its page chunks (an admin page: with the layout); not the bell panel or the demo data', () => {
    html(['assets/be.js']);
    const r = analyze(stats('memory'));
    const home = r.routes.find((x) => x.group === 'page-home');
    const auth = r.routes.find((x) => x.group === 'page-auth');
    expect(home?.files.sort()).toEqual(['assets/be.js', 'assets/home.js', 'assets/main.js', 'assets/vendor.js']);
    const users = r.routes.find((x) => x.group === 'admin-users');
    expect(users?.files.sort()).toEqual(['assets/be.js', 'assets/layout.js', 'assets/main.js', 'assets/users.js']);
    expect(auth?.files.sort()).toEqual(['assets/auth.js', 'assets/be.js', 'assets/main.js']);
    expect(r.worst.group).toBe('admin-users');
    expect(r.worst.gzip).toBeGreaterThan(home?.gzip ?? Infinity);
    expect(r.worst.gzip).toBeGreaterThan(auth?.gzip ?? Infinity);
    expect(r.demoDataGzip).toBeGreaterThan(0);
    expect(r.problems).toEqual([]);
  });

  test("a page's data features (the route table's) count in its first load, and only in its own", () => {
    html(['assets/be.js']);
    const s = stats('memory');
    s.groups['memory-admin'] = ['feat'];
    s.chunks.push({
      id: 'feat',
      name: 'memory-admin',
      initial: false,
      files: [file('feat.js', 'admin gateway')],
      modules: ['adapters/memory/adminGateway.ts'],
    });
    const r = analyze(s);
    // The members page calls the admin gateway as it opens; Home does not.
    expect(r.routes.find((x) => x.group === 'admin-users')?.files).toContain('assets/feat.js');
    expect(r.routes.find((x) => x.group === 'page-home')?.files).not.toContain('assets/feat.js');
  });

  test('the pages are those of the route table, and a route whose chunk group is missing is reported', () => {
    html(['assets/be.js']);
    const r = analyze(stats('memory'));
    // The notification panel and the demo data are chunk groups but no route's page.
    expect(r.routes.map((x) => x.group)).toEqual(['admin', 'admin-users', 'page-auth', 'page-home']);
    const withChat = analyzeBuild(
      stats('memory'),
      new Map([...PAGES, ['page-chat', [{ chunk: 'page-chat', features: ['chat'] }]]]),
    );
    expect(withChat.problems).toEqual([expect.stringContaining('no "page-chat" chunk group')]);
  });

  test('the real route table gives every page with its parents (admin pages: the layout first)', () => {
    const pages = pagesByChunk();
    expect(pages.get('page-home')?.map((p) => p.chunk)).toEqual(['page-home']);
    expect(pages.get('admin-resources')?.map((p) => p.chunk)).toEqual(['admin', 'admin-resources']);
    expect(pages.get('page-not-found')?.map((p) => p.chunk)).toEqual(['page-not-found']);
    expect(pages.size).toBeGreaterThanOrEqual(20);
  });

  test('reports a use-case chunk that is missing or misplaced (the figures would miss it)', () => {
    html(['assets/be.js']);
    const s = stats('memory');
    delete s.groups['questionnaire-use-cases'];
    s.chunks.find((c) => c.id === 'layout')!.modules.pop();
    s.chunks.find((c) => c.id === 'users')!.modules.push('./core/usecases/AdminUseCases.ts');
    expect(analyze(s).problems).toEqual([
      expect.stringContaining('no "questionnaire-use-cases" chunk group'),
      expect.stringContaining('the admin use cases are in chunk "admin-users"'),
    ]);
  });

  test('reports a backend chunk index.html does not preload', () => {
    html([]);
    expect(analyze(stats('memory')).problems).toEqual([
      expect.stringContaining('assets/be.js (backend chunk group) is not preloaded'),
    ]);
  });

  test('reports demo data in a chunk a first route loads, by module and by content', () => {
    html(['assets/be.js']);
    const marker = demoMarkers()[0] as string;
    expect(marker.length).toBeGreaterThanOrEqual(20);
    const s = stats('memory');
    const home = s.chunks.find((c) => c.id === 'home');
    if (!home) throw new Error('fixture');
    home.modules.push('adapters/memory/demo/demoUsers.ts');
    file('home.js', `var bio="${marker}"`);
    const problems = analyze(s).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('holds demo data (adapters/memory/demo/demoUsers.ts)'),
        expect.stringContaining('contains demo data'),
      ]),
    );
  });

  test("reports the other backend's SDK in a build, by module and by content", () => {
    html(['assets/be.js']);
    const s = stats('firebase', {});
    const be = s.chunks.find((c) => c.id === 'be');
    if (!be) throw new Error('fixture');
    be.modules.push('node_modules/@supabase/supabase-js/dist/index.mjs');
    file('be.js', 'headers:{"X-Client-Info":"supabase-js-web/2"}');
    const problems = analyze(s).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('carries supabase modules'),
        expect.stringContaining('contains "supabase-js" (supabase SDK)'),
        expect.stringContaining('carries the demo data'),
      ]),
    );
  });
  test('reports an SDK part meant to load on first use (Firebase Storage) in what a first route loads', () => {
    html(['assets/be.js']);
    const s = stats('firebase');
    s.chunks = s.chunks.filter((c) => c.id !== 'demo');
    const be = s.chunks.find((c) => c.id === 'be');
    if (!be) throw new Error('fixture');
    be.modules.push('node_modules/@firebase/firestore/dist/index.esm.js');
    expect(analyze(s).problems).toEqual([]);
    be.modules.push('node_modules/@firebase/storage/dist/index.esm.js');
    expect(analyze(s).problems).toEqual([
      expect.stringContaining('assets/be.js is loaded by a first route and holds node_modules/@firebase/storage'),
    ]);
  });
});
