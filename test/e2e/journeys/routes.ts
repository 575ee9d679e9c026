import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { routeChunkGroups, routePattern } from '../../../src/build/routeChunks.ts';
import { featureChunksOf, PAGE_USE_CASE_CHUNKS } from '../../../ui/app/pageFeatures.ts';
import type { AxeFinding } from '../axe.ts';
import { seriousViolations } from '../axe.ts';
import { ARTIFACTS, expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_ADMIN, DEMO_MEMBER, login, settled } from '../session.ts';

const VISITOR_ROUTES = ['/', '/resources', '/this-page-does-not-exist'];
const MEMBER_ROUTES = [
  '/home',
  '/explore-partners',
  '/explore-projects',
  '/project/u-demo',
  '/project/u-001',
  '/chat/u-001',
  '/inbox',
  '/project/editor',
  '/project/edit/u-demo',
  '/profile/u-demo',
  '/profile/u-002',
  '/questionnaire',
  '/agreement-templates',
  '/contact-us',
  '/resources',
];
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/projects',
  '/admin/resources',
  '/admin/banners',
  '/admin/questionnaire-editor',
];

const ROUTE_GROUPS = routeChunkGroups(
  readFileSync(path.resolve(import.meta.dirname, '../../../ui/app/routes.tsx'), 'utf8'),
);

/** The page chunk groups React Router renders for a path (static paths win, as in the router). */
function pageGroupsOf(route: string): string[] {
  const rank = (p: string) => (p.includes('*') ? 2 : p.includes(':') ? 1 : 0);
  const match = [...ROUTE_GROUPS]
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
  name.startsWith('memory-') || Object.values(PAGE_USE_CASE_CHUNKS).some((chunks) => chunks.includes(name));

/**
 * The bundle benchmark counts, in a route's first load, the feature chunks its page calls as it
 * opens (ui/app/pageFeatures.ts). A feature chunk that a route downloads while opening and that
 * list does not name would be missing from those figures.
 */
function unaccountedFeatureChunks(route: string, requested: readonly string[]): string[] {
  const expected = new Set(pageGroupsOf(route).flatMap((group) => featureChunksOf(group, 'memory')));
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
    for (const { viewport: width, colorScheme, label: viewport } of LOOKS) {
      const visitor = await t.newBrowserProfile(width, colorScheme);
      for (const route of VISITOR_ROUTES) {
        const page = await t.open(visitor, route);
        await settled(page);
        await t.shot(page, fileName('visitor', route, viewport));
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
        for (const route of routes) {
          const scripts = recordScripts(page);
          await page.goto(t.baseUrl + route);
          await settled(page);
          const requested = scripts();
          const features = requested.filter(isFeatureChunk);
          if (features.length) featureLoads.push(`${route}: ${features.join(', ')}`);
          for (const name of unaccountedFeatureChunks(route, requested)) unaccounted.push(`${route} downloads ${name}`);
          await t.shot(page, fileName(who, route, viewport));
          const found = await seriousViolations(page, route, viewport);
          findings.push(...found);
          summary.push(`${who} ${viewport} ${route}: ${found.length}`);
        }
        await profile.close();
      }
    }
    writeFileSync(path.join(ARTIFACTS, 'axe-report.json'), JSON.stringify({ summary, findings }, null, 2));
    expect(featureLoads.length > 0, 'no route downloaded a backend feature chunk: the recording is blind');
    expect(
      unaccounted.length === 0,
      `backend chunks a page loads as it opens but ui/app/pageFeatures.ts does not list (the bundle figures miss them):\n${[...new Set(unaccounted)].join('\n')}`,
    );
    expect(
      findings.length === 0,
      `axe-core serious/critical violations:\n${findings.map((f) => `${f.viewport} ${f.route} ${f.impact} ${f.id} (${f.nodes}): ${f.help}`).join('\n')}`,
    );
  },
};
