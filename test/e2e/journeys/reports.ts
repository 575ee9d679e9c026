import type { Page } from 'playwright-core';
import { seriousViolations } from '../axe.ts';
import type { AxeFinding } from '../axe.ts';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_ADMIN, DEMO_MEMBER, login, logout, settled } from '../session.ts';
import { DEMO_PARTNER } from './chat.ts';

/** Another demo member, who neither reports nor owns the project (adapters/memory/demo/demoUsers.ts). */
const BYSTANDER = { email: 'chiaying.lee@example.com', password: 'demo1234' };
/** The demo partner's project. */
const PROJECT = { id: DEMO_PARTNER.uid, name: '書循環' };

const LOOKS = [
  { viewport: 'phone', colorScheme: 'light', label: 'phone' },
  { viewport: 'desktop', colorScheme: 'light', label: 'desktop' },
  { viewport: 'phone', colorScheme: 'dark', label: 'phone-dark' },
  { viewport: 'desktop', colorScheme: 'dark', label: 'desktop-dark' },
] as const;

async function go(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(baseUrl + path);
  await settled(page);
}

/**
 * A member reports a project; the admin sees the report with the project's name and hides the
 * project; another member no longer finds it (its page or Explore projects); its owner reads on
 * its page that an admin hid it. In each look (360 and 1280 px, light and dark), with
 * screenshots and axe-core on the report form, the admin's reports page and the owner's notice.
 * The in-browser backend keeps its data per browser profile, so each look is one profile.
 */
export const reportResolved: Journey = {
  name: 'reports: a member reports a project, the admin hides it, it vanishes for others',
  async run(t) {
    const findings: AxeFinding[] = [];
    for (const { viewport, colorScheme, label } of LOOKS) {
      const profile = await t.newBrowserProfile(viewport, colorScheme);
      const page = await t.open(profile, '/');

      // The member reports the project; a reason is required, the words are optional.
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await go(page, t.baseUrl, `/project/${PROJECT.id}`);
      await page.getByRole('button', { name: '檢舉這個專案' }).click();
      const dialog = page.getByRole('dialog', { name: '檢舉專案' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '送出檢舉' }).click();
      await dialog.getByText('請選擇檢舉原因。').waitFor();
      await t.shot(page, `report-form-${label}`);
      findings.push(...(await seriousViolations(page, '/project/:id (report form)', label)));
      await dialog.getByRole('radio', { name: '詐騙或可疑行為' }).check();
      await dialog.getByLabel('補充說明（選填）').fill('要我先匯款才肯說明合作內容。');
      await dialog.getByRole('button', { name: '送出檢舉' }).click();
      await page.getByText('已收到你的檢舉，管理員會盡快處理。').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // Twice while the first is open: a clear message, and the form keeps what was typed.
      await page.getByRole('button', { name: '檢舉這個專案' }).click();
      await dialog.getByRole('radio', { name: '垃圾訊息或廣告' }).check();
      await dialog.getByRole('button', { name: '送出檢舉' }).click();
      await dialog.getByText('你已經檢舉過了，管理員處理前不需要再次檢舉。').waitFor();
      expect(await dialog.getByRole('radio', { name: '垃圾訊息或廣告' }).isChecked(), 'the choice stays');
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await logout(page);

      // The admin sees it with the project's name and hides the project.
      await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await go(page, t.baseUrl, '/admin/reports');
      const card = page.getByRole('listitem').filter({ hasText: '要我先匯款才肯說明合作內容。' });
      await card.waitFor();
      await card.getByText(PROJECT.name).waitFor();
      await card.getByRole('heading', { name: '專案．詐騙或可疑行為' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow <= 0, `/admin/reports at ${label}: no sideways scrolling (${overflow} px)`);
      await t.shot(page, `admin-reports-${label}`);
      findings.push(...(await seriousViolations(page, '/admin/reports', label)));
      await card.getByRole('button', { name: '隱藏專案' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: '隱藏專案' }).click();
      await page.getByText(`已隱藏「${PROJECT.name}」。`).first().waitFor();
      await page.getByText('目前沒有待處理的檢舉。').waitFor();
      await page.getByRole('button', { name: '已隱藏專案' }).click();
      await page.getByRole('listitem').filter({ hasText: '要我先匯款才肯說明合作內容。' }).waitFor();
      await t.shot(page, `admin-reports-hidden-${label}`);
      findings.push(...(await seriousViolations(page, '/admin/reports (resolved)', label)));
      await logout(page);

      // Another member: no page, not in Explore projects.
      await login(page, BYSTANDER.email, BYSTANDER.password);
      await go(page, t.baseUrl, `/project/${PROJECT.id}`);
      await page.getByText('專案不存在或已被刪除。').waitFor();
      await go(page, t.baseUrl, '/explore-projects');
      await page.locator('main article, main li').first().waitFor();
      expect((await page.getByText(PROJECT.name).count()) === 0, `${PROJECT.name} is gone from Explore projects`);
      await logout(page);

      // Its owner still opens it, with a plain notice.
      await login(page, DEMO_PARTNER.email, DEMO_PARTNER.password);
      await go(page, t.baseUrl, `/project/${PROJECT.id}`);
      await page.getByText('這個專案已被網站管理員隱藏，其他會員目前看不到它。', { exact: false }).waitFor();
      await t.shot(page, `project-hidden-owner-${label}`);
      findings.push(...(await seriousViolations(page, '/project/:id (hidden, owner)', label)));
      await profile.close();
    }
    expect(
      findings.length === 0,
      `axe-core serious/critical violations:\n${findings.map((f) => `${f.viewport} ${f.route} ${f.impact} ${f.id} (${f.nodes}): ${f.help}`).join('\n')}`,
    );
  },
};
