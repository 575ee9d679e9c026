import type { Page } from 'playwright-core';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { settled } from '../session.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: ReturnType<Page['locator']>): Promise<Box> {
  const b = await selector.boundingBox();
  expect(!!b, 'the element is laid out');
  return b!;
}

/**
 * The phone menu at 360 px: a tap on the page below closes it (as Esc does), and the notice a
 * new member gets on registering stays clear of the open menu. At 1280 px there is no menu
 * button and the notice does not cover the header's links.
 */
export const phoneMenu: Journey = {
  name: 'phone menu: an outside tap closes it, and notices stay clear of it',
  async run(t) {
    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await t.newBrowserProfile(viewport);
      const page = await t.open(context, '/');
      await page.getByRole('tab', { name: '註冊' }).click();
      await page.getByLabel('姓名/暱稱').fill('選單測試');
      await page.getByLabel('電子郵件').fill(`menu-${viewport}-${Date.now()}@example.com`);
      await page.getByLabel('密碼', { exact: true }).fill('secret123');
      await page.locator('form').getByRole('button', { name: '註冊', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/profile/'), { timeout: 10_000 });
      const notice = page.getByRole('status').filter({ hasText: '註冊成功' });
      await notice.waitFor();
      await settled(page);
      const menuButton = page.getByRole('button', { name: '選單', exact: true });

      if (viewport === 'desktop') {
        expect(!(await menuButton.isVisible()), 'no menu button at desktop width');
        const header = await box(page, page.getByRole('banner').first().getByRole('navigation').first());
        expect(!overlaps(await box(page, notice), header), 'the notice does not cover the header’s links');
        await t.shot(page, `phone-menu-notice-${viewport}`);
        await context.close();
        continue;
      }

      await menuButton.click();
      const menu = page.locator('#mobile-menu');
      await menu.waitFor();
      const firstItem = menu.getByRole('link').first();
      await firstItem.waitFor();
      expect(await notice.isVisible(), 'the notice is still showing while the menu is open');
      expect(
        !overlaps(await box(page, notice), await box(page, firstItem)),
        'the notice does not cover the menu’s first item',
      );
      await t.shot(page, `phone-menu-open-${viewport}`);

      // A tap on the page below the menu closes it.
      const viewportSize = page.viewportSize()!;
      const at = page.url();
      await page.mouse.click(viewportSize.width / 2, viewportSize.height - 40);
      await menu.waitFor({ state: 'detached' });
      expect(page.url() === at, 'the tap closed the menu, not a navigation');
      expect((await menuButton.getAttribute('aria-expanded')) === 'false', 'the button says the menu is closed');

      // Esc closes it too, and focus returns to the button.
      await menuButton.click();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(
        (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === '選單',
        'focus returns to the menu button',
      );
      await context.close();
    }
  },
};
