import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

/** Signed-out visitors reach only Auth, Resources and 404; deep links and the admin guard hold. */
export const guards: Journey = {
  name: 'guards: signed-out redirect, public pages, 404, deep link after login, admin guard',
  async run(t) {
    const visitor = await t.newBrowserProfile('desktop');
    for (const route of ['/home', '/explore-partners', '/inbox', '/profile', '/admin', '/project/u-demo']) {
      const page = await t.open(visitor, route);
      await page.waitForURL((url) => url.pathname === '/');
      await page.close();
    }
    const resources = await t.open(visitor, '/resources');
    await settled(resources);
    expect(new URL(resources.url()).pathname === '/resources', 'Resources is open to visitors');
    const missing = await t.open(visitor, '/no/such/page');
    await settled(missing);
    expect(await missing.getByRole('link', { name: /首頁/ }).first().isVisible(), '404 has a link home');
    await visitor.close();

    const member = await t.newBrowserProfile('desktop');
    const page = await t.open(member, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(new URL(page.url()).pathname === '/home', `a member with a role lands on /home, got ${page.url()}`);
    await page.goto(t.baseUrl + '/');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(t.baseUrl + '/admin');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(t.baseUrl + '/profile');
    await page.waitForURL((url) => url.pathname === `/profile/${DEMO_MEMBER.uid}`);
    await page.goto(t.baseUrl + '/project/u-001');
    await settled(page);
    expect(new URL(page.url()).pathname === '/project/u-001', 'a deep link to a project opens it');
    await member.close();

    // A link shared on a phone, opened signed out: sign-in says why, then returns to the page.
    for (const viewport of ['phone', 'desktop'] as const) {
      const shared = await t.newBrowserProfile(viewport);
      const linked = await t.open(shared, '/project/u-001');
      await linked.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === '/project/u-001');
      const why = linked.getByText('這個頁面需要登入才能查看。登入後會帶你回到剛才的頁面。');
      await why.waitFor();
      await t.shot(linked, `guards-shared-link-${viewport}`);
      await login(linked, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await linked.waitForURL((url) => url.pathname === '/project/u-001');
      await shared.close();
    }
  },
};
