import { writeFileSync } from 'node:fs';
import path from 'node:path';
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

function fileName(prefix: string, route: string, viewport: string): string {
  const slug = route === '/' ? 'auth' : route.replace(/^\//, '').replace(/[/]/g, '_');
  return `${prefix}-${slug}-${viewport}`;
}

/** Every route at phone and desktop width: a screenshot each, and axe-core with no serious or critical finding. */
export const everyRoute: Journey = {
  name: 'every route: screenshots at 360 and 1280 px, axe-core serious/critical = 0',
  async run(t) {
    const findings: AxeFinding[] = [];
    const summary: string[] = [];
    for (const viewport of ['phone', 'desktop'] as const) {
      const visitor = await t.newBrowserProfile(viewport);
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
        const profile = await t.newBrowserProfile(viewport);
        const page = await t.open(profile, '/');
        await login(page, account.email, account.password);
        for (const route of routes) {
          await page.goto(t.baseUrl + route);
          await settled(page);
          await t.shot(page, fileName(who, route, viewport));
          const found = await seriousViolations(page, route, viewport);
          findings.push(...found);
          summary.push(`${who} ${viewport} ${route}: ${found.length}`);
        }
        await profile.close();
      }
    }
    writeFileSync(path.join(ARTIFACTS, 'axe-report.json'), JSON.stringify({ summary, findings }, null, 2));
    expect(
      findings.length === 0,
      `axe-core serious/critical violations:\n${findings.map((f) => `${f.viewport} ${f.route} ${f.impact} ${f.id} (${f.nodes}): ${f.help}`).join('\n')}`,
    );
  },
};
