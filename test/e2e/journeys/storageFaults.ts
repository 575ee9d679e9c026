import type { Page } from 'playwright-core';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';
import { DEMO_MEMBER_NAME, DEMO_PARTNER } from './chat.ts';

const DB_KEY = 'cofounder-memory/v1/db';
const COPY_KEY = 'cofounder-memory/v1/unreadable';

/**
 * Rewrites the stored database (as a broken disk, another version or a bug would). It does so
 * from a same-origin file where the app does not run, so no late write of the app (last active,
 * a read mark) can replace the spoiled data before the next page reads it.
 */
async function spoilStore(page: Page, spoil: 'truncate' | 'bad-record'): Promise<string> {
  const back = new URL(page.url());
  await page.goto(new URL('/manifest.webmanifest', back).href);
  const spoiled = await page.evaluate(
    ([key, how]) => {
      const json = localStorage.getItem(key) ?? '';
      if (how === 'truncate') {
        localStorage.setItem(key, json.slice(0, Math.floor(json.length / 2)));
      } else {
        const db = JSON.parse(json) as { users: Record<string, unknown> };
        db.users['u-broken'] = '這不是一份會員資料';
        localStorage.setItem(key, JSON.stringify(db));
      }
      return localStorage.getItem(key) ?? '';
    },
    [DB_KEY, spoil] as const,
  );
  await page.goto(back.href);
  return spoiled;
}

/** Fills the origin's storage until the browser refuses more; returns how much went in. */
async function fillStorage(page: Page): Promise<number> {
  return page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let n = 0;
    let total = 0;
    while (chunk.length >= 16) {
      try {
        localStorage.setItem(`filler-${n}`, chunk);
        total += chunk.length;
        n += 1;
      } catch {
        chunk = chunk.slice(0, chunk.length / 2);
      }
    }
    return total;
  });
}

/**
 * The memory backend's storage faults at 360 px: stored data that cannot be read asks before
 * starting over and keeps a copy; a single bad record is named and left out; a full storage
 * says so on the failed message, and after a reload the member's data is still served; a
 * storage the browser refuses is said to keep changes only while the tab is open.
 */
export const storageFaults: Journey = {
  name: 'storage faults: unreadable data asks first, a bad record is named, a full storage says so',
  async run(t) {
    // Unreadable: the dialog, then starting over with the demo data, a copy kept.
    {
      const context = await t.newBrowserProfile('phone');
      const page = await t.open(context, '/');
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      const spoiled = await spoilStore(page, 'truncate');
      const dialog = page.getByRole('dialog', { name: '無法讀取這個瀏覽器裡的資料' });
      await dialog.waitFor();
      expect(
        (await page.evaluate((key) => localStorage.getItem(key), DB_KEY)) === spoiled,
        'nothing is replaced while the dialog waits',
      );
      await dialog.getByRole('link', { name: '下載資料副本' }).waitFor();
      await t.shot(page, 'storage-unreadable-phone');
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible(), 'Esc does not choose for the person');
      await dialog.getByRole('button', { name: '以示範資料重新開始' }).click();
      await dialog.waitFor({ state: 'detached' });
      const copy = await page.evaluate((key) => localStorage.getItem(key), COPY_KEY);
      expect(copy === spoiled, 'a copy of the unreadable data is kept');
      // Starting over loads the demo data while the page says 載入中…; then the tab carries on as
      // the demo member, and the demo data is what the next page reads.
      await page.getByText(`${DEMO_MEMBER_NAME}，你好`).waitFor({ timeout: 30_000 });
      await page.goto(t.baseUrl + `/profile/${DEMO_PARTNER.uid}`);
      await page.getByRole('heading', { name: DEMO_PARTNER.name }).first().waitFor();
      await context.close();
    }

    // One bad record: named and left out; the rest works.
    {
      const context = await t.newBrowserProfile('phone');
      const page = await t.open(context, '/');
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await spoilStore(page, 'bad-record');
      const dialog = page.getByRole('dialog', { name: '有 1 筆資料無法讀取' });
      await dialog.waitFor();
      await dialog.getByText('users/u-broken').waitFor();
      await t.shot(page, 'storage-bad-record-phone');
      await dialog.getByRole('button', { name: '知道了' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto(t.baseUrl + `/profile/${DEMO_PARTNER.uid}`);
      await page.getByRole('heading', { name: DEMO_PARTNER.name }).first().waitFor({ timeout: 30_000 });
      await context.close();
    }

    // Full storage: the message fails and says why; after a reload the data is still there.
    {
      const context = await t.newBrowserProfile('phone');
      const page = await t.open(context, '/');
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await page.goto(t.baseUrl + `/chat/${DEMO_PARTNER.uid}`);
      await settled(page);
      const input = page.getByRole('textbox', { name: '輸入訊息' });
      await input.fill('空間還夠的時候送出的訊息');
      await input.press('Enter');
      await page.getByRole('log').getByText('空間還夠的時候送出的訊息', { exact: true }).waitFor();
      const filled = await fillStorage(page);
      expect(filled > 0, 'the storage fills up');
      await input.fill('空間滿了以後的訊息');
      await input.press('Enter');
      await page.getByText('瀏覽器的儲存空間已滿，這次的變更沒有儲存。').first().waitFor();
      expect((await page.getByText('已達使用次數上限').count()) === 0, 'not worded as a usage limit');
      await page.getByRole('button', { name: '重新傳送' }).first().waitFor();
      await t.shot(page, 'storage-full-chat-phone');

      await page.reload();
      await settled(page);
      await page.getByRole('log').getByText('空間還夠的時候送出的訊息', { exact: true }).waitFor();
      expect(
        (await page.getByRole('log').getByText('空間滿了以後的訊息', { exact: true }).count()) === 0 ||
          (await page.getByRole('button', { name: '重新傳送' }).count()) > 0,
        'after a reload the unsaved message is not shown as sent',
      );
      await input.fill('重新整理後再試一次');
      await input.press('Enter');
      await page.getByText('瀏覽器的儲存空間已滿，這次的變更沒有儲存。').first().waitFor();
      await context.close();
    }

    // Storage refused to the page (as some private modes and site-data settings do): said at once.
    {
      const context = await t.newBrowserProfile('phone');
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const page = await t.open(context, '/');
      const dialog = page.getByRole('dialog', { name: '這個瀏覽器不允許本網站儲存資料' });
      await dialog.waitFor();
      await t.shot(page, 'storage-unsaved-phone');
      await dialog.getByRole('button', { name: '知道了' }).click();
      await dialog.waitFor({ state: 'detached' });
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await context.close();
    }
  },
};
