/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '../../../core/domain';
import { ANN, BEN, CAT, bellOf, failingSend, memoryBrowser, renderTab } from './memoryTabs';
import type { Browser, Tab } from './memoryTabs';

/** The page is a lazily loaded chunk: the first render can take a moment on a busy machine. */
const SLOW = { timeout: 5000 };

let browser: Browser;
afterEach(() => browser?.dispose());

/** Messages of the chat as `tab`'s member sees them, read through the backend. */
async function messagesOf(tab: Tab, otherId: string): Promise<ChatMessage[]> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | null = null;
    let done = false;
    stop = tab.useCases.chat.watchMessages(
      otherId,
      (messages) => {
        done = true;
        resolve(messages);
        stop?.();
      },
      reject,
    );
    if (done) stop();
  });
}

function input(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: '輸入訊息' }) as HTMLTextAreaElement;
}

function log() {
  return within(screen.getByRole('log'));
}

async function openChat(withFailingSend = false) {
  browser = memoryBrowser();
  const ann = await browser.tab(ANN, withFailingSend ? failingSend(1) : undefined);
  const ben = await browser.tab(BEN);
  const view = renderTab(ann, `/chat/${BEN.uid}`);
  await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
  return { ann, ben, view };
}

describe('ChatPage (spec 2 Chat; 4 Unread; 5 Chat)', () => {
  it('shows the partner with a link to their profile and a way back to 我的訊息', async () => {
    await openChat();
    const profileLink = screen.getByRole('link', { name: new RegExp(BEN.name) });
    expect(profileLink.getAttribute('href')).toBe(`/profile/${BEN.uid}`);
    expect(screen.getByRole('link', { name: '返回我的訊息' }).getAttribute('href')).toBe('/inbox');
    expect(document.title).toContain(`與${BEN.name}的對話`);
    expect(log().getByText(`還沒有訊息。打聲招呼，開始和${BEN.name}聊聊吧！`)).toBeTruthy();
  });

  it('delivers live both ways: the partner’s message appears, Enter sends mine', async () => {
    const user = userEvent.setup();
    const { ben } = await openChat();

    await act(async () => {
      await ben.useCases.chat.send(ANN.uid, '嗨，我對你的專案很有興趣！');
    });
    await browser.settle();
    const incoming = await log().findByText('嗨，我對你的專案很有興趣！');
    expect(incoming.closest('li')?.textContent).toContain(`${BEN.name}：`);
    expect(incoming.closest('li')?.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(log().getByRole('heading', { level: 2, name: '今天' })).toBeTruthy();

    await user.type(input(), '太好了，明天聊聊？');
    await user.keyboard('{Enter}');
    expect(input().value).toBe('');
    await browser.settle();
    const mine = await log().findByText('太好了，明天聊聊？');
    expect(mine.closest('li')?.textContent).toContain('你：');
    const seenByBen = await messagesOf(ben, ANN.uid);
    expect(seenByBen.map((m) => [m.senderId, m.text])).toEqual([
      [BEN.uid, '嗨，我對你的專案很有興趣！'],
      [ANN.uid, '太好了，明天聊聊？'],
    ]);
  });

  it('works under React StrictMode (effects run twice): live, and one message listener', async () => {
    const user = userEvent.setup();
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    renderTab(ann, `/chat/${BEN.uid}`, { strict: true });
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    await screen.findByRole('log');
    expect(ann.backend.listenerCount()).toBe(4);
    await act(async () => {
      await ben.useCases.chat.send(ANN.uid, '嚴格模式也收得到');
    });
    await browser.settle();
    expect(await log().findByText('嚴格模式也收得到')).toBeTruthy();
    await user.type(input(), '回覆{Enter}');
    await browser.settle();
    expect((await messagesOf(ben, ANN.uid)).map((m) => m.text)).toEqual(['嚴格模式也收得到', '回覆']);
  });

  it('keeps hostile text inert: markup in a message is shown as text', async () => {
    const { ben } = await openChat();
    await act(async () => {
      await ben.useCases.chat.send(ANN.uid, '<img src=x onerror="alert(1)"><script>alert(2)</script>');
    });
    await browser.settle();
    expect(await log().findByText('<img src=x onerror="alert(1)"><script>alert(2)</script>')).toBeTruthy();
    expect(screen.getByRole('log').querySelector('img, script')).toBeNull();
  });

  it('opens the web addresses in a message with a tap, in a new tab; nothing else becomes a link', async () => {
    const { ben } = await openChat();
    await act(async () => {
      await ben.useCases.chat.send(
        ANN.uid,
        '作品集：https://github.com/ben/portfolio。也可以看 example.com 或 javascript:alert(1)',
      );
    });
    await browser.settle();
    const link = await log().findByRole('link', { name: /https:\/\/github\.com\/ben\/portfolio/ });
    expect(link.getAttribute('href')).toBe('https://github.com/ben/portfolio');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(log().getAllByRole('link')).toHaveLength(1);
    // The words around it stay as typed (the link adds the hint （在新分頁開啟） for screen readers).
    const shown = screen.getByRole('log').textContent ?? '';
    expect(shown).toContain('作品集：https://github.com/ben/portfolio');
    expect(shown).toContain('。也可以看 example.com 或 javascript:alert(1)');
  });

  it('Shift+Enter starts a new line; the 傳送 button sends the whole text', async () => {
    const user = userEvent.setup();
    const { ben } = await openChat();
    await user.type(input(), '第一行');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(input(), '第二行');
    expect(input().value).toBe('第一行\n第二行');
    await user.click(screen.getByRole('button', { name: '傳送' }));
    await browser.settle();
    expect((await messagesOf(ben, ANN.uid)).map((m) => m.text)).toEqual(['第一行\n第二行']);
    expect(input().value).toBe('');
  });

  it('ignores a blank message: nothing is sent, no bubble appears', async () => {
    const user = userEvent.setup();
    const { ben } = await openChat();
    await user.type(input(), '   ');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: '傳送' }));
    await browser.settle();
    expect(await messagesOf(ben, ANN.uid)).toEqual([]);
    expect(screen.getByRole('log').querySelectorAll('li')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not send while an input method is composing (Enter picks the characters)', async () => {
    const { ben } = await openChat();
    fireEvent.change(input(), { target: { value: 'ㄋㄧˇ' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229, isComposing: true });
    await browser.settle();
    expect(await messagesOf(ben, ANN.uid)).toEqual([]);
    expect(input().value).toBe('ㄋㄧˇ');
  });

  it('a message that fails to send keeps its text as a failed bubble; 重新傳送 sends it', async () => {
    const user = userEvent.setup();
    const { ben } = await openChat(true);
    await user.type(input(), '這則一定要送到');
    await user.keyboard('{Enter}');
    await browser.settle();

    const failed = await screen.findByText('未送出');
    const row = failed.closest('li') as HTMLElement;
    expect(within(row).getByText('這則一定要送到')).toBeTruthy();
    expect(screen.getByText('訊息未送出，內容已保留。請檢查網路後按「重新傳送」。').getAttribute('role')).toBe(
      'status',
    );
    expect(await messagesOf(ben, ANN.uid)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '重新傳送這則訊息' }));
    await browser.settle();
    await waitFor(() => expect(screen.queryByText('未送出')).toBeNull());
    expect((await messagesOf(ben, ANN.uid)).map((m) => m.text)).toEqual(['這則一定要送到']);
    expect(log().getAllByText('這則一定要送到')).toHaveLength(1);
  });

  it('a failed message that is left unsent comes back as a bubble next time, apart from what was typed', async () => {
    const user = userEvent.setup();
    browser = memoryBrowser();
    const ann = await browser.tab(ANN, failingSend(1));
    await browser.tab(CAT);
    const first = renderTab(ann, `/chat/${CAT.uid}`);
    await screen.findByRole('heading', { level: 1, name: CAT.name }, SLOW);
    await user.type(input(), '沒送出的話');
    await user.keyboard('{Enter}');
    await screen.findByText('未送出');
    await user.type(input(), '還在打的字');
    first.unmount();

    renderTab(ann, `/chat/${CAT.uid}`);
    await screen.findByRole('heading', { level: 1, name: CAT.name }, SLOW);
    expect(input().value).toBe('還在打的字');
    expect(await screen.findByText('未送出')).toBeTruthy();
    expect(log().getByText('沒送出的話')).toBeTruthy();
  });

  it('what was typed comes back after a reload of the tab, per member and chat; sending clears it', async () => {
    const user = userEvent.setup();
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    await browser.tab(BEN);
    await browser.tab(CAT);
    const first = renderTab(ann, `/chat/${BEN.uid}`);
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    await user.type(input(), '重新整理也不會不見');
    first.unmount();

    // A reload: a new app over the same tab (its sessionStorage) and the same member.
    const reloaded = await browser.tab(ANN);
    const again = renderTab(reloaded, `/chat/${BEN.uid}`);
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    expect(input().value).toBe('重新整理也不會不見');
    again.unmount();

    const other = renderTab(reloaded, `/chat/${CAT.uid}`);
    await screen.findByRole('heading', { level: 1, name: CAT.name }, SLOW);
    expect(input().value).toBe('');
    other.unmount();

    const last = renderTab(reloaded, `/chat/${BEN.uid}`);
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    await user.type(input(), '{Enter}');
    await browser.settle();
    expect(input().value).toBe('');
    expect(await log().findByText('重新整理也不會不見')).toBeTruthy();
    last.unmount();
    renderTab(await browser.tab(ANN), `/chat/${BEN.uid}`);
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    expect(input().value).toBe('');
  });

  it('a message over the limit is refused with a message and stays in the input', async () => {
    const { ben } = await openChat();
    // The counter shows from 80% of the limit on.
    fireEvent.change(input(), { target: { value: '長'.repeat(1599) } });
    expect(screen.queryByText('1599 / 2000 字')).toBeNull();
    fireEvent.change(input(), { target: { value: '長'.repeat(1600) } });
    expect(screen.getByText('1600 / 2000 字')).toBeTruthy();
    const long = '長'.repeat(2001);
    fireEvent.change(input(), { target: { value: long } });
    expect(screen.getByText('2001 / 2000 字')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('最多 2000 個字，請精簡後再試。');
    expect(input().value).toBe(long);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await browser.settle();
    expect(await messagesOf(ben, ANN.uid)).toEqual([]);
  });

  it('opening the chat zeroes its unread count and lowers the bell; new messages while open are read too', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    await ben.useCases.chat.send(ANN.uid, '第一則');
    await ben.useCases.chat.send(ANN.uid, '第二則');
    await browser.settle();
    expect(await bellOf(ann)).toBe(2);

    renderTab(ann, `/chat/${BEN.uid}`);
    await screen.findByText('第二則');
    await browser.settle();
    await waitFor(async () => expect(await bellOf(ann)).toBe(0));
    await waitFor(() => expect(screen.getByRole('button', { name: '通知中心' })).toBeTruthy());

    await act(async () => {
      await ben.useCases.chat.send(ANN.uid, '第三則');
    });
    await browser.settle();
    await screen.findByText('第三則');
    await browser.settle();
    await waitFor(async () => expect(await bellOf(ann)).toBe(0));
    const [row] = await new Promise<{ unreadCount: number }[]>((resolve) => {
      const stop = ann.useCases.chat.watchInbox((rows) => {
        resolve(rows);
        queueMicrotask(stop);
      });
    });
    expect(row?.unreadCount).toBe(0);
  });

  it('chatting with yourself shows a clear message and no input', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    renderTab(ann, `/chat/${ANN.uid}`);
    expect(await screen.findByRole('heading', { level: 1, name: '你無法傳送訊息給自己。' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '探索夥伴' }).getAttribute('href')).toBe(
      '/explore-partners',
    );
  });

  it('a member who does not exist shows 找不到這位會員, as their profile does', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    renderTab(ann, '/chat/u-nobody');
    expect(await screen.findByRole('heading', { level: 1, name: '找不到這位會員' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('separates days: 昨天 then 今天', async () => {
    const day = 86_400_000;
    let offset = -day;
    let last = 0;
    browser = memoryBrowser(undefined, () => (last = Math.max(Date.now() + offset, last + 1)));
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    await ben.useCases.chat.send(ANN.uid, '昨天的訊息');
    offset = 0;
    last = 0;
    await ann.useCases.chat.send(BEN.uid, '今天的回覆');
    renderTab(ann, `/chat/${BEN.uid}`);
    await screen.findByText('今天的回覆');
    const headings = within(screen.getByRole('log'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['昨天', '今天']);
    const yesterdayGroup = screen.getByRole('region', { name: '昨天' });
    expect(within(yesterdayGroup).getByText('昨天的訊息')).toBeTruthy();
  });

  it('unsubscribes its listeners when it unmounts', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    await browser.tab(BEN);
    const view = renderTab(ann, `/chat/${BEN.uid}`);
    await screen.findByRole('heading', { level: 1, name: BEN.name }, SLOW);
    await screen.findByRole('log');
    // session, profile, project existence, and the messages
    expect(ann.backend.listenerCount()).toBe(4);
    view.unmount();
    view.session.dispose();
    await browser.settle();
    expect(ann.backend.listenerCount()).toBe(0);
  });
});
