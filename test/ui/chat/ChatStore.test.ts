/** @jest-environment jest-fixed-jsdom */
import { waitFor } from '@testing-library/react';
import { ChatStore } from '../../../ui/chat/ChatStore';
import { ANN, BEN, bellOf, failingMarkRead, memoryBrowser } from './memoryTabs';
import type { Browser } from './memoryTabs';

let browser: Browser;
let store: ChatStore | null = null;
afterEach(() => {
  store?.stop();
  browser?.dispose();
});

describe('ChatStore marking the chat read', () => {
  it('tries a failed mark-read again until the unread count is zero, saying so while it is behind', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN, failingMarkRead(3));
    const ben = await browser.tab(BEN);
    await ben.useCases.chat.send(ANN.uid, '在嗎？');
    await ben.useCases.chat.send(ANN.uid, '想跟你聊聊專案');
    await browser.settle();
    expect(await bellOf(ann)).toBe(2);

    const notices: (string | null)[] = [];
    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, {
      isVisible: () => true,
      log: () => {},
      readRetryDelaysMs: [5, 5, 5],
    });
    const seen = store;
    const watch = setInterval(() => notices.push(seen.readNotice), 1);
    store.start();
    await waitFor(async () => expect(await bellOf(ann)).toBe(0));
    clearInterval(watch);
    expect(notices).toContain('暫時無法更新已讀狀態，未讀數可能還沒歸零。正在重試…');
    await waitFor(() => expect(seen.readNotice).toBeNull());
  });

  it('stops trying once the chat is closed', async () => {
    browser = memoryBrowser();
    let tries = 0;
    const ann = await browser.tab(ANN, (backend) => ({
      ...backend,
      chat: { ...backend.chat, markChatRead: () => ((tries += 1), Promise.reject(new Error('offline'))) },
    }));
    const ben = await browser.tab(BEN);
    await ben.useCases.chat.send(ANN.uid, '在嗎？');
    await browser.settle();
    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, readRetryDelaysMs: [5] });
    store.start();
    await waitFor(() => expect(tries).toBeGreaterThanOrEqual(3));
    store.stop();
    await new Promise((r) => setTimeout(r, 20));
    const atStop = tries;
    await new Promise((r) => setTimeout(r, 60));
    expect(tries).toBe(atStop);
    expect(await bellOf(ann)).toBe(1);
  });
});
