import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, SCREENSHOTS } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

export const PARTNERS_END = '已顯示所有符合條件的夥伴';
const PROJECTS_END = '已顯示所有符合條件的專案';

/** Waits until the list has its answer: no pending debounce or request. */
export async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
  await page
    .locator('[data-loading="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main article h2').allTextContents();
}

/** Opens the filter panel on phones (it is always open from tablet width). */
async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^篩選條件/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** A filter change: the address updates at once, the list after the 500 ms debounce. */
async function choose(page: Page, label: string, value: string, param: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.waitForURL((url) => url.searchParams.get(param) === value);
  await listSettled(page);
}

/** Clicks 載入更多 until it is gone; returns how many times it was clicked. */
export async function loadToEnd(page: Page, endText: string): Promise<number> {
  let clicks = 0;
  const more = page.getByRole('button', { name: '載入更多' });
  while (await more.isVisible()) {
    const before = await page.locator('main article').count();
    await more.click();
    await listSettled(page);
    const after = await page.locator('main article').count();
    expect(
      after > before || (await page.getByText(endText).isVisible()),
      `載入更多 added cards (${before} → ${after})`,
    );
    clicks += 1;
    expect(clicks < 20, '載入更多 reaches the end');
  }
  await page.getByText(endText).waitFor();
  expect(!(await more.isVisible()), '載入更多 is gone at the end');
  return clicks;
}

async function signedIn(t: E2EContext, viewport: 'phone' | 'desktop'): Promise<Page> {
  const context = await t.newBrowserProfile(viewport);
  const page = await t.open(context, '/');
  await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  return page;
}

/**
 * Explore partners as the demo member: role, then city and district, the results follow; clear
 * all; then 載入更多 until the end text shows and the button is gone. At 360 and 1280 px, with
 * screenshots of the filtered and end states.
 */
export const explorePartnersJourney: Journey = {
  name: 'explore partners: filters (role, city, district), clear all, load more to the end text',
  async run(t) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await signedIn(t, viewport);
      await page.goto(t.baseUrl + '/explore-partners');
      await settled(page);
      await listSettled(page);
      const all = await cardTitles(page);
      expect(all.length === 11 || all.length === 12, `the first page shows up to 12 members, got ${all.length}`);
      expect(!(await page.locator('main').getByText(PARTNERS_END).isVisible()), 'no end text on the first page');
      expect(
        !(await page.locator(`main a[href="/profile/${DEMO_MEMBER.uid}"]`).count()),
        'the own account is not listed',
      );

      await openFilters(page);
      const district = page.getByLabel('鄉鎮市區', { exact: true });
      expect(await district.isDisabled(), 'district is disabled before a city is chosen');

      await choose(page, '創業角色', 'technical', 'role');
      const technical = await cardTitles(page);
      expect(technical.join() !== all.join(), 'choosing a role changes the results');
      const roles = await page.locator('main article').getByText('我是技術專家').count();
      expect(roles === technical.length, `every card is a technical expert (${roles}/${technical.length})`);

      await choose(page, '縣市', '臺北市', 'city');
      expect(await district.isEnabled(), 'district is enabled once a city is chosen');
      await choose(page, '鄉鎮市區', '內湖區', 'district');
      const neihu = await cardTitles(page);
      expect(
        neihu.length >= 1 && neihu.length < technical.length,
        `role + city + district narrows the list (${neihu.length})`,
      );
      expect(
        (await page.locator('main article').getByText('臺北市').count()) === neihu.length,
        'every card is in 臺北市',
      );
      await page.getByText(PARTNERS_END).waitFor();
      await t.shot(page, `explore-partners-filtered-${viewport}`);

      await choose(page, '縣市', '新北市', 'city');
      expect((await district.inputValue()) === '', 'a new city resets the district');
      expect(!new URL(page.url()).searchParams.has('district'), 'the district leaves the address too');

      await page.getByRole('button', { name: '清除所有篩選' }).first().click();
      await page.waitForURL((url) => url.search === '');
      await listSettled(page);
      expect((await cardTitles(page)).join() === all.join(), 'clear all shows the unfiltered first page again');
      expect((await page.getByLabel('創業角色', { exact: true }).inputValue()) === '', 'clear all resets the role');

      // The back button restores the filters (they live in the address).
      await page.goto(t.baseUrl + '/explore-partners?role=operations');
      await listSettled(page);
      await page.locator('main article a').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/profile/'));
      await page.goBack();
      await listSettled(page);
      expect(
        (await page.getByLabel('創業角色', { exact: true }).inputValue()) === 'operations',
        'back restores the role filter',
      );
      // Back from a profile opened deep in a longer list returns to the same length and place.
      await page.goto(t.baseUrl + '/explore-partners');
      await listSettled(page);
      await page.getByRole('button', { name: '載入更多' }).click();
      await listSettled(page);
      const longer = await page.locator('main article').count();
      expect(longer === 24, `載入更多 shows 24 cards (${longer})`);
      const deep = page.locator('main article').nth(19);
      await deep.scrollIntoViewIfNeeded();
      const deepTitle = await deep.locator('h2').textContent();
      const scrolled = await page.evaluate(() => window.scrollY);
      await deep.locator('a').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/profile/'));
      await settled(page);
      await page.goBack();
      await listSettled(page);
      expect((await page.locator('main article').count()) === longer, 'back shows the same 24 cards');
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 48, scrolled, { timeout: 5_000 }).catch(() => {});
      const back = await page.evaluate(() => window.scrollY);
      expect(Math.abs(back - scrolled) < 48, `back returns to the same place (${scrolled} → ${back})`);
      expect(await page.getByRole('heading', { name: deepTitle ?? '' }).first().isVisible(), 'the opened card is in view');
      await page.screenshot({ path: path.join(SCREENSHOTS, `explore-partners-back-${viewport}.png`) });

      const clicks = await loadToEnd(page, PARTNERS_END);
      expect(clicks >= 2, `the demo data spans several pages (${clicks} more)`);
      const every = await cardTitles(page);
      expect(new Set(every).size === every.length, 'no member is listed twice');
      expect(
        !(await page.locator(`main a[href="/profile/${DEMO_MEMBER.uid}"]`).count()),
        'the own account never appears',
      );
      await t.shot(page, `explore-partners-end-${viewport}`);
      await page.context().close();
    }
  },
};

/** Explore projects: stage, then partner type; clear; load more to the end. Both widths. */
export const exploreProjectsJourney: Journey = {
  name: 'explore projects: filter by stage and partner type, clear, load more to the end',
  async run(t) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await signedIn(t, viewport);
      await page.goto(t.baseUrl + '/explore-projects');
      await settled(page);
      await listSettled(page);
      const all = await cardTitles(page);
      expect(all.length >= 1 && all.length <= 9, `the first page shows up to 9 projects, got ${all.length}`);
      expect(
        !(await page.locator(`main a[href="/project/${DEMO_MEMBER.uid}"]`).count()),
        'the own project is not listed',
      );

      await openFilters(page);
      await choose(page, '專案階段', 'early_adopters', 'stage');
      const early = await cardTitles(page);
      expect(early.length >= 1, 'some projects have early adopters');
      expect(
        (await page.locator('main article').getByText('早期使用者').count()) === early.length,
        'every card is at the early-adopter stage',
      );

      await choose(page, '夥伴類型', 'operations', 'type');
      const both = await cardTitles(page);
      expect(
        both.length >= 1 && both.length <= early.length,
        `partner type narrows the list (${both.length}/${early.length})`,
      );
      expect(
        (await page.locator('main article').getByText('營運/行銷專家').count()) === both.length,
        'every card wants an operations/marketing partner',
      );
      await page.getByText(PROJECTS_END).waitFor();
      await t.shot(page, `explore-projects-filtered-${viewport}`);

      await page.getByRole('button', { name: '清除所有篩選' }).first().click();
      await page.waitForURL((url) => url.search === '');
      await listSettled(page);
      expect((await cardTitles(page)).join() === all.join(), 'clear all shows every project again');

      await loadToEnd(page, PROJECTS_END);
      const every = await cardTitles(page);
      expect(new Set(every).size === every.length, 'no project is listed twice');
      await page
        .locator('main article')
        .first()
        .getByRole('link', { name: /查看詳情/ })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/project/'));
      await page.goBack();
      await listSettled(page);
      await t.shot(page, `explore-projects-end-${viewport}`);
      await page.context().close();
    }
  },
};
