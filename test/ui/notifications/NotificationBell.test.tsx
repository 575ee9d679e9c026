/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeedData } from '../../../adapters/memory';
import { emptyProfile } from '../../../core/domain';
import type { AppNotification, Project } from '../../../core/domain';
import { ANN, BEN, CAT, SEED, bellOf, memoryBrowser, renderTab } from '../chat/memoryTabs';
import type { Account, Browser, Tab } from '../chat/memoryTabs';

const SLOW = { timeout: 5000 };
const MINUTE = 60_000;

let browser: Browser;
afterEach(() => {
  jest.useRealTimers();
  browser?.dispose();
});

const PROJECT: Project = {
  id: ANN.uid,
  projectName: '二手教科書循環平臺',
  headline: '讓課本繼續流動',
  description: '以校園為單位的二手教科書交換平臺。',
  stage: 'concept',
  partnersWanted: ['technical'],
  skillsRequired: ['React'],
  ownerId: ANN.uid,
  ownerName: ANN.name,
  ownerAvatar: '',
  createdAt: 1_000,
};

const EXTRA: Account[] = [
  { uid: 'u-d', email: 'd@example.com', password: 'secret123', name: '張家豪' },
  { uid: 'u-e', email: 'e@example.com', password: 'secret123', name: '李佳穎' },
];
const NEWBIE: Account = { uid: 'u-new', email: 'new@example.com', password: 'secret123', name: '新朋友' };

const SEED_WITH_PROJECT: SeedData = {
  users: [
    ...SEED.users,
    ...EXTRA.map((a, i) => ({
      profile: { ...emptyProfile(a.uid, a.name, 100 + i), role: 'technical' as const },
      contact: { email: a.email, phone: '' },
      password: a.password,
    })),
    // No role yet: onboarding.
    {
      profile: emptyProfile(NEWBIE.uid, NEWBIE.name, 50),
      contact: { email: NEWBIE.email, phone: '' },
      password: NEWBIE.password,
    },
  ],
  projects: [PROJECT],
};

/** The site header (the first banner: a page may have a header of its own). */
function siteHeader(): HTMLElement {
  const [first] = screen.getAllByRole('banner');
  if (!first) throw new Error('no site header');
  return first;
}

function bell(name: string | RegExp = /^通知中心/): HTMLElement {
  return within(siteHeader()).getByRole('button', { name });
}

function panel(): HTMLElement {
  return screen.getByRole('dialog', { name: '通知中心' });
}

async function latestOf(tab: Tab): Promise<AppNotification[]> {
  return new Promise((resolve) => {
    const stop = tab.useCases.notifications.watchLatest((items) => {
      resolve(items);
      queueMicrotask(() => stop());
    });
  });
}

async function signedIn(account: Account = ANN, path = '/home', clock?: () => number, strict = false) {
  browser = memoryBrowser(SEED_WITH_PROJECT, clock);
  const tab = await browser.tab(account);
  const view = renderTab(tab, path, { strict });
  await screen.findByRole('heading', { level: 1 }, SLOW);
  await loadPanelCode();
  return { tab, view };
}

/** Mounts the full bell (a click loads it and opens the panel), then closes the panel again. */
async function loadPanelCode() {
  fireEvent.click(bell());
  await screen.findByRole('dialog', { name: '通知中心' }, SLOW);
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '通知中心' })).toBeNull());
}

describe('NotificationBell (spec 2 Header, Notification; 9 Bell count)', () => {
  // First in the file: the panel's code has not been loaded yet by any other test.
  it('loads the panel on first interest: a click made before its code arrives still opens it', async () => {
    browser = memoryBrowser(SEED_WITH_PROJECT);
    const tab = await browser.tab(ANN);
    renderTab(tab, '/home');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell());
    const p = await screen.findByRole('dialog', { name: '通知中心' }, SLOW);
    await waitFor(() => expect(p.contains(document.activeElement)).toBe(true));
    expect(bell().getAttribute('aria-expanded')).toBe('true');
  });

  it('at 0 the bell has no badge; above 0 the badge shows the count', async () => {
    const { tab } = await signedIn();
    const quiet = bell('通知中心');
    expect(quiet.textContent).toBe('');
    expect(quiet.getAttribute('aria-expanded')).toBe('false');

    const ben = await browser.tab(BEN);
    await act(async () => {
      await ben.useCases.projects.apply(ANN.uid);
    });
    await browser.settle();
    expect(await bellOf(tab)).toBe(1);
    const loud = await within(siteHeader()).findByRole('button', { name: '通知中心，1 則未讀' });
    expect(loud.textContent).toBe('1');
  });

  it('opens the 通知中心 panel with focus inside; Esc closes it and returns focus to the bell', async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const p = await screen.findByRole('dialog', { name: '通知中心' });
    expect(bell().getAttribute('aria-controls')).toBe(p.id);
    expect(p.contains(document.activeElement)).toBe(true);
    expect(await within(p).findByText('目前沒有通知')).toBeTruthy();
    expect(within(p).queryByText('全部已讀')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());
  });

  it('closes on a click outside, not on a click inside', async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(bell());
    await screen.findByText('目前沒有通知');
    await user.click(within(panel()).getByText('目前沒有通知'));
    expect(screen.getByRole('dialog', { name: '通知中心' })).toBeTruthy();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The 關閉通知中心 button closes it too.
    await user.click(bell());
    await user.click(within(panel()).getByRole('button', { name: '關閉通知中心' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('lists notifications live; clicking one marks it read, lowers the count and goes to its link (StrictMode)', async () => {
    const user = userEvent.setup();
    const { tab, view } = await signedIn(ANN, '/home', undefined, true);
    await user.click(bell());
    await screen.findByText('目前沒有通知');

    const ben = await browser.tab(BEN);
    await act(async () => {
      await ben.useCases.projects.apply(ANN.uid);
    });
    await browser.settle();
    const item = await within(panel()).findByRole('link', { name: /林志豪 申請加入你的專案「二手教科書循環平臺」/ });
    expect(item.textContent).toContain('未讀，');
    expect(item.textContent).toContain('剛剛');
    expect(item.getAttribute('href')).toBe(`/project/${ANN.uid}`);
    await within(siteHeader()).findByRole('button', { name: '通知中心，1 則未讀' });

    await user.click(item);
    await waitFor(() => expect(view.path()).toBe(`/project/${ANN.uid}`), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    await browser.settle();
    await waitFor(async () => expect(await bellOf(tab)).toBe(0));
    expect((await latestOf(tab)).map((n) => n.isRead)).toEqual([true]);
    await within(siteHeader()).findByRole('button', { name: '通知中心' });

    await user.click(bell());
    const read = await within(panel()).findByRole('link', { name: /林志豪/ });
    expect(read.textContent).not.toContain('未讀');
  });

  it('a chat notification leads to the chat, which reads it and lowers the bell', async () => {
    const user = userEvent.setup();
    const { tab, view } = await signedIn();
    const ben = await browser.tab(BEN);
    const cat = await browser.tab(CAT);
    await act(async () => {
      await ben.useCases.chat.send(ANN.uid, '有空聊聊嗎？');
      await ben.useCases.chat.send(ANN.uid, '想了解你的專案');
      await cat.useCases.projects.apply(ANN.uid);
    });
    await browser.settle();
    await within(siteHeader()).findByRole('button', { name: '通知中心，3 則未讀' });

    await user.click(bell());
    const items = await within(panel()).findAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([`/project/${ANN.uid}`, `/chat/${BEN.uid}`]);
    expect(within(panel()).getByText('3 則未讀')).toBeTruthy();
    await user.click(items[1]!);
    await waitFor(() => expect(view.path()).toBe(`/chat/${BEN.uid}`), SLOW);
    await screen.findByText('想了解你的專案', undefined, SLOW);
    await browser.settle();
    await waitFor(async () => expect(await bellOf(tab)).toBe(1));
    await within(siteHeader()).findByRole('button', { name: '通知中心，1 則未讀' });
  });

  it('says 沒有未讀通知 once every notice is read: a status, not a 全部已讀 that reads as a button', async () => {
    const user = userEvent.setup();
    await signedIn();
    const cat = await browser.tab(CAT);
    await act(async () => {
      await cat.useCases.projects.apply(ANN.uid);
    });
    await browser.settle();
    await user.click(await within(siteHeader()).findByRole('button', { name: '通知中心，1 則未讀' }));
    expect(within(panel()).getByText('1 則未讀')).toBeTruthy();
    await user.click((await within(panel()).findAllByRole('link'))[0]!);
    await browser.settle();
    await within(siteHeader()).findByRole('button', { name: '通知中心' });
    await user.click(bell());
    expect(await within(panel()).findByText('沒有未讀通知')).toBeTruthy();
  });

  it('shows the relative time labels and refreshes them each minute', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    let at = now;
    const { tab } = await signedIn(ANN, '/home', () => at);
    const senders = [BEN, CAT, ...EXTRA];
    const ages = [3 * 24 * 60 * MINUTE, 30 * 60 * MINUTE, 3 * 60 * MINUTE + 5 * MINUTE, 5 * MINUTE + 10_000];
    for (const [i, sender] of senders.entries()) {
      const s = await browser.tab(sender);
      at = now - (ages[i] as number);
      await s.useCases.chat.send(ANN.uid, `訊息${i}`);
    }
    at = now - 20_000;
    const ben = await browser.tab(BEN);
    await ben.useCases.projects.apply(ANN.uid);
    await browser.settle();
    expect((await latestOf(tab)).length).toBe(5);

    await user.click(bell());
    const times = async () =>
      (await within(panel()).findAllByRole('link')).map((a) => a.querySelector('time')?.textContent);
    expect(await times()).toEqual(['剛剛', '5 分鐘前', '3 小時前', '昨天', '3 天前']);
    await user.keyboard('{Escape}');

    // A minute later (the panel's clock ticks while it is open).
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], now: Date.now() });
    fireEvent.click(bell());
    act(() => {
      jest.advanceTimersByTime(MINUTE);
    });
    const labels = within(panel())
      .getAllByRole('link')
      .map((a) => a.querySelector('time')?.textContent);
    expect(labels).toEqual(['1 分鐘前', '6 分鐘前', '3 小時前', '昨天', '3 天前']);
  });

  it('cannot be opened during onboarding', async () => {
    const user = userEvent.setup();
    browser = memoryBrowser(SEED_WITH_PROJECT);
    const newbie = await browser.tab(NEWBIE);
    renderTab(newbie, `/profile/${NEWBIE.uid}`);
    await screen.findAllByRole('banner', undefined, SLOW);
    const b = await within(siteHeader()).findByRole('button', { name: /^通知中心/ }, SLOW);
    await waitFor(() => expect(b.getAttribute('aria-disabled')).toBe('true'));
    await user.click(b);
    expect(screen.queryByRole('dialog', { name: '通知中心' })).toBeNull();
    expect(b.getAttribute('aria-expanded')).toBe('false');
  });

  it('subscribes when first opened and unsubscribes when the bell goes away', async () => {
    const user = userEvent.setup();
    browser = memoryBrowser(SEED_WITH_PROJECT);
    const tab = await browser.tab(ANN);
    const view = renderTab(tab, '/home');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    // session, profile, project existence
    expect(tab.backend.listenerCount()).toBe(3);
    await user.click(bell());
    await screen.findByText('目前沒有通知');
    expect(tab.backend.listenerCount()).toBe(4);
    view.unmount();
    view.session.dispose();
    await browser.settle();
    expect(tab.backend.listenerCount()).toBe(0);
  });
});
