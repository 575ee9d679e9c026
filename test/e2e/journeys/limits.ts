import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOTS, expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

/** The text of the element a control lists in aria-describedby with this id suffix. */
async function describedText(page: Page, control: Locator, suffix: string): Promise<string> {
  const id = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').find((x) => x.endsWith(suffix));
  if (!id) return '';
  return ((await page.locator(`[id="${id}"]`).textContent()) ?? '').replace('⚠', '').trim();
}

/** Waits (up to 5 s) for `text` under the control (its …-error or …-count element). */
async function expectUnder(page: Page, control: Locator, suffix: string, text: string, what: string): Promise<void> {
  let shown = '';
  for (let i = 0; i < 50; i += 1) {
    shown = await describedText(page, control, suffix);
    if (shown === text) return;
    await page.waitForTimeout(100);
  }
  expect(false, `${what}: expected 「${text}」 under the field, saw 「${shown}」`);
}

/** The field in view at phone width, as a person sees it (not the whole page). */
async function shotField(page: Page, control: Locator, name: string): Promise<void> {
  // Instant, not the page's smooth scrolling, so the shot is taken where the field is.
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * Limits that tell the truth, at 360 px: the name field counts toward the save's 50 characters
 * from 40 on, takes more without cutting, and a save over the limit names the number; a tag
 * over its limit is refused as it is added, with its own message.
 */
export const textLimits: Journey = {
  name: 'limits: counter near the limit, too-long message with the number, tag refused as added (360 px)',
  async run(t) {
    const context = await t.newBrowserProfile('phone');
    const page = await t.open(context, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto(`${t.baseUrl}/profile/${DEMO_MEMBER.uid}`);
    await settled(page);
    await page.getByRole('button', { name: '編輯個人檔案' }).click();
    const name = page.getByRole('textbox', { name: '姓名/暱稱' });
    await name.waitFor();

    await name.fill('陳'.repeat(44) + '🚀');
    await expectUnder(page, name, '-count', '45 / 50 字', 'the counter near the limit');
    await shotField(page, name, 'limits-counter-phone');

    await name.fill('陳'.repeat(50) + '🚀');
    expect((await name.inputValue()) === '陳'.repeat(50) + '🚀', 'the browser cuts nothing typed past the limit');
    await expectUnder(page, name, '-count', '51 / 50 字', 'the counter over the limit');
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await expectUnder(page, name, '-error', '最多 50 個字，請精簡後再試。', 'a save over the limit');
    await shotField(page, name, 'limits-too-long-phone');

    const skills = page.getByRole('textbox', { name: '技能專長' });
    await skills.fill('字'.repeat(51));
    await skills.press('Enter');
    await expectUnder(page, skills, '-error', '每一項最多 50 個字，請精簡後再新增。', 'a tag over the limit');
    await shotField(page, skills, 'limits-tag-too-long-phone');
    await context.close();
  },
};
