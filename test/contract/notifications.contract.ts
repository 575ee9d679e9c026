/** NotificationRepository contract: the bell model, newest first with a limit, own notifications only. */
import type { AppNotification, ChatSummary } from '../../core/domain';
import { bellCount } from '../../core/rules/unread';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, expectBell, expectRejects, newMember, projectInput, quiet, record, withHarness } from './helpers';

export function describeNotificationsContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: NotificationRepository contract`, () => {
    const harness = withHarness(makeHarness);

    it('the bell equals unread chats + unread non-chat notifications, exactly, and never below 0', async () => {
      const h = harness.get();
      const owner = await newMember(h, '專案主', { role: 'idea_holder' });
      await owner.client.projects.saveOwnProject(projectInput());
      const a = await newMember(h, 'A');
      const c = await newMember(h, 'C');

      await a.client.chat.sendMessage(owner.uid, '一');
      await a.client.chat.sendMessage(owner.uid, '二');
      await c.client.chat.sendMessage(owner.uid, '三');
      await c.client.applications.apply(owner.uid);
      await h.settle();

      const notes = record<AppNotification[]>((cb, err) => owner.client.notifications.watchNotifications(20, cb, err));
      const list = await notes.until((l) => l.length === 3);
      // Newest first: the application came last.
      expect(list.map((n) => n.type)).toEqual(['application', 'chat', 'chat']);
      expect(list.every((n) => n.userId === owner.uid && !n.isRead)).toBe(true);
      await expectBell(owner, 4);

      const inbox = await new Promise<ChatSummary[]>((resolve) => {
        const stop = owner.client.chat.watchInbox((rows) => {
          resolve(rows);
          queueMicrotask(() => stop());
        });
      });
      expect(bellCount(inbox, notes.latest())).toBe(4);

      // Open the chat with A: minus its 2.
      await owner.client.chat.markChatRead(a.uid);
      await h.settle();
      await expectBell(owner, 2);
      await notes.until((l) => l.find((n) => n.link === `/chat/${a.uid}`)?.isRead === true);

      // Click the application notification: minus 1, once.
      const application = notes.latest().find((n) => n.type === 'application')!;
      await owner.client.notifications.markRead(application.id);
      await h.settle();
      await expectBell(owner, 1);
      await owner.client.notifications.markRead(application.id);
      await h.settle();
      await expectBell(owner, 1);

      // Clicking C's chat notification marks it read but does not count: opening the chat does.
      const chatC = notes.latest().find((n) => n.link === `/chat/${c.uid}`)!;
      await owner.client.notifications.markRead(chatC.id);
      await h.settle();
      await expectBell(owner, 1);
      await owner.client.chat.markChatRead(c.uid);
      await owner.client.chat.markChatRead(c.uid);
      await owner.client.notifications.markRead(application.id);
      await h.settle();
      await expectBell(owner, 0);
      const final = await notes.until((l) => l.every((n) => n.isRead));
      expect(final).toHaveLength(3);
      notes.stop();
    });

    it('watchNotifications gives the `limit` newest, live', async () => {
      const h = harness.get();
      const b = await newMember(h, 'B');
      const senders = [await newMember(h, 'S1'), await newMember(h, 'S2'), await newMember(h, 'S3')];
      const notes = record<AppNotification[]>((cb, err) => b.client.notifications.watchNotifications(2, cb, err));
      await notes.first();
      expect(notes.values).toEqual([[]]);
      for (const s of senders) {
        await s.client.chat.sendMessage(b.uid, `來自 ${s.name}`);
        await h.settle();
      }
      const two = await notes.until((l) => l.length === 2 && l[0]?.link === `/chat/${senders[2]!.uid}`);
      expect(two.map((n) => n.link)).toEqual([`/chat/${senders[2]!.uid}`, `/chat/${senders[1]!.uid}`]);
      expect(two[0]!.createdAt).toBeGreaterThanOrEqual(two[1]!.createdAt);
      notes.stop();
    });

    // A decision made before the application's notice is written marks a notice not there yet.
    it('marking a notice that is not there is not-found, and the bell stays', async () => {
      const h = harness.get();
      const owner = await newMember(h, 'Owner', { role: 'idea_holder' });
      await expectRejects(owner.client.notifications.markRead('application_nobody_here'), ['not-found']);
      await h.settle();
      await expectBell(owner, 0);
    });

    it('a member cannot read or mark another member’s notifications', async () => {
      const h = harness.get();
      const owner = await newMember(h, 'Owner', { role: 'idea_holder' });
      await owner.client.projects.saveOwnProject(projectInput());
      const a = await newMember(h, 'A');
      await a.client.applications.apply(owner.uid);
      await h.settle();

      const ownerNotes = record<AppNotification[]>((cb, err) =>
        owner.client.notifications.watchNotifications(20, cb, err),
      );
      const [n] = await ownerNotes.until((l) => l.length === 1);
      await expectRejects(a.client.notifications.markRead(n!.id), ['not-found', 'permission-denied']);
      await h.settle();
      await expectBell(owner, 1);
      expect(ownerNotes.latest()[0]?.isRead).toBe(false);

      // A's own list never contains the owner's notification.
      const aNotes = record<AppNotification[]>((cb, err) => a.client.notifications.watchNotifications(20, cb, err));
      await aNotes.first();
      await quiet(h);
      expect(aNotes.latest()).toEqual([]);
      ownerNotes.stop();
      aNotes.stop();
    });

    it('signed-out visitors are refused; unsubscribing stops deliveries', async () => {
      const h = harness.get();
      const b = await newMember(h, 'B');
      const a = await newMember(h, 'A');
      const visitor = await h.newClient();
      const rec = record<AppNotification[]>((cb, err) => visitor.notifications.watchNotifications(20, cb, err));
      await rec.untilError();
      expect(rec.values).toEqual([]);
      rec.stop();
      await expectRejects(visitor.notifications.markRead('chat_x'), SIGNED_OUT);

      const notes = record<AppNotification[]>((cb, err) => b.client.notifications.watchNotifications(20, cb, err));
      await notes.first();
      notes.stop();
      await a.client.chat.sendMessage(b.uid, '哈囉');
      await quiet(h);
      // The first value, and nothing after unsubscribing.
      expect(notes.values).toEqual([[]]);
    });
  });
}
