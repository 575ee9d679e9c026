import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../axe.ts';
import type { AxeFinding } from '../axe.ts';
import { SCREENSHOTS, expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { noisyPhoto, storedPicture } from '../noisyPhoto.ts';
import { DEMO_ADMIN, DEMO_MEMBER, login, logout, settled } from '../session.ts';

/** A demo member with no submissions yet (adapters/memory/demo/demoUsers.ts, u-005). */
const FRESH_MEMBER = { email: 'chiaying.lee@example.com', password: 'demo1234', uid: 'u-005' };

const ADMIN_PAGES = ['dashboard', 'users', 'projects', 'reports', 'resources', 'banners', 'questionnaire-editor'] as const;

async function openAdminPage(page: Page, baseUrl: string, section: (typeof ADMIN_PAGES)[number]): Promise<void> {
  await page.goto(`${baseUrl}/admin/${section}`);
  await settled(page);
  await page.locator('main h1').first().waitFor();
}

/** The demo admin grants admin rights to a member, after the confirmation; the member keeps them. */
export const adminGrantsRights: Journey = {
  name: 'admin: grants admin rights to a member after confirming',
  async run(t) {
    const profile = await t.newBrowserProfile('desktop');
    const page = await t.open(profile, '/');
    await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminPage(page, t.baseUrl, 'users');
    await page.getByRole('searchbox', { name: '搜尋會員名稱' }).fill('王俊');
    const grant = page.getByRole('button', { name: '設為管理員：王俊傑' });
    await grant.waitFor();

    // Cancelling changes nothing.
    await grant.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('要將「王俊傑」設為管理員嗎？').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await grant.isVisible(), 'cancel keeps the member as they were');

    await grant.click();
    await dialog.getByRole('button', { name: '設為管理員' }).click();
    await page.getByText('已將王俊傑設為管理員。').waitFor();
    await page.getByRole('button', { name: '移除管理員：王俊傑' }).waitFor();

    // Still true after a reload (read back from the backend).
    await page.reload();
    await settled(page);
    await page.getByRole('searchbox', { name: '搜尋會員名稱' }).fill('王俊');
    await page.getByRole('button', { name: '移除管理員：王俊傑' }).waitFor();
    await profile.close();
  },
};

/** The demo admin edits a banner's title and image; Home's carousel then shows the new title. */
export const adminEditsBanner: Journey = {
  name: 'admin: edits a banner (new title, uploaded image) and Home shows it',
  async run(t) {
    const profile = await t.newBrowserProfile('desktop');
    const page = await t.open(profile, '/');
    await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminPage(page, t.baseUrl, 'banners');
    await page.getByRole('button', { name: '編輯：加入新創社群' }).click();
    const dialog = page.getByRole('dialog', { name: '編輯橫幅' });
    await dialog.waitFor();
    const newTitle = '創業者夜間聚會報名中';
    await dialog.getByLabel('標題').fill(newTitle);
    // A wide photo of about 2 MB is stored at most 1600 px wide, in WebP, in its proportions.
    const photo = noisyPhoto(1800, 420);
    expect(photo.length > 1_900_000 && photo.length <= 2 * 1024 * 1024, `the test photo weighs about 2 MB (${photo.length} bytes)`);
    await dialog.getByLabel('橫幅圖片').setInputFiles({ name: 'night-meetup.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByText('已選擇：night-meetup.png').waitFor();
    const preview = dialog.getByRole('img', { name: '橫幅圖片預覽' });
    expect((await preview.getAttribute('src'))?.startsWith('data:image/png'), 'the chosen image is previewed');
    await dialog.getByRole('button', { name: '儲存' }).click();
    await page.getByText('已更新橫幅，首頁輪播已更新。').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: newTitle });
    await row.waitFor();
    const thumb = row.getByRole('img', { name: `${newTitle}的橫幅圖片` });
    const stored = await storedPicture(page, (await thumb.getAttribute('src')) ?? '');
    console.log(`    banner: picked ${photo.length} bytes (1800 × 420 PNG), stored ${stored.bytes} bytes (${stored.width} × ${stored.height} ${stored.type})`);
    expect(stored.type === 'image/webp', `the banner image is stored as WebP, not ${stored.type}`);
    expect(stored.width === 1600 && stored.height === 373, `the banner image is 1600 × 373, not ${stored.width} × ${stored.height}`);
    expect(stored.bytes < photo.length / 4, `the stored banner image is much smaller than the photo (${stored.bytes} bytes)`);

    await page.goto(`${t.baseUrl}/home`);
    await settled(page);
    const slide = page.getByRole('img', { name: newTitle });
    await slide.first().waitFor({ state: 'attached' });
    expect((await slide.first().getAttribute('src'))?.startsWith('data:image/webp'), 'the carousel shows the uploaded image');
    expect((await page.getByRole('img', { name: '加入新創社群' }).count()) === 0, 'the old title is gone from the carousel');
    await profile.close();
  },
};

/** The demo admin adds a question; a member who may still take the assessment sees it. */
export const adminAddsQuestion: Journey = {
  name: 'admin: adds a question that then shows in the questionnaire',
  async run(t) {
    const profile = await t.newBrowserProfile('desktop');
    const page = await t.open(profile, '/');
    await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminPage(page, t.baseUrl, 'questionnaire-editor');
    await page.getByRole('button', { name: '新增題目' }).click();
    const dialog = page.getByRole('dialog', { name: '新增題目' });
    await dialog.waitFor();
    const text = '深夜想到好點子時，你會先做什麼？';
    await dialog.getByLabel('所屬部分').fill('5');
    await dialog.getByLabel('排序').fill('');
    await dialog.getByLabel('題目內容').fill(text);
    const option = (n: number) => dialog.getByRole('group', { name: `選項 ${n}` });
    await option(1).getByLabel('選項內容').fill('立刻寫下來，隔天找夥伴討論');
    await option(1).getByLabel('執行力').fill('5');
    await option(2).getByLabel('選項內容').fill('先睡一覺再說');
    await dialog.getByRole('button', { name: '儲存' }).click();
    await page.getByText('已新增題目。').waitFor();
    const part5 = page.getByRole('region', { name: '第 5 部分' });
    const item = part5.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text }) });
    await item.waitFor();
    // A blank order became 10.
    await item.getByText('排序 10').waitFor();
    await logout(page);

    await login(page, FRESH_MEMBER.email, FRESH_MEMBER.password);
    await page.goto(`${t.baseUrl}/questionnaire`);
    await settled(page);
    await page.getByText(text).first().waitFor();
    await page.getByText('立刻寫下來，隔天找夥伴討論').first().waitFor();
    expect((await page.getByText('先睡一覺再說').count()) > 0, 'both options show');
    await profile.close();
  },
};

/** A member who is not an admin is sent Home from /admin. */
export const adminClosedToMembers: Journey = {
  name: 'admin: a member who is not an admin is sent Home from /admin',
  async run(t) {
    const profile = await t.newBrowserProfile('phone');
    const page = await t.open(profile, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    for (const route of ['/admin', '/admin/users', '/admin/banners']) {
      await page.goto(t.baseUrl + route);
      await page.waitForURL((url) => url.pathname === '/home');
    }
    expect((await page.getByRole('navigation', { name: '管理後台選單' }).count()) === 0, 'no admin sidebar for a member');
    await profile.close();
  },
};

/** Every admin page and the two modals at 360 and 1280 px: screenshots, no sideways scrolling, axe on the modals. */
export const adminScreens: Journey = {
  name: 'admin: screenshots of every admin page and the modals at 360 and 1280 px',
  async run(t) {
    const findings: AxeFinding[] = [];
    for (const viewport of ['phone', 'desktop'] as const) {
      const profile = await t.newBrowserProfile(viewport);
      const page = await t.open(profile, '/');
      await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const section of ADMIN_PAGES) {
        await openAdminPage(page, t.baseUrl, section);
        const current = page.getByRole('navigation', { name: '管理後台選單' }).locator('[aria-current="page"]');
        expect((await current.count()) === 1, `${section}: one current sidebar item`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow <= 0, `${section} at ${viewport}: no sideways scrolling (${overflow} px)`);
        await t.shot(page, `admin-area-${section}-${viewport}`);
      }

      await openAdminPage(page, t.baseUrl, 'banners');
      await page.getByRole('button', { name: '新增橫幅' }).click();
      const banner = page.getByRole('dialog', { name: '新增橫幅' });
      await banner.waitFor();
      await banner.getByRole('button', { name: '儲存' }).click();
      await banner.getByText('請上傳圖片！').waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, `admin-area-banner-modal-${viewport}.png`) });
      findings.push(...(await seriousViolations(page, '/admin/banners (modal)', viewport)));
      await page.keyboard.press('Escape');
      await banner.waitFor({ state: 'hidden' });

      await openAdminPage(page, t.baseUrl, 'questionnaire-editor');
      await page.getByRole('button', { name: '新增題目' }).click();
      const question = page.getByRole('dialog', { name: '新增題目' });
      await question.waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, `admin-area-question-modal-${viewport}.png`) });
      findings.push(...(await seriousViolations(page, '/admin/questionnaire-editor (modal)', viewport)));
      await page.keyboard.press('Escape');
      await profile.close();
    }
    expect(
      findings.length === 0,
      `axe-core serious/critical violations:\n${findings.map((f) => `${f.viewport} ${f.route} ${f.impact} ${f.id} (${f.nodes}): ${f.help}`).join('\n')}`,
    );
  },
};

