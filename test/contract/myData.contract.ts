/**
 * MyDataGateway contract (個人資料保護法): a member downloads everything the platform holds about
 * them, and deletes their account; afterwards nothing of theirs remains readable, except the
 * messages they sent, which stay in the other member's chat from no one.
 */
import type { AppNotification, ChatMessage, ChatSummary } from '../../core/domain';
import { ACCOUNT_DELETION_WORD } from '../../core/domain';
import type { MakeHarness } from './harness';
import {
  PASSWORD,
  SIGNED_OUT,
  eventually,
  expectBell,
  expectRejects,
  imageFile,
  newAdmin,
  newMember,
  projectInput,
  record,
  withHarness,
} from './helpers';

/** Each test sets up three members, a project each side and a conversation: on the emulators that takes a while. */
const SLOW_MS = 120_000;
/**
 * How long a server-side effect may take to show: on the emulators the message trigger (which
 * writes the summaries the download finds conversations by) can lag on a busy machine.
 */
const EFFECTS_MS = 30_000;

export function describeMyDataContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: MyDataGateway contract`, () => {
    const harness = withHarness(makeHarness);

    /** A (idea holder, with a project) and B exchange messages; B applies to A's project; A applies to C's. */
    async function world() {
      const h = harness.get();
      const a = await newMember(h, '資料主人', { role: 'idea_holder', headline: '想找技術夥伴' });
      const b = await newMember(h, '對話夥伴', { role: 'technical' });
      const c = await newMember(h, '另一位創辦人', { role: 'idea_holder' });
      await a.client.projects.saveOwnProject(projectInput({ projectName: '資料主人的專案' }));
      await c.client.projects.saveOwnProject(projectInput({ projectName: '別人的專案' }));
      await b.client.applications.apply(a.uid);
      await a.client.applications.apply(c.uid);
      const sent = await a.client.chat.sendMessage(b.uid, '你好，我是資料主人');
      await b.client.chat.sendMessage(a.uid, '你好，我是對話夥伴');
      await h.settle();
      return { h, a, b, c, sent };
    }

    /** A reports C's project and blocks C. */
    async function aReportsAndBlocksC({ a, c }: Awaited<ReturnType<typeof world>>) {
      const report = await a.client.reports.createReport({
        targetKind: 'project',
        targetId: c.uid,
        chatId: '',
        reason: 'scam',
        details: '要求先匯款',
      });
      await a.client.blocks.block(c.uid);
      return report;
    }

    it('gives the member every section of their own data, and only theirs', async () => {
      const w = await world();
      const { h, a, b, c } = w;
      const g = a.client.myData;
      expect(await g.readProfile()).toMatchObject({ uid: a.uid, name: '資料主人', headline: '想找技術夥伴' });
      expect(await g.readContact()).toEqual({ email: a.email, phone: '' });
      expect(await g.readProject()).toMatchObject({ id: a.uid, projectName: '資料主人的專案' });
      expect((await g.readApplicationsMade()).map((x) => [x.projectId, x.applicantId])).toEqual([[c.uid, a.uid]]);
      expect((await g.readApplicationsReceived()).map((x) => [x.projectId, x.applicantId])).toEqual([[a.uid, b.uid]]);
      await eventually(async () =>
        expect((await g.readMessages()).map((m) => [m.senderId, m.text])).toEqual([
          [a.uid, '你好，我是資料主人'],
          [b.uid, '你好，我是對話夥伴'],
        ]),
        EFFECTS_MS,
      );
      await eventually(async () => {
        const types = (await g.readNotifications()).map((n) => n.type).sort();
        expect(types).toEqual(['application', 'chat']);
      }, EFFECTS_MS);
      expect(await g.readAssessmentSubmissions()).toEqual([]);
      expect(await g.readAssessmentResults()).toEqual([]);
      const report = await aReportsAndBlocksC(w);
      expect((await g.readReportsMade()).map((r) => [r.id, r.reporterId, r.targetId, r.details])).toEqual([
        [report.id, a.uid, c.uid, '要求先匯款'],
      ]);
      expect((await g.readBlocksMade()).map((x) => [x.blockerId, x.blockedId])).toEqual([[a.uid, c.uid]]);
      // C was blocked and reported: neither is C's record to download.
      expect(await c.client.myData.readReportsMade()).toEqual([]);
      expect(await c.client.myData.readBlocksMade()).toEqual([]);

      // B's download holds B's records, none of A's private ones.
      expect(await b.client.myData.readContact()).toEqual({ email: b.email, phone: '' });
      expect(await b.client.myData.readProject()).toBeNull();
      expect((await b.client.myData.readApplicationsMade()).map((x) => x.projectId)).toEqual([a.uid]);

      const visitor = await h.newClient();
      await expectRejects(visitor.myData.readProfile(), SIGNED_OUT);
      await expectRejects(visitor.myData.readMessages(), SIGNED_OUT);
    }, SLOW_MS);

    it('deletes the account only with the confirmation word; visitors cannot delete anything', async () => {
      const { h, a } = await world();
      await expectRejects(a.client.myData.deleteAccount('delete'), 'invalid-argument');
      await expectRejects(a.client.myData.deleteAccount(''), 'invalid-argument');
      expect(await a.client.users.getUser(a.uid)).not.toBeNull();
      const visitor = await h.newClient();
      await expectRejects(visitor.myData.deleteAccount(ACCOUNT_DELETION_WORD), SIGNED_OUT);
      expect(await a.client.projects.getProject(a.uid)).not.toBeNull();
    });

    it('removes other members’ notices of the member, even once the applications behind them are gone', async () => {
      const h = harness.get();
      const a = await newMember(h, '要離開的申請人', { role: 'technical', headline: '全端工程師' });
      const c = await newMember(h, '專案主人', { role: 'idea_holder' });
      const d = await newMember(h, '另一位申請人', { role: 'operations' });
      await c.client.projects.saveOwnProject(projectInput({ projectName: '會被刪除的專案' }));
      await a.client.projects.saveOwnProject(projectInput({ projectName: '申請人的專案' }));
      // C is told that A applied; D is told that A's project accepted them.
      await a.client.applications.apply(c.uid);
      await d.client.applications.apply(a.uid);
      await h.settle();
      await a.client.applications.decide(a.uid, d.uid, 'accepted');
      await h.settle();
      await expectBell(c, 1);
      await expectBell(d, 1);
      // An admin deletes both projects, and their applications go with them.
      const admin = await newAdmin(h);
      await admin.client.projects.deleteProject(c.uid);
      await admin.client.projects.deleteProject(a.uid);
      await h.settle();
      await eventually(async () => expect(await a.client.applications.listMyApplications()).toEqual([]), 10_000);

      await a.client.myData.deleteAccount(ACCOUNT_DELETION_WORD);
      await h.settle();
      for (const other of [c, d]) {
        const notes = record<AppNotification[]>((cb, err) => other.client.notifications.watchNotifications(20, cb, err));
        expect(await notes.until((l) => l.length === 0, EFFECTS_MS)).toEqual([]);
        notes.stop();
        await expectBell(other, 0);
      }
    }, SLOW_MS);

    it('removes everything of the member; their messages stay in the partner’s chat from no one', async () => {
      const w = await world();
      const { h, a, b, c, sent } = w;
      // A blocked someone, was blocked, made a report and was reported (as a member, for the
      // project and for a message): each of those records names A.
      await aReportsAndBlocksC(w);
      await c.client.blocks.block(a.uid);
      await b.client.reports.createReport({ targetKind: 'message', targetId: sent.id, chatId: sent.chatId, reason: 'spam', details: '' });
      await c.client.reports.createReport({ targetKind: 'project', targetId: a.uid, chatId: '', reason: 'scam', details: '' });
      await b.client.reports.createReport({ targetKind: 'member', targetId: a.uid, chatId: '', reason: 'other', details: '' });
      const admin = await newAdmin(h);
      const before = await admin.client.admin.countUsers();

      await a.client.myData.deleteAccount(ACCOUNT_DELETION_WORD);
      expect(a.client.auth.currentSession()).toBeNull();
      await h.settle();

      expect(await admin.client.admin.countUsers()).toBe(before - 1);
      expect(await b.client.users.getUser(a.uid)).toBeNull();
      expect(await b.client.projects.getProject(a.uid)).toBeNull();
      expect(await c.client.applications.getMyApplication(a.uid)).toBeNull();
      const cApplicants = record((cb, err) => c.client.applications.watchApplications(c.uid, cb, err));
      expect(await cApplicants.first()).toEqual([]);
      cApplicants.stop();
      expect((await b.client.applications.listMyApplications()).map((x) => x.projectId)).toEqual([]);
      // C's notice that A applied to C's project goes with A, and C's bell with it.
      const cNotes = record<AppNotification[]>((cb, err) => c.client.notifications.watchNotifications(20, cb, err));
      expect(await cNotes.until((l) => l.length === 0, EFFECTS_MS)).toEqual([]);
      cNotes.stop();
      await expectBell(c, 0);

      // The partner keeps the conversation: both messages, the summary naming no one.
      const messages = record<ChatMessage[]>((cb, err) => b.client.chat.watchMessages(a.uid, cb, err));
      expect((await messages.until((m) => m.length === 2, EFFECTS_MS)).map((m) => [m.senderId, m.text])).toEqual([
        [a.uid, '你好，我是資料主人'],
        [b.uid, '你好，我是對話夥伴'],
      ]);
      messages.stop();
      const inbox = record<ChatSummary[]>((cb, err) => b.client.chat.watchInbox(cb, err));
      const [row] = await inbox.until((l) => l.length === 1 && l[0]?.otherName === '', EFFECTS_MS);
      expect(row).toMatchObject({ otherId: a.uid, otherName: '', otherAvatar: '' });
      inbox.stop();
      await expectRejects(b.client.chat.sendMessage(a.uid, '還在嗎？'), ['not-found', 'permission-denied']);

      // The old sign-in is gone.
      const again = await h.newClient();
      await expectRejects(again.auth.signIn(a.email, PASSWORD), ['auth/invalid-credential', 'auth/user-not-found']);

      // Nothing else anywhere names the member.
      await eventually(async () => {
        const left = await h.recordsNaming(a.uid);
        expect(left.filter((r) => r.kind === 'other')).toEqual([]);
        expect(left.filter((r) => r.kind === 'message')).toHaveLength(2);
      }, 10_000);
    }, SLOW_MS);
  });
}

/** The member's uploaded avatar goes with the account (needs file storage, like the FileStorage contract). */
export function describeMyDataFilesContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: MyDataGateway contract, uploaded images`, () => {
    const harness = withHarness(makeHarness);

    it('removes the member’s uploaded avatar', async () => {
      const h = harness.get();
      const a = await newMember(h, '有頭像的會員', { role: 'technical' });
      const url = await a.client.storage.uploadAvatar(imageFile());
      await a.client.users.saveProfile(a.uid, { name: '有頭像的會員', role: 'technical', avatarUrl: url });
      expect((await h.recordsNaming(a.uid)).length).toBeGreaterThan(0);
      await a.client.myData.deleteAccount(ACCOUNT_DELETION_WORD);
      await h.settle();
      await eventually(async () => expect(await h.recordsNaming(a.uid)).toEqual([]), 10_000);
    });
  });
}
