import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { chunkGroupsOf, flatRoutes, routePages, routePattern } from '../../../src/build/routeChunks.ts';
import type { RoutePages } from '../../../src/build/routeChunks.ts';
import { USE_CASE_CHUNKS } from '../../../ui/app/featureChunks.ts';
import { isPageRoute } from '../../../ui/app/routeTable.ts';
import type { AxeFinding } from '../axe.ts';
import { seriousViolations } from '../axe.ts';
import { ARTIFACTS, expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_ADMIN, DEMO_MEMBER, horizontalOverflow, login, settled } from '../session.ts';

/**
 * The addresses in the demo data of the routes with parameters: the demo member's own project and
 * profile, and another member's. A route of the table with parameters and no entry here fails the
 * journey, so a new route is looked at too.
 */
const DEMO_ADDRESSES: Record<string, readonly string[]> = {
  '/project/edit/:projectId': ['/project/edit/u-demo'],
  '/project/:projectId': ['/project/u-demo', '/project/u-001'],
  '/chat/:receiverId': ['/chat/u-001'],
  '/profile/:id': ['/profile/u-demo', '/profile/u-002'],
  // The demo member has taken no assessment: there is no result to open.
  '/questionnaire/result/:resultId': [],
};
const NOT_FOUND_ADDRESS = '/this-page-does-not-exist';

function addressesOf(pattern: string): readonly string[] {
  if (pattern === '/*') return [NOT_FOUND_ADDRESS];
  if (!pattern.includes(':')) return [pattern];
  const addresses = DEMO_ADDRESSES[pattern];
  if (!addresses) throw new Error(`route ${pattern}: no address in the demo data (DEMO_ADDRESSES)`);
  return addresses;
}

/** The pages of the route table: a layout shows through its children, and a nested 404 is the top-level one. */
const PAGES = flatRoutes().filter(
  ({ path: pattern, row }) => isPageRoute(row) && !row.children && !(pattern.endsWith('/*') && pattern !== '/*'),
);
const addressesFor = (who: (access: string) => boolean) =>
  PAGES.filter(({ row }) => who(row.access)).flatMap(({ path: pattern }) => addressesOf(pattern));

export const VISITOR_ROUTES = addressesFor((access) => access === 'public' || access === 'visitor');
export const MEMBER_ROUTES = addressesFor((access) => !['visitor', 'admin'].includes(access)).filter(
  (route) => route !== NOT_FOUND_ADDRESS,
);
export const ADMIN_ROUTES = addressesFor((access) => access === 'admin');

const ROUTE_PAGES = routePages();

/** The pages React Router renders for a path (static paths win, as in the router). */
function pagesOf(route: string): RoutePages {
  const rank = (p: string) => (p.includes('*') ? 2 : p.includes(':') ? 1 : 0);
  const match = [...ROUTE_PAGES]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .find(([pattern]) => new RegExp(routePattern(pattern)).test(route));
  return match?.[1] ?? [];
}

/** Names (before the content hash) of the scripts a page requests from now on. */
function recordScripts(page: Page): () => string[] {
  const names = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    names.add(file.split('.')[0] as string);
  };
  page.on('request', onRequest);
  return () => {
    page.off('request', onRequest);
    return [...names];
  };
}

/** A chunk loaded on first use: a backend feature ("memory-…") or a use case group. */
const isFeatureChunk = (name: string) =>
  name.startsWith('memory-') || (USE_CASE_CHUNKS as readonly string[]).includes(name);

/**
 * The bundle benchmark counts, in a route's first load, the chunks of the data features its page
 * calls as it opens (the route table's `features`). A feature chunk that a route downloads while
 * opening and that the table does not name would be missing from those figures.
 */
function unaccountedFeatureChunks(route: string, requested: readonly string[]): string[] {
  const expected = new Set(chunkGroupsOf(pagesOf(route), 'memory'));
  return requested.filter((name) => isFeatureChunk(name) && !expected.has(name));
}

function fileName(prefix: string, route: string, viewport: string): string {
  const slug = route === '/' ? 'auth' : route.replace(/^\//, '').replace(/[/]/g, '_');
  return `${prefix}-${slug}-${viewport}`;
}

/**
 * How every route is looked at: phone and desktop width in the light palette, and phone width in
 * the dark one (a system set to dark mode: ui/theme/palette.ts).
 */
const LOOKS = [
  { viewport: 'phone', colorScheme: 'light', label: 'phone' },
  { viewport: 'desktop', colorScheme: 'light', label: 'desktop' },
  { viewport: 'phone', colorScheme: 'dark', label: 'phone-dark' },
] as const;

/** Every route at phone and desktop width, and dark at phone width: a screenshot each, and axe-core with no serious or critical finding. */
export const everyRoute: Journey = {
  name: 'every route: screenshots at 360 and 1280 px and in dark mode, axe-core serious/critical = 0',
  async run(t) {
    const findings: AxeFinding[] = [];
    const summary: string[] = [];
    const unaccounted: string[] = [];
    const featureLoads: string[] = [];
    const overflows: string[] = [];
    const look = async ({ viewport: width, colorScheme, label: viewport }: (typeof LOOKS)[number]) => {
      const visitor = await t.newBrowserProfile(width, colorScheme);
      for (const route of VISITOR_ROUTES) {
        const page = await t.open(visitor, route);
        await settled(page);
        await t.shot(page, fileName('visitor', route, viewport));
        const wide = await horizontalOverflow(page);
        if (wide) overflows.push(`visitor ${viewport} ${route}: ${wide}`);
        const found = await seriousViolations(page, route, viewport);
        findings.push(...found);
        summary.push(`visitor ${viewport} ${route}: ${found.length}`);
        await page.close();
      }
      await visitor.close();

      for (const [who, account, routes] of [
        ['member', DEMO_MEMBER, MEMBER_ROUTES],
        ['admin', DEMO_ADMIN, ADMIN_ROUTES],
      ] as const) {
        const profile = await t.newBrowserProfile(width, colorScheme);
        const page = await t.open(profile, '/');
        await login(page, account.email, account.password);
        await settled(page);
        for (const route of routes) {
          // The page before may still fetch what it opens late; a blank page in between keeps its
          // downloads out of this route's recording.
          await page.goto('about:blank');
          const scripts = recordScripts(page);
          await page.goto(t.baseUrl + route);
          await settled(page);
          const requested = scripts();
          const features = requested.filter(isFeatureChunk);
          if (features.length) featureLoads.push(`${route}: ${features.join(', ')}`);
          for (const name of unaccountedFeatureChunks(route, requested)) unaccounted.push(`${route} downloads ${name}`);
          await t.shot(page, fileName(who, route, viewport));
          const wide = await horizontalOverflow(page);
          if (wide) overflows.push(`${who} ${viewport} ${route}: ${wide}`);
          const found = await seriousViolations(page, route, viewport);
          findings.push(...found);
          summary.push(`${who} ${viewport} ${route}: ${found.length}`);
        }
        await profile.close();
      }
    };
    // Each look has browser profiles of its own: two at a time share CI's two cores.
    const lanes = [LOOKS.filter((_, i) => i % 2 === 0), LOOKS.filter((_, i) => i % 2 === 1)];
    // Both lanes end before the journey does, even when one fails: none drives a browser into the next journey.
    const ended = await Promise.allSettled(
      lanes.map(async (lane) => {
        for (const one of lane) await look(one);
      }),
    );
    for (const lane of ended) if (lane.status === 'rejected') throw lane.reason;
    summary.sort();
    writeFileSync(path.join(ARTIFACTS, 'axe-report.json'), JSON.stringify({ summary, findings }, null, 2));
    expect(featureLoads.length > 0, 'no route downloaded a backend feature chunk: the recording is blind');
    expect(
      unaccounted.length === 0,
      `backend chunks a page loads as it opens but the route table's features do not name (the bundle figures miss them):\n${[...new Set(unaccounted)].join('\n')}`,
    );
    expect(
      overflows.length === 0,
      `pages wider than their window (a phone shows them zoomed out):\n${overflows.join('\n')}`,
    );
    expect(
      findings.length === 0,
      `axe-core serious/critical violations:\n${findings.map((f) => `${f.viewport} ${f.route} ${f.impact} ${f.id} (${f.nodes}): ${f.help}`).join('\n')}`,
    );
  },
};
