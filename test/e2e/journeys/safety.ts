import type { BrowserContext, Page } from 'playwright-core';
import { LIMITS } from '../../../core/constants.ts';
import { checkScreen } from '../checkScreen.ts';
import { expect } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';
import { DEMO_PARTNER } from './chat.ts';

const BLOCKED_BY_ME = '你已封鎖對方，無法傳送訊息。';
const BLOCKED_ME = '無法傳送訊息給這位會員。';

/**
 * Two tabs of one browser (the in-browser backend keeps its data in the browser's storage, which
 * the tabs share; each tab has its own session), each signed in as a different member.
 */
async function twoMembers(
  t: E2EContext,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; member: Page; partner: Page }> {
  const context = await t.newBrowserProfile('desktop', colorScheme);
  const member = await t.open(context, '/');
  await login(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const partner = await t.open(context, '/');
  await login(partner, DEMO_PARTNER.email, DEMO_PARTNER.password);
  return { context, member, partner };
}

async function confirmDialog(page: Page, title: string, confirmLabel: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: '輸入訊息' });
  await input.fill(text);
  await input.press('Enter');
}

/** The card titles of Explore partners narrowed to the partner's city and district (one short page). */
async function partnerNamesOnExplore(page: Page, baseUrl: string): Promise<string> {
  await page.goto(baseUrl + `/explore-partners?city=${encodeURIComponent('臺北市')}&district=${encodeURIComponent('信義區')}`);
  await settled(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
  // Cards, or the empty list's message once nobody is left.
  // Other journeys load the machine meanwhile: a slow page gets time, and a wrong one is named.
  const cardsOrEmpty = page.locator('main article h2').first().or(page.getByText('找不到符合條件的夥伴').first());
  await cardsOrEmpty
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const shown = await page.locator('main').first().innerText().catch(() => '(no main)');
      throw new Error(`Explore partners showed neither cards nor the empty list: ${shown.slice(0, 300)}`, { cause: error });
    });
  return (await page.locator('main article h2').allTextContents()).join('、');
}

/**
 * A block stops a chat both ways: the member blocks from the chat, both sides see the chat closed
 * with a plain explanation, the partner leaves the member's explore list, 封鎖名單 lists the
 * partner, and 解除封鎖 opens the chat again. Light and dark, at 360 and 1280 px.
 */
export const blockStopsChat: Journey = {
  name: 'safety: a block stops a chat both ways, shows in 封鎖名單, and 解除封鎖 opens it again',
  async run(t) {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, member, partner } = await twoMembers(t, scheme);

      expect(
        (await partnerNamesOnExplore(member, t.baseUrl)).includes(DEMO_PARTNER.name),
        `${DEMO_PARTNER.name} is on the member's explore list before the block`,
      );

      await member.goto(t.baseUrl + `/chat/${DEMO_PARTNER.uid}`);
      await settled(member);
      await send(member, '你好，想聊聊你的專案。');
      await member.getByRole('log').getByText('你好，想聊聊你的專案。').waitFor();

      await member.getByRole('button', { name: '封鎖', exact: true }).click();
      await confirmDialog(member, `要封鎖${DEMO_PARTNER.name}嗎？`, '封鎖');
      await member.getByText(BLOCKED_BY_ME).waitFor();
      expect((await member.getByRole('textbox', { name: '輸入訊息' }).count()) === 0, 'the blocker’s chat has no input');
      await checkScreen(t, member, `safety-chat-blocked-by-me-${scheme}`);

      await partner.goto(t.baseUrl + `/chat/${DEMO_MEMBER.uid}`);
      await settled(partner);
      await partner.getByRole('log').getByText('你好，想聊聊你的專案。').waitFor();
      await partner.getByText(BLOCKED_ME).waitFor();
      expect((await partner.getByRole('textbox', { name: '輸入訊息' }).count()) === 0, 'the blocked member’s chat has no input');
      await checkScreen(t, partner, `safety-chat-blocked-me-${scheme}`);

      expect(
        !(await partnerNamesOnExplore(member, t.baseUrl)).includes(DEMO_PARTNER.name),
        `${DEMO_PARTNER.name} is gone from the member's explore list after the block`,
      );

      // The partner's profile, seen by the member: the block is said, with 解除封鎖.
      await member.goto(t.baseUrl + `/profile/${DEMO_PARTNER.uid}`);
      await settled(member);
      await member.getByText('你已封鎖這位會員，你們無法互傳訊息。').waitFor();
      await checkScreen(t, member, `safety-profile-blocked-${scheme}`);

      // 封鎖名單, from the member's own profile.
      await member.goto(t.baseUrl + `/profile/${DEMO_MEMBER.uid}`);
      await settled(member);
      // Under a loaded CI machine, the own profile has taken over the default 10 s to draw.
      await member.getByRole('link', { name: '封鎖名單' }).click({ timeout: 30_000 });
      await member.waitForURL((url) => url.pathname === '/blocks');
      await settled(member);
      const list = member.getByRole('list', { name: '你封鎖的會員' });
      await list.getByText(DEMO_PARTNER.name).waitFor();
      // Dated as every date of the product is written.
      await list.getByText(/^封鎖於 \d{4}\/\d{1,2}\/\d{1,2}$/).waitFor();
      await checkScreen(t, member, `safety-block-list-${scheme}`);

      await list.getByRole('button', { name: `解除封鎖${DEMO_PARTNER.name}` }).click();
      await confirmDialog(member, `要解除封鎖${DEMO_PARTNER.name}嗎？`, '解除封鎖');
      await member.getByText('你沒有封鎖任何會員').waitFor();
      await checkScreen(t, member, `safety-block-list-empty-${scheme}`);

      // The chat is open again both ways.
      await partner.reload();
      await settled(partner);
      await send(partner, '收到，我們聊聊吧！');
      await partner.getByRole('log').getByText('收到，我們聊聊吧！').waitFor();
      await member.goto(t.baseUrl + `/chat/${DEMO_PARTNER.uid}`);
      await settled(member);
      await member.getByRole('log').getByText('收到，我們聊聊吧！').waitFor();
      expect((await member.getByText(BLOCKED_BY_ME).count()) === 0, 'the chat no longer says it is blocked');
      await context.close();
    }
  },
};

/**
 * The outreach limit: the member starts LIMITS.OUTREACH_NEW_CHATS_PER_DAY new conversations,
 * the next one is refused with a message that says when new ones are possible again, the text
 * stays, and a reply in a conversation already open still goes through.
 */
export const outreachLimit: Journey = {
  name: `safety: the ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY + 1}th new conversation of the day is refused, saying when more can start`,
  async run(t) {
    const context = await t.newBrowserProfile('desktop');
    const member = await t.open(context, '/');
    await login(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const uids = Array.from({ length: LIMITS.OUTREACH_NEW_CHATS_PER_DAY + 1 }, (_, n) => `u-${String(n + 1).padStart(3, '0')}`);
    for (const uid of uids.slice(0, -1)) {
      await member.goto(t.baseUrl + `/chat/${uid}`);
      await settled(member);
      await send(member, '你好，想認識你！');
      await member.getByRole('log').getByText('你好，想認識你！').waitFor();
      await member.getByText('傳送中…').waitFor({ state: 'detached' });
    }
    const last = uids[uids.length - 1]!;
    await member.goto(t.baseUrl + `/chat/${last}`);
    await settled(member);
    await send(member, '你好，也想認識你！');
    const notice = `今天已開始 ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY} 段新對話，明天 00:00 後可以再開始新的對話。`;
    await member.getByText(notice, { exact: false }).waitFor();
    await member.getByText('未送出').waitFor();
    await t.shot(member, 'safety-outreach-limit-desktop');
    for (const scheme of ['light', 'dark'] as const) {
      await member.emulateMedia({ colorScheme: scheme });
      await checkScreen(t, member, `safety-outreach-limit-${scheme}`);
    }

    // A reply in a conversation that exists is never limited.
    await member.goto(t.baseUrl + `/chat/${uids[0]}`);
    await settled(member);
    await send(member, '補充一下我的專案。');
    await member.getByRole('log').getByText('補充一下我的專案。').waitFor();
    await member.getByText('傳送中…').waitFor({ state: 'detached' });
    expect((await member.getByText('未送出').count()) === 0, 'the reply is sent');
    await context.close();
  },
};

