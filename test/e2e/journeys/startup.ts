import { checkScreen } from '../checkScreen.ts';
import type { Journey } from '../harness.ts';
import { expect } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

/**
 * A phone on a bad connection: when the app's code does not download, the page says so and
 * offers to reload, instead of 載入中… for good or a message about the configuration.
 */
export const startupOffline: Journey = {
  name: 'startup: code that cannot download shows 無法載入網站 with 重新整理 (entry script, backend chunk)',
  async run(t) {
    for (const [what, pattern] of [
      ['backend chunk', /\/assets\/backend-memory\.[0-9a-f]+\.js$/],
      ['entry script', /\/assets\/main\.[0-9a-f]+\.js$/],
    ] as const) {
      const profile = await t.newBrowserProfile('phone');
      await profile.route(pattern, (route) => route.abort('internetdisconnected'));
      const page = await profile.newPage();
      await page.goto(t.baseUrl + '/home');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const heading = await alert.getByRole('heading').textContent();
      expect(heading === '無法載入網站', `${what} blocked: the alert's heading is ${JSON.stringify(heading)}`);
      expect(
        (await alert.getByRole('button', { name: '重新整理' }).count()) === 1,
        `${what} blocked: no 重新整理 button`,
      );
      expect(!(await page.getByText('載入中…').count()), `${what} blocked: 載入中… is still on screen`);
      await t.shot(page, `startup-offline-${what.replace(' ', '-')}-phone`);
      await profile.close();
    }
  },
};

/** A page's chunk, requested by address: /assets/page-agreement-templates.<hash>.js. */
const AGREEMENTS_CHUNK = /\/assets\/page-agreement-templates\.[0-9a-f]+\.js$/;

/**
 * A member whose connection drops before a page's code has downloaded, who then opens that page
 * by a link: the page says it could not load and why, offers 重試, keeps the address and the
 * header, and asks for the code a few times at most (not again and again while offline). Once
 * the connection is back, the page shows: by itself, or on 重試 when the first try back online
 * still failed. The failure screen light and dark, at 360 and 1280 px.
 */
export const routeChunkOffline: Journey = {
  name: 'startup: a page whose code cannot download while offline shows 頁面載入失敗 with 重試, no request storm',
  async run(t) {
    for (const scheme of ['light', 'dark'] as const) {
      const profile = await t.newBrowserProfile('phone', scheme);
      const page = await t.open(profile, '/');
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await settled(page);
      let requests = 0;
      page.on('request', (request) => {
        if (AGREEMENTS_CHUNK.test(new URL(request.url()).pathname)) requests++;
      });
      // The phone menu opens while online (its own code is another chunk), then the connection drops.
      await page.getByRole('button', { name: /選單/ }).click();
      const link = page.getByRole('link', { name: '合約範本' }).first();
      await link.waitFor();
      await profile.setOffline(true);
      await link.click();

      await page.waitForTimeout(3000);
      expect(requests <= 3, `${scheme}: the page's code was requested ${requests} times in 3 s while offline`);
      await page.getByRole('heading', { level: 1, name: '頁面載入失敗' }).waitFor();
      const alert = page.getByRole('alert').filter({ hasText: '目前無法連線' }).first();
      await alert.waitFor();
      expect(new URL(page.url()).pathname === '/agreement-templates', `${scheme}: the address became ${page.url()}`);
      expect(
        (await alert.textContent())?.includes('目前無法連線'),
        `${scheme}: the alert does not name the connection`,
      );
      const retry = page.getByRole('button', { name: '重試', exact: true });
      expect((await retry.count()) === 1, `${scheme}: no 重試 button`);
      expect(
        await page.getByRole('banner').getByRole('link', { name: '共創夥伴，回到首頁' }).isVisible(),
        `${scheme}: the header is gone`,
      );
      await checkScreen(t, page, `page-offline-${scheme}`);

      const heading = page.getByRole('heading', { level: 1, name: '合約範本' });
      if (scheme === 'light') {
        // Back online, but the code still does not arrive: the page tries once, says so again,
        // and 重試 brings it once the code can download.
        await page.route(AGREEMENTS_CHUNK, (route) => route.abort('internetdisconnected'));
        const before = requests;
        await profile.setOffline(false);
        await page.waitForTimeout(1000);
        expect(
          requests === before + 1,
          `${scheme}: back online, the page's code was requested ${requests - before} times`,
        );
        await retry.waitFor();
        await page.unroute(AGREEMENTS_CHUNK);
        await retry.click();
      } else {
        // Back online: the page downloads by itself.
        await profile.setOffline(false);
      }
      await heading.waitFor();
      expect(new URL(page.url()).pathname === '/agreement-templates', `${scheme}: the address became ${page.url()}`);
      await profile.close();
    }
  },
};
