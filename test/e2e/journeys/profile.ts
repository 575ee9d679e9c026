import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../axe.ts';
import { VIEWPORTS } from '../browser.ts';
import { expect } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { noisyPhoto, storedPicture } from '../noisyPhoto.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

/** A stamp that makes names and emails unique per run. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Screenshots of the page as it is now at phone and desktop width; fails on horizontal overflow. */
async function shotBoth(t: E2EContext, page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(!overflow, `${name} overflows horizontally at ${viewport} width`);
    await t.shot(page, `${name}-${viewport}`);
  }
  if (original) await page.setViewportSize(original);
}

async function expectNoSeriousA11y(page: Page, label: string): Promise<void> {
  const found = await seriousViolations(page, label, 'journey');
  expect(found.length === 0, `axe-core serious/critical on ${label}: ${JSON.stringify(found)}`);
}

/** The error text under a control (its aria-describedby …-error element). */
async function errorUnder(page: Page, control: Locator): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  if (!ids[0]) return '';
  const text = await page.locator(`[id="${ids[0]}"]`).textContent();
  return (text ?? '').replace('⚠', '').trim();
}

/** Waits (up to 5 s) for `message` under the control. */
async function expectError(page: Page, control: Locator, message: string, what: string): Promise<void> {
  let shown = '';
  for (let i = 0; i < 50; i += 1) {
    shown = await errorUnder(page, control);
    if (shown === message) return;
    await page.waitForTimeout(100);
  }
  expect(false, `${what}: expected 「${message}」 under the field, saw 「${shown}」`);
}

/** Waits (up to 5 s) for an alert containing `message`. */
async function expectAlert(page: Page, message: string, what: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  try {
    await alert.first().waitFor({ timeout: 5_000 });
  } catch {
    const seen = await page.getByRole('alert').allTextContents();
    expect(false, `${what}: expected an alert 「${message}」, saw ${JSON.stringify(seen)}`);
  }
}

/**
 * Every picture on the page has its width and height attributes, so its box is reserved before
 * it arrives and nothing below it moves when it does.
 */
async function expectSizedImages(page: Page, label: string, atLeast = 0): Promise<void> {
  const unsized = await page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => !(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0))
      .map((img) => img.outerHTML.slice(0, 160)),
  );
  const count = await page.locator('img').count();
  expect(count >= atLeast, `${label} shows at least ${atLeast} pictures (${count})`);
  expect(unsized.length === 0, `${label}: pictures without width/height: ${JSON.stringify(unsized)}`);
}

/** Registers a new member through the Auth page; returns once the own profile (onboarding) is open. */
async function register(page: Page, name: string): Promise<string> {
  const email = `member-${stamp()}@example.com`;
  await page.getByRole('tab', { name: '註冊' }).click();
  await page.getByLabel('姓名/暱稱').fill(name);
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill('secret123');
  await page.locator('form').getByRole('button', { name: '註冊', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/profile/'), { timeout: 10_000 });
  await settled(page);
  return decodeURIComponent(new URL(page.url()).pathname.replace('/profile/', ''));
}

/**
 * Spec 4 onboarding: a new member lands on their own profile in edit mode; Cancel is blocked;
 * saving without a role is refused; with name, role, city, district and skills it saves and the
 * project editor opens.
 */
export const profileOnboarding: Journey = {
  name: 'profile: register → onboarding edit mode → cancel blocked → role required → save → project editor',
  async run(t) {
    const context = await t.newBrowserProfile('phone');
    const page = await t.open(context, '/');
    const name = `新會員${stamp()}`;
    const uid = await register(page, name);

    await page.getByRole('heading', { level: 1, name: '完成你的個人檔案' }).waitFor();
    const nameField = page.getByRole('textbox', { name: '姓名/暱稱' });
    expect((await nameField.inputValue()) === name, 'the registered name is filled in');
    const role = page.getByRole('combobox', { name: '創業角色' });
    await expectError(page, role, '請務必選擇創業角色', 'the red hint while no role is chosen');
    const save = page.getByRole('button', { name: '儲存', exact: true });
    expect((await save.getAttribute('aria-disabled')) === 'true', 'Save is marked disabled without a role');
    await shotBoth(t, page, 'profile-onboarding');
    await expectNoSeriousA11y(page, `/profile/${uid} (onboarding)`);

    // Cancel is blocked.
    await page.getByRole('button', { name: '取消', exact: true }).click();
    await expectAlert(page, '請先完成個人檔案，才能開始使用平臺。', 'cancel while onboarding');
    expect(new URL(page.url()).pathname === `/profile/${uid}`, 'still on the own profile');
    expect(await nameField.isVisible(), 'still in edit mode');

    // The navigation is disabled: another page sends back to the profile.
    await page.goto(t.baseUrl + '/explore-partners');
    await page.waitForURL((url) => url.pathname === `/profile/${uid}`);
    await page.getByRole('heading', { level: 1, name: '完成你的個人檔案' }).waitFor();

    // Save without a role.
    await page.getByRole('button', { name: '儲存', exact: true }).click({ force: true });
    await expectAlert(page, '請填寫姓名/暱稱並選擇創業角色！', 'saving without a role');
    expect(new URL(page.url()).pathname === `/profile/${uid}`, 'a refused save stays on the profile');

    // Fill in and save.
    await nameField.fill(`${name}（已完成）`);
    await role.selectOption({ label: '我是技術專家' });
    const district = page.getByRole('combobox', { name: '鄉鎮市區' });
    expect(await district.isDisabled(), 'district is disabled before a city');
    await page.getByRole('combobox', { name: '縣市' }).selectOption('臺中市');
    expect(await district.isEnabled(), 'district is enabled after a city');
    await district.selectOption('西屯區');
    const skills = page.getByRole('textbox', { name: '技能專長' });
    await skills.fill('React');
    await skills.press('Enter');
    await skills.fill('  Node.js ');
    await skills.press('Enter');
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/project/editor', { timeout: 10_000 });
    await page.getByText('個人檔案已更新！').first().waitFor();
    await settled(page);

    // The navigation works again and the profile shows what was saved.
    await page.goto(t.baseUrl + `/profile/${uid}`);
    await settled(page);
    await page.getByRole('heading', { level: 1, name: `${name}（已完成）` }).waitFor();
    const main = page.getByRole('main');
    for (const text of ['我是技術專家', '臺中市 西屯區', 'React', 'Node.js']) {
      expect(await main.getByText(text, { exact: true }).first().isVisible(), `the saved profile shows ${text}`);
    }
    expect(await main.getByRole('link', { name: '發布專案' }).isVisible(), 'the owner without a project sees 發布專案');
    await context.close();
  },
};

/** Spec 5 Profile save: every message of the profile form, in the browser. */
export const profileValidation: Journey = {
  name: 'profile: every validation message of the profile form (name/role, duplicate tag, URL, avatar size and type)',
  async run(t) {
    const context = await t.newBrowserProfile('desktop');
    const page = await t.open(context, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto(t.baseUrl + `/profile/${DEMO_MEMBER.uid}`);
    await settled(page);
    await page.getByRole('button', { name: '編輯個人檔案' }).click();
    await page.getByRole('heading', { level: 1, name: '編輯個人檔案' }).waitFor();
    const save = page.getByRole('button', { name: '儲存', exact: true });

    // Name missing.
    const nameField = page.getByRole('textbox', { name: '姓名/暱稱' });
    const original = await nameField.inputValue();
    await nameField.fill('   ');
    await save.click();
    await expectAlert(page, '請填寫姓名/暱稱並選擇創業角色！', 'blank name');
    await expectError(page, nameField, '請輸入姓名/暱稱。', 'blank name');
    expect(await nameField.evaluate((el) => el === document.activeElement), 'focus moves to the name field');
    await shotBoth(t, page, 'profile-edit-errors');
    // A name of characters that draw nothing (a Hangul filler, a zero-width space) is as blank.
    await nameField.fill(original);
    await page.getByRole('alert').filter({ hasText: '請填寫姓名/暱稱並選擇創業角色！' }).waitFor({ state: 'detached' });
    await nameField.fill('\u3164\u200b');
    await save.click();
    await expectAlert(page, '請填寫姓名/暱稱並選擇創業角色！', 'invisible name');
    await expectError(page, nameField, '請輸入姓名/暱稱。', 'invisible name');
    await nameField.fill(original);

    // Role missing.
    const role = page.getByRole('combobox', { name: '創業角色' });
    await role.selectOption('');
    await expectError(page, role, '請務必選擇創業角色', 'no role');
    expect((await save.getAttribute('aria-disabled')) === 'true', 'Save is marked disabled without a role');
    await save.click({ force: true });
    await expectAlert(page, '請填寫姓名/暱稱並選擇創業角色！', 'no role');
    await role.selectOption({ label: '我有創業點子' });
    expect((await save.getAttribute('aria-disabled')) === null, 'Save is enabled again with a role');

    // Duplicate tag (case and spaces ignored), blank ignored.
    const skills = page.getByRole('textbox', { name: '技能專長' });
    const chips = page.getByRole('list', { name: '已新增的技能專長' }).getByRole('listitem');
    const before = await chips.count();
    await skills.fill('   ');
    await skills.press('Enter');
    expect((await chips.count()) === before, 'a blank tag is ignored');
    const existing = ((await chips.first().textContent()) ?? '').replace('×', '').trim();
    await skills.fill(`  ${existing} `);
    await skills.press('Enter');
    await expectError(page, skills, '這一項已經加入了！', 'duplicate skill');
    expect((await chips.count()) === before, 'the duplicate is not added');

    // Bad URLs.
    const website = page.getByRole('textbox', { name: '個人網站' });
    const github = page.getByRole('textbox', { name: 'GitHub' });
    await website.fill('javascript:alert(1)');
    // Plain http: a member who follows it would leave the secure site. (An address typed without a
    // scheme, github.com/me, is saved with https://: the unit tests check it.)
    await github.fill('http://github.com/plain-http');
    await save.click();
    await expectError(page, website, '這不是有效的網址，請輸入像 www.example.tw 或以 https:// 開頭的網址。', 'javascript: URL');
    await expectError(page, github, '這不是有效的網址，請輸入像 www.example.tw 或以 https:// 開頭的網址。', 'plain http URL');
    await expectAlert(page, '請修正標示的欄位後再儲存。', 'bad URL');
    expect((await website.inputValue()) === 'javascript:alert(1)', 'the typed URL is kept');
    await website.fill('');
    await github.fill('');

    // Avatar too large / wrong type / fine.
    const picker = page.getByLabel('選擇圖片');
    await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await expectAlert(page, '檔案大小超過 1MB 限制！', 'avatar over 1 MB');
    await picker.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectAlert(page, '檔案格式僅支援 JPG 或 PNG！', 'avatar GIF');
    // A landscape photo of about 1 MB is stored as a centred square of at most 400 px, in WebP.
    const photo = noisyPhoto(760, 520);
    expect(photo.length > 1_000_000 && photo.length <= 1024 * 1024, `the test photo weighs about 1 MB (${photo.length} bytes)`);
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('大頭貼已上傳！記得按下「儲存」才會更新個人檔案。').waitFor();
    const shown = page.locator('main img[width="96"][height="96"]');
    const stored = await storedPicture(page, (await shown.getAttribute('src')) ?? '');
    console.log(`    avatar: picked ${photo.length} bytes (760 × 520 PNG), stored ${stored.bytes} bytes (${stored.width} × ${stored.height} ${stored.type})`);
    expect(stored.type === 'image/webp', `the avatar is stored as WebP, not ${stored.type}`);
    expect(stored.width === 400 && stored.height === 400, `the avatar is a 400 px square, not ${stored.width} × ${stored.height}`);
    expect(stored.bytes < photo.length / 4, `the stored avatar is much smaller than the photo (${stored.bytes} bytes)`);

    // A file that says PNG but cannot be decoded is refused with its message, never uploaded as it is.
    const broken = Buffer.concat([photo.subarray(0, 64), Buffer.alloc(4096, 7)]);
    await picker.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await expectAlert(page, '無法讀取這張圖片，檔案可能已損毀，請改選其他 JPG 或 PNG 圖片。', 'undecodable avatar');
    expect(!!(await shown.getAttribute('src'))?.startsWith('data:image/webp'), 'the avatar uploaded before stays');

    // A browser whose canvas cannot encode WebP (it gives PNG instead, as the standard says) stores JPEG.
    await page.evaluate(() => {
      const toBlob = HTMLCanvasElement.prototype.toBlob;
      HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
        toBlob.call(this, callback, type === 'image/webp' ? 'image/png' : type, quality);
      };
    });
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('大頭貼已上傳！記得按下「儲存」才會更新個人檔案。').waitFor();
    await page.waitForFunction(() => document.querySelector('main img[width="96"]')?.getAttribute('src')?.startsWith('data:image/jpeg'));
    const fallback = await storedPicture(page, (await shown.getAttribute('src')) ?? '');
    console.log(`    avatar without WebP: stored ${fallback.bytes} bytes (${fallback.width} × ${fallback.height} ${fallback.type})`);
    expect(fallback.type === 'image/jpeg', `without WebP the avatar is stored as JPEG, not ${fallback.type}`);
    expect(fallback.width === 400 && fallback.height === 400, `the JPEG avatar is a 400 px square, not ${fallback.width} × ${fallback.height}`);
    await shotBoth(t, page, 'profile-edit-avatar');
    await expectNoSeriousA11y(page, `/profile/${DEMO_MEMBER.uid} (edit with messages)`);

    // Cancel with changes asks; discarding leaves everything as it was.
    await page.getByRole('button', { name: '取消', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '放棄尚未儲存的變更？' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '放棄變更' }).click();
    await page.getByRole('heading', { level: 1, name: original }).waitFor();
    await context.close();
  },
};

/**
 * Home, Resources, the own profile (view and edit) and another member's profile at 360 and
 * 1280 px, with axe; the banner carousel turns by itself, by its buttons, and links safely.
 */
export const profileScreens: Journey = {
  name: 'profile: Home (carousel), Resources, own profile view/edit, other profile at 360 and 1280 px',
  async run(t) {
    const context = await t.newBrowserProfile('desktop');
    const page = await t.open(context, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto(t.baseUrl + '/home');
    await settled(page);

    // Carousel: autoplay, buttons, dots, safe links.
    const carousel = page.getByRole('region', { name: '精選活動' });
    await carousel.waitFor();
    const current = () => carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
    const first = await current();
    await page.waitForTimeout(3_600);
    expect((await current()) !== first, `the carousel turns by itself within 3 s (still ${first})`);
    await page.getByRole('button', { name: '暫停輪播' }).click();
    await page.getByRole('button', { name: '繼續輪播' }).waitFor();
    await page.mouse.move(0, 0);
    const paused = await current();
    await page.waitForTimeout(3_600);
    expect((await current()) === paused, 'a paused carousel stays');
    await page.getByRole('button', { name: '第 1 張', exact: false }).first().click();
    expect((await current())?.startsWith('第 1 張') === true, 'a dot moves to its slide');
    await page.getByRole('button', { name: '上一張' }).click();
    await page.waitForTimeout(600);
    expect((await current())?.startsWith('第 1 張') === false, 'previous from the first wraps to the last');
    const links = carousel.locator('a');
    for (let i = 0; i < (await links.count()); i += 1) {
      const link = links.nth(i);
      expect((await link.getAttribute('target')) === '_blank', 'banner links open in a new tab');
      expect((await link.getAttribute('rel')) === 'noopener noreferrer', 'banner links have rel=noopener noreferrer');
      expect(/^https?:/.test((await link.getAttribute('href')) ?? ''), 'banner links are http(s)');
    }
    expect(
      (await page.getByRole('region', { name: '認識新夥伴' }).getByRole('article').count()) === 4,
      'four featured members',
    );
    expect(
      (await page.getByRole('region', { name: '實戰加速' }).getByRole('article').count()) <= 3,
      'at most three resources',
    );
    await expectSizedImages(page, '/home', 1);
    await shotBoth(t, page, 'profile-screens-home');
    await expectNoSeriousA11y(page, '/home');

    for (const [route, shot] of [
      ['/resources', 'profile-screens-resources'],
      [`/profile/${DEMO_MEMBER.uid}`, 'profile-screens-own-profile'],
      ['/profile/u-002', 'profile-screens-other-profile'],
      ['/profile/no-such-member', 'profile-screens-missing-profile'],
    ] as const) {
      await page.goto(t.baseUrl + route);
      await settled(page);
      if (route !== '/profile/no-such-member') await expectSizedImages(page, route);
      await shotBoth(t, page, shot);
      await expectNoSeriousA11y(page, route);
    }
    await page.getByRole('heading', { level: 1, name: '找不到這位會員' }).waitFor();

    await page.goto(t.baseUrl + `/profile/${DEMO_MEMBER.uid}`);
    await settled(page);
    await page.getByRole('button', { name: '編輯個人檔案' }).click();
    await page.getByRole('heading', { level: 1, name: '編輯個人檔案' }).waitFor();
    await settled(page);
    await shotBoth(t, page, 'profile-screens-own-profile-edit');
    await expectNoSeriousA11y(page, `/profile/${DEMO_MEMBER.uid} (edit)`);
    await context.close();
  },
};
