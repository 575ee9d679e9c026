import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seriousViolations, type AxeFinding } from '../axe.ts';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_ADMIN, DEMO_MEMBER, login, logout, settled } from '../session.ts';

/** A demo member the deleted member writes to (adapters/memory/demo/demoUsers.ts, u-005). */
const PARTNER = { email: 'chiaying.lee@example.com', password: 'demo1234', uid: 'u-005' };
const FAREWELL = '謝謝你的建議，我之後會刪除帳號，保重！';

const SECTIONS = [
  'profile',
  'contact',
  'project',
  'applicationsMade',
  'applicationsReceived',
  'messages',
  'notifications',
  'assessmentSubmissions',
  'assessmentResults',
  'reportsMade',
  'blocksMade',
];

/** The admin dashboard's member count. */
async function memberCount(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/admin/dashboard`);
  await settled(page);
  const stat = page.locator('div').filter({ hasText: /^會員總數/ }).filter({ hasText: '位會員' }).last();
  await stat.waitFor();
  const match = /會員總數\s*([\d,]+)\s*位會員/.exec((await stat.innerText()).replace(/\s+/g, ' '));
  expect(match, `a member count on the dashboard: ${await stat.innerText()}`);
  return Number(match[1]!.replace(/,/g, ''));
}

function failOn(findings: AxeFinding[]): void {
  expect(
    findings.length === 0,
    `axe-core serious/critical violations:\n${findings.map((f) => `${f.viewport} ${f.route} ${f.impact} ${f.id} (${f.nodes}): ${f.help}`).join('\n')}`,
  );
}

/**
 * A member downloads their data (every section in the JSON file), then deletes their account:
 * signed out to a plain confirmation, the old sign-in fails, the admin dashboard counts one
 * member fewer, and the partner's chat keeps the message from 已刪除的會員, closed to replies.
 */
export const myDataDownloadAndDelete: Journey = {
  name: 'my data: download every section, delete the account, the partner’s chat shows 已刪除的會員',
  async run(t) {
    const findings: AxeFinding[] = [];
    const profile = await t.newBrowserProfile('desktop');
    const page = await t.open(profile, '/');
    await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const before = await memberCount(page, t.baseUrl);
    await logout(page);

    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto(`${t.baseUrl}/chat/${PARTNER.uid}`);
    await settled(page);
    await page.getByRole('textbox', { name: '輸入訊息' }).fill(FAREWELL);
    await page.getByRole('button', { name: '傳送' }).click();
    await page.getByRole('log').getByText(FAREWELL).waitFor();

    // From the own profile to 我的資料.
    await page.goto(`${t.baseUrl}/profile/${DEMO_MEMBER.uid}`);
    await settled(page);
    await page.getByRole('link', { name: '我的資料' }).click();
    await page.waitForURL((url) => url.pathname === '/my-data');
    await page.getByRole('heading', { name: '我的資料', level: 1 }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下載我的資料' }).click(),
    ]);
    expect(/^cofounder-my-data-\d{4}-\d{2}-\d{2}\.json$/.test(download.suggestedFilename()), `file name ${download.suggestedFilename()}`);
    const file = await download.path();
    expect(file, 'the download was saved');
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      format: string;
      uid: string;
      sections: Record<string, unknown>;
    };
    expect(data.format === 'cofounder-my-data' && data.uid === DEMO_MEMBER.uid, 'the file is this member’s export');
    expect(JSON.stringify(Object.keys(data.sections)) === JSON.stringify(SECTIONS), `sections: ${Object.keys(data.sections).join(', ')}`);
    expect((data.sections.profile as { uid?: string }).uid === DEMO_MEMBER.uid, 'the profile section is the member’s');
    expect((data.sections.contact as { email?: string }).email === DEMO_MEMBER.email, 'the contact section holds the email');
    const messages = data.sections.messages as { senderId: string; text: string }[];
    expect(messages.some((m) => m.senderId === DEMO_MEMBER.uid && m.text === FAREWELL), 'the sent message is in the file');
    for (const name of SECTIONS.filter((s) => !['profile', 'contact', 'project'].includes(s))) {
      expect(Array.isArray(data.sections[name]), `${name} is a list`);
    }
    await page.getByText('已下載你的資料。').waitFor();

    // A wrong word is said plainly, and nothing is deleted.
    const word = page.getByLabel('請輸入「刪除帳號」以確認');
    await word.fill('刪除');
    await page.getByRole('button', { name: '永久刪除我的帳號' }).click();
    await page.getByText('請輸入「刪除帳號」四個字，才能刪除帳號。').waitFor();
    expect((await word.inputValue()) === '刪除', 'the typed text stays');
    await t.shot(page, 'my-data-confirmation-error-desktop');

    await word.fill('刪除帳號');
    await page.getByRole('button', { name: '永久刪除我的帳號' }).click();
    await page.waitForURL((url) => url.pathname === '/account-deleted');
    await page.getByRole('heading', { name: '你的帳號已刪除', level: 1 }).waitFor();
    await page.getByRole('button', { name: '登入' }).or(page.getByRole('link', { name: '登入' })).first().waitFor();
    await t.shot(page, 'my-data-account-deleted-desktop');

    // The old sign-in fails.
    await page.goto(`${t.baseUrl}/`);
    await page.getByRole('tab', { name: '登入' }).click();
    await page.getByLabel('電子郵件').fill(DEMO_MEMBER.email);
    await page.getByLabel('密碼', { exact: true }).fill(DEMO_MEMBER.password);
    await page.locator('form').getByRole('button', { name: '登入', exact: true }).click();
    await page.getByText(/電子郵件或密碼錯誤。|此帳號不存在/).first().waitFor();
    expect(new URL(page.url()).pathname === '/', 'still on the sign-in page');

    await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const after = await memberCount(page, t.baseUrl);
    expect(after === before - 1, `the member count drops by one (${before} → ${after})`);
    await logout(page);

    // The partner keeps the message, from 已刪除的會員, and cannot reply.
    await login(page, PARTNER.email, PARTNER.password);
    await page.goto(`${t.baseUrl}/inbox`);
    await settled(page);
    const row = page.locator(`a[data-other-id="${DEMO_MEMBER.uid}"]`);
    await row.getByText('已刪除的會員').waitFor();
    await t.shot(page, 'my-data-partner-inbox-desktop');
    await row.click();
    await page.getByRole('heading', { name: '已刪除的會員', level: 1 }).waitFor();
    await page.getByRole('log').getByText(FAREWELL).waitFor();
    await page.getByText('這位會員已刪除帳號，你無法再回覆這段對話。').waitFor();
    expect((await page.getByRole('textbox', { name: '輸入訊息' }).count()) === 0, 'no input to reply with');
    await t.shot(page, 'my-data-partner-chat-desktop');
    findings.push(...(await seriousViolations(page, '/chat/(deleted member)', 'desktop light')));
    await profile.close();
    failOn(findings);
  },
};

/** The privacy page, my data and the confirmation at 360 and 1280 px, light and dark: axe and screenshots. */
export const myDataScreens: Journey = {
  name: 'my data: privacy, my data and account-deleted screens at 360 and 1280 px, light and dark',
  async run(t) {
    const findings: AxeFinding[] = [];
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const label = `${viewport} ${scheme}`;
        const profile = await t.newBrowserProfile(viewport, scheme);
        const page = await t.open(profile, '/');
        await settled(page);

        // Registration links the privacy page.
        await page.getByRole('tab', { name: '註冊' }).click();
        await page.getByRole('link', { name: '隱私權政策' }).first().click();
        await page.waitForURL((url) => url.pathname === '/privacy');
        await page.getByRole('heading', { name: '隱私權政策', level: 1 }).waitFor();
        await page.getByRole('contentinfo').getByRole('link', { name: '隱私權政策' }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow <= 0, `/privacy at ${label}: no sideways scrolling (${overflow} px)`);
        await t.shot(page, `my-data-privacy-${viewport}-${scheme}`);
        findings.push(...(await seriousViolations(page, '/privacy', label)));

        await page.goto(`${t.baseUrl}/account-deleted`);
        await page.getByRole('heading', { name: '你的帳號已刪除', level: 1 }).waitFor();
        await t.shot(page, `my-data-account-deleted-${viewport}-${scheme}`);
        findings.push(...(await seriousViolations(page, '/account-deleted', label)));

        await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
        await page.goto(`${t.baseUrl}/my-data`);
        await settled(page);
        await page.getByRole('heading', { name: '我的資料', level: 1 }).waitFor();
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(wide <= 0, `/my-data at ${label}: no sideways scrolling (${wide} px)`);
        await t.shot(page, `my-data-page-${viewport}-${scheme}`);
        findings.push(...(await seriousViolations(page, '/my-data', label)));
        await page.getByRole('button', { name: '永久刪除我的帳號' }).click();
        await page.getByText('請輸入「刪除帳號」四個字，才能刪除帳號。').waitFor();
        findings.push(...(await seriousViolations(page, '/my-data (word missing)', label)));
        await profile.close();
      }
    }
    failOn(findings);
  },
};
