import type { Journey } from '../harness.ts';
import { expect } from '../harness.ts';

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
