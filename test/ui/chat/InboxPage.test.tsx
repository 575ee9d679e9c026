/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProfile } from '../../../core/domain';
import type { SeedData } from '../../../adapters/memory';
import { ANN, BEN, CAT, SEED, bellOf, memoryBrowser, renderTab } from './memoryTabs';
import type { Account, Browser } from './memoryTabs';

const SLOW = { timeout: 5000 };
const DAY = 86_400_000;

let browser: Browser;
afterEach(() => browser?.dispose());

/** HH:mm and Y/M/D in Taipei, written independently of core/time. */
function taipei(ts: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ts));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    time: `${get('hour').padStart(2, '0')}:${get('minute')}`,
    date: `${get('year')}/${get('month')}/${get('day')}`,
  };
}

function rows() {
  return within(screen.getByRole('list', { name: '對話列表' })).getAllByRole('link');
}

function rowFor(name: string): HTMLElement {
  const row = rows().find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no inbox row for ${name}`);
  return row;
}

const DAN: Account = { uid: 'u-dan', email: 'dan@example.com', password: 'secret123', name: '張家豪' };
const SEED4: SeedData = {
  users: [
    ...SEED.users,
    {
      profile: { ...emptyProfile(DAN.uid, DAN.name, 500), role: 'operations' },
      contact: { email: DAN.email, phone: '' },
      password: DAN.password,
    },
  ],
};

describe('InboxPage (spec 2 Inbox)', () => {
  it('an empty inbox says so and links to 探索夥伴', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    renderTab(ann, '/inbox');
    expect(await screen.findByText('還沒有任何對話', undefined, SLOW)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: '我的訊息' })).toBeTruthy();
    expect(main.getByRole('link', { name: '探索夥伴' }).getAttribute('href')).toBe('/explore-partners');
  });

  it('lists conversations newest first with name, one-line last message, time label and unread badge', async () => {
    const now = Date.now();
    let at = now - 5 * DAY;
    browser = memoryBrowser(SEED4, () => (at += 1));
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    const cat = await browser.tab(CAT);
    await browser.tab(DAN);

    // Five days ago: Ann wrote to Dan (her own last message).
    await ann.useCases.chat.send(DAN.uid, '我們下週再約');
    const danAt = at;
    // Yesterday: Cat wrote once.
    at = now - DAY;
    await cat.useCases.chat.send(ANN.uid, '昨天的問題');
    // Today: Ben wrote two lines twice.
    at = now - 60_000;
    await ben.useCases.chat.send(ANN.uid, '第一則');
    await ben.useCases.chat.send(ANN.uid, '你好\n想約時間聊聊專案');
    const benAt = at;
    await browser.settle();

    renderTab(ann, '/inbox');
    await screen.findByRole('list', { name: '對話列表' }, SLOW);
    expect(rows().map((r) => r.getAttribute('href'))).toEqual([
      `/chat/${BEN.uid}`,
      `/chat/${CAT.uid}`,
      `/chat/${DAN.uid}`,
    ]);

    const benRow = rowFor(BEN.name);
    expect(benRow.textContent).toContain('你好 想約時間聊聊專案');
    expect(within(benRow).getByText(taipei(benAt).time)).toBeTruthy();
    expect(within(benRow).getByTestId('unread-badge').textContent).toBe('2，2 則未讀');

    const catRow = rowFor(CAT.name);
    expect(within(catRow).getByText('昨天')).toBeTruthy();
    expect(within(catRow).getByTestId('unread-badge').textContent).toContain('1 則未讀');

    const danRow = rowFor(DAN.name);
    expect(within(danRow).getByText(taipei(danAt).date)).toBeTruthy();
    expect(danRow.textContent).toContain('你：我們下週再約');
    expect(within(danRow).queryByTestId('unread-badge')).toBeNull();

    expect(screen.getByRole('button', { name: '通知中心，3 則未讀' })).toBeTruthy();
  });

  it('is live: a new message moves its conversation to the top with its badge', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    const cat = await browser.tab(CAT);
    await ben.useCases.chat.send(ANN.uid, '先到的');
    await cat.useCases.chat.send(ANN.uid, '後到的');
    await browser.settle();
    renderTab(ann, '/inbox');
    await screen.findByRole('list', { name: '對話列表' }, SLOW);
    expect(rows()[0]?.textContent).toContain(CAT.name);

    await act(async () => {
      await ben.useCases.chat.send(ANN.uid, '再補一則');
    });
    await browser.settle();
    await waitFor(() => expect(rows()[0]?.textContent).toContain('再補一則'));
    expect(within(rowFor(BEN.name)).getByTestId('unread-badge').textContent).toContain('2 則未讀');
  });

  it('opening a chat zeroes its badge and lowers the bell by the same amount', async () => {
    const user = userEvent.setup();
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    const cat = await browser.tab(CAT);
    await ben.useCases.chat.send(ANN.uid, '一');
    await ben.useCases.chat.send(ANN.uid, '二');
    await cat.useCases.chat.send(ANN.uid, '三');
    await browser.settle();

    const view = renderTab(ann, '/inbox');
    await screen.findByRole('list', { name: '對話列表' }, SLOW);
    expect(screen.getByRole('button', { name: '通知中心，3 則未讀' })).toBeTruthy();

    await user.click(rowFor(BEN.name));
    await waitFor(() => expect(view.path()).toBe(`/chat/${BEN.uid}`), SLOW);
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    await browser.settle();
    await screen.findByRole('button', { name: '通知中心，1 則未讀' });
    expect(await bellOf(ann)).toBe(1);

    await user.click(screen.getByRole('link', { name: '返回我的訊息' }));
    await screen.findByRole('list', { name: '對話列表' }, SLOW);
    expect(within(rowFor(BEN.name)).queryByTestId('unread-badge')).toBeNull();
    expect(within(rowFor(CAT.name)).getByTestId('unread-badge').textContent).toContain('1 則未讀');
  });

  it('unsubscribes the inbox listener when it unmounts', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const view = renderTab(ann, '/inbox');
    await screen.findByText('還沒有任何對話', undefined, SLOW);
    expect(ann.backend.listenerCount()).toBe(4);
    view.unmount();
    view.session.dispose();
    await browser.settle();
    expect(ann.backend.listenerCount()).toBe(0);
  });
});
