import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, expect } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';
import { DEMO_PARTNER } from './chat.ts';

const PROMPT = '放棄尚未儲存的變更？';

/** The app's leave question, once it shows. */
function leavePrompt(page: Page) {
  return page.getByRole('alertdialog', { name: PROMPT });
}

/** What the person sees (the viewport, not the whole page: the header stays where it is). */
async function shotView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Reloads the tab, answering the browser's own "leave this page?" with yes. */
async function reloadAnswering(page: Page): Promise<boolean> {
  let asked = false;
  const onDialog = (dialog: { type(): string; accept(): Promise<void> }) => {
    if (dialog.type() === 'beforeunload') asked = true;
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  await settled(page);
  page.off('dialog', onDialog);
  return asked;
}

/**
 * Nothing typed is lost, at one width: Back from a contact form with a message asks with the
 * app's question (繼續編輯 stays), a reload asks with the browser's own and then shows the draft
 * again, sending clears it; a chat's unsent text comes back after a reload too. At 1280 px a
 * header link asks as well, and 放棄變更 leaves without keeping what was given up.
 */
async function walk(t: E2EContext, viewport: 'phone' | 'desktop'): Promise<void> {
  const context = await t.newBrowserProfile(viewport);
  const page = await t.open(context, '/');
  await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await page.getByRole('link', { name: '聯絡我們' }).first().click();
  await page.waitForURL((url) => url.pathname === '/contact-us');
  await settled(page);
  const message = page.getByRole('textbox', { name: '訊息內容' });
  await message.fill('重新整理前寫的意見：希望能用縣市篩選專案。');

  await page.evaluate(() => window.history.back());
  await leavePrompt(page).waitFor();
  await shotView(page, `drafts-leave-prompt-${viewport}`);
  await leavePrompt(page).getByRole('button', { name: '繼續編輯' }).click();
  await leavePrompt(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname === '/contact-us', `${viewport}: a refused Back stays on the form`);
  expect((await message.inputValue()).startsWith('重新整理前寫的意見'), `${viewport}: the text stays after 繼續編輯`);

  expect(await reloadAnswering(page), `${viewport}: a reload with unsaved text asks first`);
  await message.waitFor();
  expect(
    (await message.inputValue()) === '重新整理前寫的意見：希望能用縣市篩選專案。',
    `${viewport}: the reloaded form shows the draft`,
  );
  await message.scrollIntoViewIfNeeded();
  await shotView(page, `drafts-restored-${viewport}`);

  await page.getByRole('button', { name: '送出' }).click();
  await page.getByRole('status').filter({ hasText: '已收到你的意見' }).first().waitFor();
  expect(!(await reloadAnswering(page)), `${viewport}: nothing is left to ask about once sent`);
  expect((await message.inputValue()) === '', `${viewport}: a sent message leaves no draft`);

  if (viewport === 'desktop') {
    await message.fill('這段會被放棄');
    await page.getByRole('navigation', { name: '主要導覽' }).getByRole('link', { name: '探索夥伴' }).click();
    await leavePrompt(page).getByRole('button', { name: '放棄變更' }).click();
    await page.getByRole('heading', { level: 1, name: '探索夥伴' }).waitFor();
    await page.goBack();
    await message.waitFor();
    expect((await message.inputValue()) === '', `${viewport}: what was given up with 放棄變更 is not offered again`);
  }

  await page.goto(`${t.baseUrl}/chat/${DEMO_PARTNER.uid}`);
  await settled(page);
  const input = page.getByRole('textbox', { name: '輸入訊息' });
  await input.fill('還沒送出的訊息');
  await page.reload();
  await settled(page);
  await input.waitFor();
  expect((await input.inputValue()) === '還沒送出的訊息', `${viewport}: the chat's unsent text survives a reload`);
  await context.close();
}

export const draftsAndLeaving: Journey = {
  name: 'drafts: leaving asks (Back, header link, reload), drafts come back after a reload (360 and 1280 px)',
  async run(t) {
    await walk(t, 'phone');
    await walk(t, 'desktop');
  },
};
