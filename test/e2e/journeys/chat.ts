import type { BrowserContext, Page } from 'playwright-core';
import { expect } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';

/** A demo member (adapters/memory/demo/demoUsers.ts); every demo member's password is demo1234. */
export const DEMO_PARTNER = { email: 'yichun.chen@example.com', password: 'demo1234', uid: 'u-001', name: '陳怡君' };
export const DEMO_MEMBER_NAME = '林予安';

/** The site header (the first banner on the page). */
function siteHeader(page: Page) {
  return page.getByRole('banner').first();
}

/** The bell, whatever its count; its accessible name is 通知中心 or 通知中心，N 則未讀. */
function bell(page: Page) {
  return siteHeader(page).getByRole('button', { name: /^通知中心/ });
}

async function expectBell(page: Page, unread: number, what: string): Promise<void> {
  const name = unread > 0 ? `通知中心，${unread} 則未讀` : '通知中心';
  await siteHeader(page)
    .getByRole('button', { name, exact: true })
    .waitFor({ timeout: 10_000 })
    .catch(async () => {
      const actual = await bell(page).getAttribute('aria-label');
      throw new Error(`${what}: expected the bell to read "${name}", it reads "${actual}"`);
    });
}

function inboxRow(page: Page, name: string) {
  return page.getByRole('list', { name: '對話列表' }).getByRole('link').filter({ hasText: name });
}

async function expectRowBadge(page: Page, name: string, unread: number, what: string): Promise<void> {
  const row = inboxRow(page, name);
  await row.waitFor();
  const badge = row.getByTestId('unread-badge');
  if (unread === 0) {
    await badge.waitFor({ state: 'detached', timeout: 10_000 });
    return;
  }
  await page
    .waitForFunction(
      ([el, n]) => (el as HTMLElement | null)?.textContent?.includes(`${n} 則未讀`) ?? false,
      [await badge.elementHandle({ timeout: 10_000 }), unread] as const,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`${what}: expected ${unread} unread on the row of ${name}, got "${await badge.textContent()}"`);
    });
}

/** Sends with Enter, or with the 傳送 button (a phone's way: the form's own submission). */
async function send(page: Page, text: string, how: 'enter' | 'button' = 'enter'): Promise<void> {
  const input = page.getByRole('textbox', { name: '輸入訊息' });
  await input.fill(text);
  if (how === 'enter') await input.press('Enter');
  else await page.getByRole('button', { name: '傳送' }).click();
  await page.getByRole('log').getByText(text, { exact: true }).waitFor();
  expect((await input.inputValue()) === '', 'the input empties after sending');
  expect((await page.locator('form[aria-busy="true"]').count()) === 0, 'the composer is not left busy after sending');
}

/** Two tabs of one browser (same localStorage, separate sessionStorage), each signed in as a different member. */
async function twoTabs(
  t: E2EContext,
  viewport: 'phone' | 'desktop',
): Promise<{ context: BrowserContext; member: Page; partner: Page }> {
  const context = await t.newBrowserProfile(viewport);
  const member = await t.open(context, '/');
  await login(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const partner = await t.open(context, '/');
  await login(partner, DEMO_PARTNER.email, DEMO_PARTNER.password);
  expect(new URL(partner.url()).pathname === '/home', `the second tab signs in its own member, got ${partner.url()}`);
  return { context, member, partner };
}

/**
 * Two members chatting in two tabs: live delivery both ways, the receiving tab's inbox row badge
 * and bell count, opening the chat zeroes both; blank messages are ignored; screenshots of the
 * chat, the inbox and the open notification panel at 360 and 1280 px.
 */
export const chatTwoTabs: Journey = {
  name: 'chat: two members in two tabs — live delivery, inbox badge and bell count, opening the chat reads it',
  async run(t) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, member, partner } = await twoTabs(t, viewport);

      // The partner waits in the inbox; the member opens the chat from the partner's profile link.
      await partner.goto(t.baseUrl + '/inbox');
      await settled(partner);
      await partner.getByText('還沒有任何對話').waitFor();
      await expectBell(partner, 0, 'before any message');

      await member.goto(t.baseUrl + `/chat/${DEMO_PARTNER.uid}`);
      await settled(member);
      await member.getByRole('heading', { level: 1, name: DEMO_PARTNER.name }).waitFor();
      expect(
        (await member.getByRole('link', { name: '返回我的訊息' }).getAttribute('href')) === '/inbox',
        'the chat has a way back to the inbox',
      );

      // A blank message is ignored.
      const input = member.getByRole('textbox', { name: '輸入訊息' });
      await input.fill('   ');
      await input.press('Enter');
      expect((await member.getByRole('log').locator('li').count()) === 0, 'a blank message sends nothing');

      await send(member, '你好！我在找懂 App 開發的夥伴，方便聊聊嗎？');
      await expectRowBadge(partner, DEMO_MEMBER_NAME, 1, 'after the first message');
      await expectBell(partner, 1, 'after the first message');
      await send(member, '我們正在做長照媒合平臺「照護橋」。', 'button');
      await expectRowBadge(partner, DEMO_MEMBER_NAME, 2, 'after the second message');
      await expectBell(partner, 2, 'after the second message');
      const preview = await inboxRow(partner, DEMO_MEMBER_NAME).textContent();
      expect(preview?.includes('我們正在做長照媒合平臺'), `the row shows the last message, got "${preview}"`);
      await t.shot(partner, `chat-inbox-unread-${viewport}`);

      // The receiving tab's 通知中心 shows the chat notification.
      await bell(partner).click();
      const panel = partner.getByRole('dialog', { name: '通知中心' });
      await panel.waitFor();
      // One row for the conversation, saying it stands for both unread messages (the bell's 2).
      await panel
        .getByRole('link', {
          name: new RegExp(`${DEMO_MEMBER_NAME} 傳了 2 則訊息給你，最新一則：「我們正在做長照媒合平臺`),
        })
        .waitFor();
      await t.shot(partner, `chat-notification-panel-${viewport}`);
      await partner.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // Opening the chat zeroes the row and lowers the bell by the same amount.
      await inboxRow(partner, DEMO_MEMBER_NAME).click();
      await partner.waitForURL((url) => url.pathname === `/chat/${DEMO_MEMBER.uid}`);
      await partner.getByRole('log').getByText('我們正在做長照媒合平臺「照護橋」。').waitFor();
      await expectBell(partner, 0, 'after opening the chat');

      // The reply reaches the member live, and the member's open chat reads it at once.
      await send(partner, '你好！我是工程師，很樂意聊聊。');
      await member.getByRole('log').getByText('你好！我是工程師，很樂意聊聊。').waitFor();
      await expectBell(member, 0, 'a message arriving in the open chat is read at once');

      // And again while the partner's chat stays open: it is read at once there too.
      await send(member, '太好了，這週四晚上方便視訊嗎？');
      await partner.getByRole('log').getByText('太好了，這週四晚上方便視訊嗎？').waitFor();
      await expectBell(partner, 0, 'a message arriving in the open chat is read at once');
      await t.shot(member, `chat-conversation-${viewport}`);
      await t.shot(partner, `chat-conversation-partner-${viewport}`);

      // The connection drops: the header says so, and the chat still fits the screen, its input in view.
      await context.setOffline(true);
      const offline = siteHeader(member).getByText('目前沒有網路連線', { exact: false });
      await offline.waitFor();
      const height = member.viewportSize()!.height;
      const sendButtonBottom = async () => {
        const box = (await member.getByRole('button', { name: '傳送' }).boundingBox())!;
        return box.y + box.height;
      };
      for (let i = 0; i < 20 && (await sendButtonBottom()) > height; i += 1) await member.waitForTimeout(100);
      const bottom = await sendButtonBottom();
      expect(bottom <= height, `the send button stays on screen while offline (its bottom at ${bottom} > ${height})`);
      await t.shot(member, `chat-offline-${viewport}`);
      await context.setOffline(false);
      await offline.waitFor({ state: 'detached' });

      await partner.getByRole('link', { name: '返回我的訊息' }).click();
      await partner.waitForURL((url) => url.pathname === '/inbox');
      await expectRowBadge(partner, DEMO_MEMBER_NAME, 0, 'back in the inbox');
      await settled(partner);
      await t.shot(partner, `chat-inbox-${viewport}`);

      // Yourself and a member who does not exist.
      await member.goto(t.baseUrl + `/chat/${DEMO_MEMBER.uid}`);
      await member.getByRole('heading', { level: 1, name: '你無法傳送訊息給自己。' }).waitFor();
      await member.goto(t.baseUrl + '/chat/u-no-such-member');
      await member.getByRole('heading', { level: 1, name: '找不到這位會員' }).waitFor();
      await context.close();
    }
  },
};

/**
 * An application produces a notification for the project's owner; clicking it marks it read,
 * lowers the bell and leads to the project.
 */
export const applicationNotification: Journey = {
  name: 'notifications: an application notifies the owner; clicking it lowers the bell and opens the project',
  async run(t) {
    const { context, member, partner } = await twoTabs(t, 'desktop');
    await member.goto(t.baseUrl + '/home');
    await settled(member);
    await expectBell(member, 0, 'the owner before the application');

    await partner.goto(t.baseUrl + `/project/${DEMO_MEMBER.uid}`);
    await settled(partner);
    await partner.getByRole('button', { name: '我想加入' }).click();
    await partner.getByText('你已申請此專案').first().waitFor();

    await expectBell(member, 1, 'the owner after the application');
    await bell(member).click();
    const panel = member.getByRole('dialog', { name: '通知中心' });
    const item = panel.getByRole('link', { name: new RegExp(`${DEMO_PARTNER.name} 申請加入你的專案`) });
    await item.waitFor();
    expect(((await item.textContent()) ?? '').includes('未讀'), 'the new notification is marked unread');
    expect(((await item.textContent()) ?? '').includes('剛剛'), 'the new notification is 剛剛');
    await t.shot(member, 'notifications-panel-application-desktop');
    await item.click();
    await member.waitForURL((url) => url.pathname === `/project/${DEMO_MEMBER.uid}`);
    expect((await member.getByRole('dialog', { name: '通知中心' }).count()) === 0, 'the panel closes after a click');
    await expectBell(member, 0, 'the owner after clicking the notification');

    // Read now: no unread mark; a click outside closes the panel.
    await bell(member).click();
    const read = panel.getByRole('link', { name: new RegExp(`${DEMO_PARTNER.name} 申請加入你的專案`) });
    await read.waitFor();
    expect(!((await read.textContent()) ?? '').includes('未讀'), 'the clicked notification is read');
    await member.mouse.click(5, 400);
    await panel.waitFor({ state: 'detached' });
    await context.close();
  },
};
