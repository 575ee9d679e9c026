/** @jest-environment jest-fixed-jsdom */
import { waitFor } from '@testing-library/react';
import { DomainError } from '../../../core/domain';
import { ChatStore } from '../../../ui/chat/ChatStore';
import { draftKey } from '../../../ui/stores/sessionDrafts';
import { memoryDrafts } from '../support/memoryDrafts';
import { ANN, BEN, bellOf, failingMarkRead, failingSend, memoryBrowser } from './memoryTabs';
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

describe('ChatStore keeping a failed message across a reload', () => {
  it('brings a failed message back as a failed bubble after a reload, and 重新傳送 stores it once', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN, failingSend(1));
    const ben = await browser.tab(BEN);
    const drafts = memoryDrafts();
    const kept = drafts.kept;
    const first = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, drafts });
    first.start();
    await waitFor(() => expect(first.status).toBe('ready'));
    first.setDraft('這則一定要送到');
    first.send();
    await waitFor(() => expect(first.hasFailed).toBe(true));
    // A reload: the page is gone without stop(), and a new store starts from what was kept.
    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, drafts });
    const reloaded = store;
    expect(reloaded.outgoing.map((o) => [o.text, o.state])).toEqual([['這則一定要送到', 'failed']]);
    expect(reloaded.sendNotice).toBe('訊息未送出，內容已保留。請檢查網路後按「重新傳送」。');
    reloaded.start();
    await waitFor(() => expect(reloaded.status).toBe('ready'));
    reloaded.resend(reloaded.outgoing[0]!.key);
    await waitFor(() => expect(reloaded.outgoing).toEqual([]));
    await browser.settle();
    const texts = await new Promise<string[]>((resolve) => {
      const stop = ben.useCases.chat.watchMessages(ANN.uid, (m) => {
        resolve(m.map((x) => x.text));
        queueMicrotask(stop);
      });
    });
    expect(texts).toEqual(['這則一定要送到']);
    expect(kept.size).toBe(0);
  });
});

describe('ChatStore keeping what is on its way when the chat is left', () => {
  it('a message still sending when the member leaves comes back as a bubble; sent again, it is stored once', async () => {
    browser = memoryBrowser();
    let release: (() => void) | null = null;
    const ann = await browser.tab(ANN, (backend) => ({
      ...backend,
      chat: {
        ...backend.chat,
        // A slow line: the first message's answer never comes back to this page.
        sendMessage: (receiverId, text, clientId) =>
          release === null
            ? new Promise((_, reject) => (release = () => reject(new DomainError('unavailable'))))
            : backend.chat.sendMessage(receiverId, text, clientId),
      },
    }));
    const ben = await browser.tab(BEN);
    const drafts = memoryDrafts();
    const first = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, drafts });
    first.start();
    await waitFor(() => expect(first.status).toBe('ready'));
    first.setDraft('路上的訊息');
    first.send();
    expect(first.outgoing.map((o) => o.state)).toEqual(['sending']);
    const key = first.outgoing[0]!.key;
    first.stop();

    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, drafts });
    const back = store;
    back.start();
    await waitFor(() => expect(back.status).toBe('ready'));
    expect(back.outgoing.map((o) => [o.key, o.text])).toEqual([[key, '路上的訊息']]);
    expect(back.draft).toBe('');
    // The first page's send fails after it was left: nothing is written behind the new page.
    release!();
    await new Promise((r) => setTimeout(r, 10));
    back.setDraft('新打的字');
    expect(back.outgoing.map((o) => o.text)).toEqual(['路上的訊息']);

    back.resend(key);
    await waitFor(() => expect(back.outgoing).toEqual([]));
    await browser.settle();
    const texts = await new Promise<string[]>((resolve) => {
      const stop = ben.useCases.chat.watchMessages(ANN.uid, (m) => {
        resolve(m.map((x) => x.text));
        queueMicrotask(stop);
      });
    });
    expect(texts).toEqual(['路上的訊息']);
    expect(back.draft).toBe('新打的字');
  });

  it('a kept message the conversation already holds is not shown as unsent', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    await browser.tab(BEN);
    const drafts = memoryDrafts();
    const first = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, drafts });
    first.start();
    await waitFor(() => expect(first.status).toBe('ready'));
    first.setDraft('其實送到了');
    first.send();
    // The page goes away (a reload) just as the message is delivered: it is still kept...
    const outgoingKey = draftKey('chatOutgoing', ANN.uid, BEN.uid);
    const kept = drafts.load(outgoingKey);
    expect(kept).not.toBeNull();
    await waitFor(() => expect(first.outgoing).toEqual([]));
    first.stop();
    drafts.save(outgoingKey, kept);

    // ...and the next page finds it delivered: no 未送出 bubble, no notice.
    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {}, drafts });
    const back = store;
    back.start();
    await waitFor(() => expect(back.status).toBe('ready'));
    await waitFor(() => expect(back.outgoing).toEqual([]));
    expect(back.sendNotice).toBeNull();
    expect(back.timeline.map((e) => (e.kind === 'message' ? e.message.text : `unsent ${e.outgoing.text}`))).toEqual(['其實送到了']);
  });
});

describe('ChatStore and blocks', () => {
  it('closes the chat both ways once either member blocks, says which, and opens again on undo', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {} });
    const annChat = store;
    const benChat = new ChatStore(ben.useCases, BEN.uid, ANN.uid, { isVisible: () => true, log: () => {} });
    annChat.start();
    benChat.start();
    await waitFor(() => expect(annChat.canSend && benChat.canSend).toBe(true));

    expect(await annChat.block()).toBe(true);
    expect(annChat.blockState).toBe('blocked-by-me');
    expect(annChat.canSend).toBe(false);

    // Ben's chat was open before the block: his message is refused, and the chat then says why.
    benChat.setDraft('你還在嗎？');
    expect(benChat.send()).toBe(true);
    await waitFor(() => expect(benChat.blockState).toBe('blocked-me'));
    expect(benChat.canSend).toBe(false);
    expect(benChat.hasFailed).toBe(true);

    expect(await annChat.unblock()).toBe(true);
    expect(annChat.blockState).toBe('none');
    benChat.stop();
    benChat.start();
    await waitFor(() => expect(benChat.canSend).toBe(true));
    benChat.stop();
  });

  it('says when new conversations can start again when the outreach limit refuses a message', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN, (backend) => ({
      ...backend,
      chat: {
        ...backend.chat,
        sendMessage: () => Promise.reject(new DomainError('resource-exhausted', 'outreach-limit')),
      },
    }));
    await browser.tab(BEN);
    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {} });
    const chat = store;
    chat.start();
    await waitFor(() => expect(chat.canSend).toBe(true));
    chat.setDraft('你好，想認識你');
    chat.send();
    await waitFor(() =>
      expect(chat.sendNotice).toBe('今天已開始 10 段新對話，明天 00:00 後可以再開始新的對話。已經在進行的對話可以照常回覆。'),
    );
    expect(chat.outgoing.map((o) => [o.text, o.state])).toEqual([['你好，想認識你', 'failed']]);
  });
});

describe('ChatStore with a partner who deleted their account', () => {
  it('keeps the conversation readable and closed to new messages; a wrong address stays not found', async () => {
    browser = memoryBrowser();
    const ann = await browser.tab(ANN);
    const ben = await browser.tab(BEN);
    await ben.useCases.chat.send(ANN.uid, '我要刪除帳號了');
    await browser.settle();
    await ben.useCases.myData.deleteMyAccount('刪除帳號');
    await browser.settle();

    store = new ChatStore(ann.useCases, ANN.uid, BEN.uid, { isVisible: () => true, log: () => {} });
    const seen = store;
    store.start();
    await waitFor(() => expect(seen.status).toBe('ready'));
    expect(seen.partnerDeleted).toBe(true);
    expect(seen.messages.map((m) => m.text)).toEqual(['我要刪除帳號了']);
    expect(seen.canSend).toBe(false);
    seen.setDraft('還在嗎？');
    expect(seen.send()).toBe(false);
    store.stop();

    store = new ChatStore(ann.useCases, ANN.uid, 'u-nobody', { isVisible: () => true, log: () => {} });
    const nobody = store;
    store.start();
    await waitFor(() => expect(nobody.status).toBe('not-found'));
    expect(nobody.partnerDeleted).toBe(false);
  });
});
