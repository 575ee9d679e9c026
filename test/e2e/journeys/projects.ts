import type { Page } from 'playwright-core';
import { seriousViolations } from '../axe.ts';
import type { AxeFinding } from '../axe.ts';
import { VIEWPORTS } from '../browser.ts';
import { expect } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

/** A stamp that makes names and emails unique per run. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Screenshots at phone and desktop width of the page as it is now (top of the page). */
async function shotBoth(t: E2EContext, page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(!overflow, `${name} overflows horizontally at ${viewport} width`);
    await t.shot(page, `${name}-${viewport}`);
  }
  if (original) await page.setViewportSize(original);
}

async function expectNoSeriousA11y(page: Page, label: string): Promise<void> {
  const found: AxeFinding[] = await seriousViolations(page, label, 'journey');
  expect(found.length === 0, `axe-core serious/critical on ${label}: ${JSON.stringify(found)}`);
}

/** The text of the error message shown under a control (its aria-describedby ...-error). */
async function errorUnder(page: Page, control: ReturnType<Page['getByRole']>): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  if (!ids[0]) return '';
  const text = await page.locator(`[id="${ids[0]}"]`).textContent();
  return (text ?? '').replace('⚠', '').trim();
}

/** Waits (up to 5 s) for `message` under the control. */
async function expectError(page: Page, control: ReturnType<Page['getByRole']>, message: string, what: string): Promise<void> {
  let shown = '';
  for (let i = 0; i < 50; i += 1) {
    shown = await errorUnder(page, control);
    if (shown === message) return;
    await page.waitForTimeout(100);
  }
  expect(false, `${what}: expected 「${message}」, saw 「${shown}」`);
}

/**
 * Registers a new member and goes through onboarding as a person would: the profile opens in
 * edit mode, name and the role 我有創業點子, save, and the editor opens. Returns the member's uid.
 */
async function registerFounder(page: Page, name: string): Promise<{ uid: string; email: string }> {
  const email = `founder-${stamp()}@example.com`;
  await page.getByRole('tab', { name: '註冊' }).click();
  await page.getByLabel('姓名/暱稱').fill(name);
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill('secret123');
  await page.locator('form').getByRole('button', { name: '註冊', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/profile/'), { timeout: 10_000 });
  const uid = decodeURIComponent(new URL(page.url()).pathname.replace('/profile/', ''));
  await settled(page);
  const nameField = page.getByRole('textbox', { name: '姓名/暱稱' });
  await nameField.fill(name);
  await page.getByRole('combobox', { name: '創業角色' }).selectOption({ label: '我有創業點子' });
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/project/editor', { timeout: 10_000 });
  await settled(page);
  return { uid, email };
}

/** Spec 5: every message of the project form and the skills profile form, in the browser. */
export const projectFormValidation: Journey = {
  name: 'projects: every validation message of the project form and the skills profile form',
  async run(t) {
    const profile = await t.newBrowserProfile('desktop');
    const page = await t.open(profile, '/');
    await registerFounder(page, `驗證測試-${stamp()}`);

    // The chooser.
    await page.getByRole('heading', { level: 1, name: '發布專案' }).waitFor();
    const idea = page.getByRole('radio', { name: '我有創業點子' });
    const skills = page.getByRole('radio', { name: '我有專業技能' });
    expect(await idea.isVisible() && await skills.isVisible(), 'the chooser offers 我有創業點子 and 我有專業技能');
    expect((await page.getByRole('textbox', { name: '專案名稱' }).count()) === 0, 'no form before a choice');
    await shotBoth(t, page, 'projects-editor-chooser');
    await expectNoSeriousA11y(page, '/project/editor (chooser)');

    // Project form: required fields.
    await idea.check();
    const projectName = page.getByRole('textbox', { name: '專案名稱' });
    const headline = page.getByRole('textbox', { name: '一句話介紹' });
    const description = page.getByRole('textbox', { name: '專案描述' });
    const stage = page.getByRole('combobox', { name: '專案階段' });
    const skillsInput = page.getByRole('textbox', { name: '需要的技能' });
    await projectName.fill('   ');
    await page.getByRole('button', { name: '發布專案' }).last().click();
    await expectError(page, projectName, '請輸入專案名稱。', 'blank project name');
    await expectError(page, headline, '請輸入一句話介紹。', 'missing headline');
    await expectError(page, description, '請輸入專案描述。', 'missing description');
    await expectError(page, stage, '請選擇專案階段。', 'missing stage');
    expect(await projectName.evaluate((el) => el === document.activeElement), 'focus moves to the first invalid field');
    await shotBoth(t, page, 'projects-editor-project-form-errors');
    await expectNoSeriousA11y(page, '/project/editor (project form with errors)');

    // Too long, with nothing typed lost.
    await projectName.fill('名'.repeat(101));
    await headline.fill('句'.repeat(101));
    await description.fill('字'.repeat(5001));
    await page.getByRole('button', { name: '發布專案' }).last().click();
    await expectError(page, projectName, '最多 100 個字，請精簡後再試。', 'project name too long');
    await expectError(page, headline, '最多 100 個字，請精簡後再試。', 'headline too long');
    await expectError(page, description, '最多 5000 個字，請精簡後再試。', 'description too long');
    expect((await description.inputValue()).length === 5001, 'the long description is kept as typed');

    // Tags: trimmed, blanks ignored, duplicates refused.
    await skillsInput.fill('  Figma  ');
    await skillsInput.press('Enter');
    await skillsInput.fill('   ');
    await skillsInput.press('Enter');
    await skillsInput.fill('figma');
    await skillsInput.press('Enter');
    await expectError(page, skillsInput, '這一項已經加入了！', 'duplicate skill');
    const chips = page.getByRole('list', { name: '已新增的需要的技能' }).getByRole('listitem');
    expect((await chips.count()) === 1, 'one skill chip after a blank and a duplicate');
    expect(((await chips.first().textContent()) ?? '').replace('×', '').trim() === 'Figma', 'the skill is trimmed');

    // Skills profile form: a member who chose 我有創業點子 has none of its fields yet.
    await skills.check();
    const skillsHeadline = page.getByRole('textbox', { name: '一句話介紹' });
    const bio = page.getByRole('textbox', { name: '自我介紹' });
    await page.getByRole('button', { name: '儲存專業技能檔案' }).click();
    await expectError(page, skillsHeadline, '請輸入一句話介紹。', 'skills headline');
    await expectError(page, bio, '請輸入自我介紹。', 'skills bio');
    const roleGroup = page.getByRole('radiogroup', { name: '創業角色' });
    const availabilityGroup = page.getByRole('radiogroup', { name: '投入程度' });
    await expectError(page, roleGroup, '請選擇你的創業角色。', 'skills role');
    await expectError(page, availabilityGroup, '請選擇投入程度。', 'skills availability');
    const roleValues = await roleGroup.getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(JSON.stringify(roleValues) === JSON.stringify(['technical', 'operations']), `the role is technical or operations only, got ${roleValues}`);
    await shotBoth(t, page, 'projects-editor-skills-form-errors');
    await expectNoSeriousA11y(page, '/project/editor (skills form with errors)');
    await skillsHeadline.fill('長'.repeat(101));
    await bio.fill('長'.repeat(2001));
    await page.getByRole('button', { name: '儲存專業技能檔案' }).click();
    await expectError(page, skillsHeadline, '最多 100 個字，請精簡後再試。', 'skills headline too long');
    await expectError(page, bio, '最多 2000 個字，請精簡後再試。', 'skills bio too long');
    expect(new URL(page.url()).pathname === '/project/editor', 'nothing was saved: still on the editor');
    await profile.close();
  },
};

/**
 * The cross-member journey: a new member registers, onboards, publishes a project; the demo
 * member finds it through Explore projects' filters and applies; the founder accepts.
 *
 * The memory backend keeps its data in the browser profile's localStorage, and a tab is one
 * signed-in member (sessionStorage), so "another person" is a second tab of the same profile.
 */
export const projectCrossMember: Journey = {
  name: 'projects: register → onboard → publish; another member filters, finds and applies; the founder accepts',
  async run(t) {
    const profile = await t.newBrowserProfile('desktop');
    const founder = await t.open(profile, '/');
    const { uid } = await registerFounder(founder, '測試創辦人');
    const projectName = `測試專案-${stamp()}`;

    await founder.getByRole('radio', { name: '我有創業點子' }).check();
    await founder.getByRole('textbox', { name: '專案名稱' }).fill(projectName);
    await founder.getByRole('textbox', { name: '一句話介紹' }).fill('讓瀏覽器測試也能找到好夥伴');
    await founder.getByRole('textbox', { name: '專案描述' }).fill('第一行：我們要做什麼。\n第二行：我們需要誰。');
    await founder.getByRole('combobox', { name: '專案階段' }).selectOption({ label: '原型開發' });
    await founder.getByRole('checkbox', { name: '技術專家' }).check();
    await founder.getByRole('button', { name: '發布專案' }).last().click();
    await founder.waitForURL((url) => url.pathname === '/home', { timeout: 10_000 });
    await founder.getByText('專案發布成功！').first().waitFor();

    // The demo member, in another tab: Explore projects, filters, the card, the project.
    const member = await t.open(profile, '/');
    await login(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await member.goto(t.baseUrl + '/explore-projects');
    await settled(member);
    await member.getByRole('combobox', { name: '夥伴類型' }).selectOption({ label: '技術專家' });
    await member.getByRole('combobox', { name: '專案階段' }).selectOption({ label: '原型開發' });
    const card = member.getByRole('article', { name: projectName });
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('link', { name: /查看詳情/ }).click();
    await member.waitForURL((url) => url.pathname === `/project/${uid}`);
    await member.getByRole('heading', { level: 1, name: projectName }).waitFor();
    await settled(member);
    expect(await member.getByText('原型開發').first().isVisible(), 'the project shows its stage');
    await shotBoth(t, member, 'projects-detail-visitor');
    await expectNoSeriousA11y(member, '/project/{id} (visitor)');
    await member.getByRole('button', { name: '我想加入' }).click();
    await member.getByText('申請已送出！').waitFor();
    await member.getByRole('heading', { name: '你已申請此專案' }).waitFor();
    expect(await member.getByText('申請狀態：審核中').isVisible(), 'the applied note shows the status 審核中');

    // The founder opens the project: the application is there, pending; accept it.
    await founder.goto(t.baseUrl + `/project/${uid}`);
    await founder.getByRole('heading', { level: 1, name: projectName }).waitFor();
    await settled(founder);
    const panel = founder.getByRole('region', { name: '申請名單' });
    await panel.getByText('1 位待審核').waitFor();
    const row = panel.getByRole('listitem').filter({ has: founder.getByRole('link', { name: '林予安' }) });
    await row.getByRole('button', { name: /^接受/ }).waitFor();
    await shotBoth(t, founder, 'projects-detail-owner-applications');
    await expectNoSeriousA11y(founder, '/project/{id} (owner with applications)');
    await row.getByRole('button', { name: /^接受/ }).click();
    const dialog = founder.getByRole('alertdialog');
    await dialog.getByRole('button', { name: '接受' }).click();
    await row.getByText('已接受').waitFor();
    // Nothing left to decide: the count goes, and the row keeps only 傳送訊息.
    await panel.getByText(/位待審核/).waitFor({ state: 'detached' });
    expect((await row.getByRole('button').count()) === 0, 'a decided application has no buttons left');
    expect((await row.getByRole('link', { name: '傳送訊息給林予安' }).count()) === 1, 'the owner can message the applicant');

    // The applicant's open page follows the decision live, with no reload.
    await member.getByText('申請狀態：已接受').waitFor();
    expect(!(await member.getByText('申請狀態：審核中').count()), 'the pending status is gone');
    await shotBoth(t, member, 'projects-detail-applicant-accepted');
    await profile.close();
  },
};

/** Contact us in the browser: validation, the server's message, the text cleared after success. */
export const contactForm: Journey = {
  name: 'projects: contact form validation and the server message',
  async run(t) {
    const profile = await t.newBrowserProfile('desktop');
    const page = await t.open(profile, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto(t.baseUrl + '/contact-us');
    await settled(page);
    await shotBoth(t, page, 'projects-contact');
    const name = page.getByRole('textbox', { name: '姓名/暱稱' });
    const email = page.getByRole('textbox', { name: '電子郵件' });
    const message = page.getByRole('textbox', { name: '訊息內容' });
    await name.fill('');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: '送出' }).click();
    await expectError(page, name, '請輸入姓名/暱稱。', 'contact name');
    await expectError(page, email, '電子郵件格式不正確。', 'contact email');
    await expectError(page, message, '請輸入訊息內容。', 'contact message');
    await expectNoSeriousA11y(page, '/contact-us (errors)');
    await name.fill('瀏覽器測試');
    await email.fill('');
    await message.fill('這是一則測試訊息。');
    await page.getByRole('button', { name: '送出' }).click();
    await page.getByRole('status').filter({ hasText: '已收到你的意見' }).first().waitFor();
    expect((await message.inputValue()) === '', 'the message is cleared after success');
    await profile.close();
  },
};
