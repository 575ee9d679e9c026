/** ChatGateway contract: messages, both summaries, unread counts, privacy, live lists. */
import type { AppNotification, ChatMessage, ChatSummary } from '../../core/domain';
import { chatIdOf } from '../../core/domain';
import { chatNotificationText } from '../../core/notifications/notificationTexts';
import type { MakeHarness } from './harness';
import {
  SIGNED_OUT,
  expectBell,
  expectRejects,
  newMember,
  newMemberWithPhoto,
  quiet,
  record,
  withHarness,
} from './helpers';

export function describeChatContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: ChatGateway contract`, () => {
    const harness = withHarness(makeHarness);

    it('a message reaches both members live and updates both summaries', async () => {
      const h = harness.get();
      const a = await newMemberWithPhoto(h, '小明', { role: 'idea_holder' });
      const b = await newMemberWithPhoto(h, '美玲', { role: 'technical' });

      const aMessages = record<ChatMessage[]>((cb, err) => a.client.chat.watchMessages(b.uid, cb, err));
      const bMessages = record<ChatMessage[]>((cb, err) => b.client.chat.watchMessages(a.uid, cb, err));
      await aMessages.first();
      await bMessages.first();
      expect(aMessages.values).toEqual([[]]);
      expect(bMessages.values).toEqual([[]]);

      const sent = await a.client.chat.sendMessage(b.uid, '  你好，想聊聊你的專案  ');
      expect(sent).toMatchObject({ chatId: chatIdOf(a.uid, b.uid), senderId: a.uid, text: '你好，想聊聊你的專案' });
      expect(typeof sent.timestamp).toBe('number');
      await b.client.chat.sendMessage(a.uid, '好啊！');

      const seenByB = await bMessages.until((m) => m.length === 2);
      expect(seenByB.map((m) => [m.senderId, m.text])).toEqual([
        [a.uid, '你好，想聊聊你的專案'],
        [b.uid, '好啊！'],
      ]);
      await aMessages.until((m) => m.length === 2);

      await h.settle();
      const aInbox = record<ChatSummary[]>((cb, err) => a.client.chat.watchInbox(cb, err));
      const bInbox = record<ChatSummary[]>((cb, err) => b.client.chat.watchInbox(cb, err));
      const [aRow] = await aInbox.until((l) => l.length === 1 && l[0]?.lastMessage.text === '好啊！');
      const [bRow] = await bInbox.until((l) => l.length === 1 && l[0]?.lastMessage.text === '好啊！');
      expect(aRow).toMatchObject({
        otherId: b.uid,
        otherName: '美玲',
        otherAvatar: b.avatarUrl,
        unreadCount: 1,
      });
      expect(aRow?.lastMessage.senderId).toBe(b.uid);
      expect(bRow).toMatchObject({
        otherId: a.uid,
        otherName: '小明',
        otherAvatar: a.avatarUrl,
        unreadCount: 1,
      });

      for (const r of [aMessages, bMessages, aInbox, bInbox]) r.stop();
    });

    it('counts unread per conversation and on the bell; opening a chat zeroes only that one', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const c = await newMember(h, 'C');
      const b = await newMember(h, 'B');

      await a.client.chat.sendMessage(b.uid, '第一則');
      await a.client.chat.sendMessage(b.uid, '第二則');
      await c.client.chat.sendMessage(b.uid, '來自 C');
      await h.settle();
      await expectBell(b, 3);

      const inbox = record<ChatSummary[]>((cb, err) => b.client.chat.watchInbox(cb, err));
      const rows = await inbox.until((l) => l.length === 2);
      expect(rows.map((r) => [r.otherId, r.unreadCount])).toEqual([
        [c.uid, 1],
        [a.uid, 2],
      ]);

      await b.client.chat.markChatRead(a.uid);
      await inbox.until((l) => l.find((r) => r.otherId === a.uid)?.unreadCount === 0);
      expect(inbox.latest().find((r) => r.otherId === c.uid)?.unreadCount).toBe(1);
      await expectBell(b, 1);

      // Opening it again changes nothing, and the bell never goes below 0.
      await b.client.chat.markChatRead(a.uid);
      await b.client.chat.markChatRead(c.uid);
      await b.client.chat.markChatRead(c.uid);
      await h.settle();
      await expectBell(b, 0);
      // The senders' own counts are untouched by what they sent.
      await expectBell(a, 0);
      inbox.stop();
    });

    it('keeps one chat notification per conversation, refreshed (and unread again) by each message', async () => {
      const h = harness.get();
      const a = await newMember(h, '小明');
      const b = await newMember(h, 'B');
      await a.client.chat.sendMessage(b.uid, '哈囉');
      await h.settle();
      const notes = record<AppNotification[]>((cb, err) => b.client.notifications.watchNotifications(20, cb, err));
      const [first] = await notes.until((l) => l.length === 1);
      expect(first).toMatchObject({ type: 'chat', isRead: false, link: `/chat/${a.uid}`, userId: b.uid });
      expect(first?.message).toContain('小明');

      await b.client.chat.markChatRead(a.uid);
      await notes.until((l) => l[0]?.isRead === true);

      await a.client.chat.sendMessage(b.uid, '再一則');
      const [again] = await notes.until((l) => l.length === 1 && l[0]?.isRead === false);
      expect(again?.id).toBe(first?.id);
      expect(again!.createdAt).toBeGreaterThanOrEqual(first!.createdAt);
      expect(again?.message).toContain('再一則');
      await expectBell(b, 1);

      // Still unread, a second message: the one row says it stands for both (the bell's 2).
      await a.client.chat.sendMessage(b.uid, '第三則');
      const [both] = await notes.until((l) => l[0]?.message.includes('第三則') === true);
      expect(both?.message).toBe(chatNotificationText('小明', '第三則', 2));
      await expectBell(b, 2);
      notes.stop();
    });

    it('refuses messages to oneself, blank ones, to unknown members, and signed out', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const b = await newMember(h, 'B');
      await expectRejects(a.client.chat.sendMessage(a.uid, '自言自語'), 'permission-denied');
      const blank = await expectRejects(a.client.chat.sendMessage(b.uid, '   '), 'invalid-argument');
      expect((blank as { details: string[] }).details).toContain('required');
      await expectRejects(a.client.chat.sendMessage('no-such-member', '哈囉'), ['not-found', 'permission-denied']);
      const visitor = await h.newClient();
      await expectRejects(visitor.chat.sendMessage(b.uid, '哈囉'), SIGNED_OUT);
      await expectRejects(visitor.chat.markChatRead(b.uid), SIGNED_OUT);
      const rec = record<ChatMessage[]>((cb, err) => visitor.chat.watchMessages(b.uid, cb, err));
      await rec.untilError();
      expect(rec.values).toEqual([]);
      rec.stop();
      const self = record<ChatMessage[]>((cb, err) => a.client.chat.watchMessages(a.uid, cb, err));
      await self.untilError();
      self.stop();
      await h.settle();
      await expectBell(b, 0);
      await expectBell(a, 0);
    });

    it('a third member never sees a conversation between two others', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const b = await newMember(h, 'B');
      const c = await newMember(h, 'C');
      await b.client.chat.sendMessage(c.uid, 'B 給 C 的祕密');
      await c.client.chat.sendMessage(b.uid, 'C 回 B');
      await h.settle();

      const aInbox = record<ChatSummary[]>((cb, err) => a.client.chat.watchInbox(cb, err));
      await aInbox.first();
      expect(aInbox.values).toEqual([[]]);
      const withB = record<ChatMessage[]>((cb, err) => a.client.chat.watchMessages(b.uid, cb, err));
      const withC = record<ChatMessage[]>((cb, err) => a.client.chat.watchMessages(c.uid, cb, err));
      await withB.first();
      await withC.first();
      await quiet(h);
      expect(withB.latest()).toEqual([]);
      expect(withC.latest()).toEqual([]);
      // A opening "a chat with B" resets only A's own counters.
      await a.client.chat.markChatRead(b.uid);
      await h.settle();
      await expectBell(c, 1);
      await expectBell(b, 1);
      for (const r of [aInbox, withB, withC]) r.stop();
    });

    it('the inbox is newest first, live, and silent after unsubscribe', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const b = await newMember(h, 'B');
      const c = await newMember(h, 'C');
      const inbox = record<ChatSummary[]>((cb, err) => a.client.chat.watchInbox(cb, err));
      await b.client.chat.sendMessage(a.uid, '來自 B');
      await inbox.until((l) => l.length === 1);
      await c.client.chat.sendMessage(a.uid, '來自 C');
      await inbox.until((l) => l.length === 2 && l[0]?.otherId === c.uid);
      await b.client.chat.sendMessage(a.uid, 'B 又來了');
      const rows = await inbox.until((l) => l[0]?.otherId === b.uid);
      expect(rows.map((r) => r.otherId)).toEqual([b.uid, c.uid]);
      expect(rows[0]?.lastMessage.timestamp).toBeGreaterThanOrEqual(rows[1]!.lastMessage.timestamp);

      inbox.stop();
      const delivered = inbox.values.length;
      await c.client.chat.sendMessage(a.uid, '沒人在聽');
      await quiet(h);
      expect(inbox.values.length).toBe(delivered);
    });
  });
}
