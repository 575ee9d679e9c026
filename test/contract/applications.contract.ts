/** ApplicationRepository contract: apply once, never to oneself; only the owner sees and decides. */
import type { Application, AppNotification } from '../../core/domain';
import type { MakeHarness } from './harness';
import {
  SIGNED_OUT,
  expectBell,
  expectRejects,
  newAdmin,
  newMember,
  newMemberWithPhoto,
  projectInput,
  quiet,
  record,
  withHarness,
} from './helpers';

export function describeApplicationsContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: ApplicationRepository contract`, () => {
    const harness = withHarness(makeHarness);

    async function ownerWithProject() {
      const h = harness.get();
      const owner = await newMember(h, '專案主', { role: 'idea_holder' });
      await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
      return owner;
    }

    it('applying creates a pending application and notifies the owner (+1 on the bell)', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const b = await newMemberWithPhoto(h, '申請者', { role: 'technical' });

      const app = await b.client.applications.apply(owner.uid);
      expect(app).toMatchObject({
        projectId: owner.uid,
        applicantId: b.uid,
        applicantName: '申請者',
        applicantAvatar: b.avatarUrl,
        status: 'pending',
      });
      expect(await b.client.applications.getMyApplication(owner.uid)).toMatchObject({ status: 'pending' });

      await h.settle();
      const notes = record<AppNotification[]>((cb, err) => owner.client.notifications.watchNotifications(20, cb, err));
      const list = await notes.until((l) => l.length === 1);
      expect(list[0]).toMatchObject({
        userId: owner.uid,
        type: 'application',
        isRead: false,
        link: `/project/${owner.uid}`,
      });
      expect(list[0]?.message).toContain('申請者');
      expect(list[0]?.message).toContain('共享廚房');
      await expectBell(owner, 1);
      notes.stop();
    });

    it('the owner sees an applicant’s new name and photo once they change them', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const b = await newMember(h, '申請者', { role: 'technical' });
      await b.client.applications.apply(owner.uid);
      const photo = await h.photoUrlOf(b);
      await b.client.users.saveProfile(b.uid, { name: '改過名的申請者', role: 'technical', avatarUrl: photo });
      await h.settle();
      const apps = record<Application[]>((cb, err) => owner.client.applications.watchApplications(owner.uid, cb, err));
      const [row] = await apps.until((l) => l[0]?.applicantName === '改過名的申請者', 30_000);
      expect(row).toMatchObject({ applicantId: b.uid, applicantAvatar: photo });
      apps.stop();
    });

    it('refuses applying to one’s own project, twice, to a missing project, or signed out', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const b = await newMember(h, 'B');
      await expectRejects(owner.client.applications.apply(owner.uid), 'permission-denied');
      await b.client.applications.apply(owner.uid);
      await expectRejects(b.client.applications.apply(owner.uid), ['already-exists', 'permission-denied']);
      await expectRejects(b.client.applications.apply('no-such-project'), ['not-found', 'permission-denied']);
      const visitor = await h.newClient();
      await expectRejects(visitor.applications.apply(owner.uid), SIGNED_OUT);
      await h.settle();
      // Exactly one application, one notification.
      await expectBell(owner, 1);
      expect(await b.client.applications.listMyApplications()).toHaveLength(1);
    });

    it('refuses applying across a block, either way, and to a hidden project: the owner is not notified', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const blocked = await newMember(h, '被封鎖的人');
      const blocker = await newMember(h, '封鎖了專案主的人');
      await owner.client.blocks.block(blocked.uid);
      await blocker.client.blocks.block(owner.uid);
      await expectRejects(blocked.client.applications.apply(owner.uid), ['permission-denied', 'not-found']);
      await expectRejects(blocker.client.applications.apply(owner.uid), ['permission-denied', 'not-found']);
      await h.settle();
      await expectBell(owner, 0);
      expect(await blocked.client.applications.listMyApplications()).toEqual([]);
      expect(await blocker.client.applications.listMyApplications()).toEqual([]);
    });

    it('refuses applying to a project an admin hid', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const reporter = await newMember(h, '檢舉者');
      const admin = await newAdmin(h);
      const report = await reporter.client.reports.createReport({
        targetKind: 'project',
        targetId: owner.uid,
        chatId: '',
        reason: 'scam',
        details: '',
      });
      await admin.client.reports.resolveReport(report.id, 'project_hidden');
      const late = await newMember(h, '晚到的申請者');
      await expectRejects(late.client.applications.apply(owner.uid), ['not-found', 'permission-denied']);
      expect(await late.client.applications.listMyApplications()).toEqual([]);
    });

    it('only the owner watches the applications, live and newest first', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const b = await newMember(h, 'B');
      const c = await newMember(h, 'C');

      const apps = record<Application[]>((cb, err) => owner.client.applications.watchApplications(owner.uid, cb, err));
      await apps.first();
      expect(apps.values).toEqual([[]]);
      await b.client.applications.apply(owner.uid);
      await c.client.applications.apply(owner.uid);
      const two = await apps.until((l) => l.length === 2);
      expect(two.map((a) => a.applicantId)).toEqual([c.uid, b.uid]);

      const snoop = record<Application[]>((cb, err) => b.client.applications.watchApplications(owner.uid, cb, err));
      const e = await snoop.untilError();
      expect((e as { code?: string }).code).toBe('permission-denied');
      expect(snoop.values).toEqual([]);

      const admin = await newAdmin(h);
      const adminSnoop = record<Application[]>((cb, err) =>
        admin.client.applications.watchApplications(owner.uid, cb, err),
      );
      await adminSnoop.untilError();
      expect(adminSnoop.values).toEqual([]);

      apps.stop();
      snoop.stop();
      adminSnoop.stop();
    });

    it('only the owner decides; the applicant is notified; a decision is final', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const b = await newMember(h, 'B');
      const c = await newMember(h, 'C');
      await b.client.applications.apply(owner.uid);
      await c.client.applications.apply(owner.uid);

      await expectRejects(c.client.applications.decide(owner.uid, b.uid, 'rejected'), 'permission-denied');
      await expectRejects(b.client.applications.decide(owner.uid, b.uid, 'accepted'), 'permission-denied');
      const admin = await newAdmin(h);
      await expectRejects(admin.client.applications.decide(owner.uid, b.uid, 'accepted'), 'permission-denied');
      expect((await b.client.applications.getMyApplication(owner.uid))?.status).toBe('pending');
      await expectBell(b, 0);

      await owner.client.applications.decide(owner.uid, b.uid, 'accepted');
      await owner.client.applications.decide(owner.uid, c.uid, 'rejected');
      await h.settle();
      expect((await b.client.applications.getMyApplication(owner.uid))?.status).toBe('accepted');
      expect((await c.client.applications.getMyApplication(owner.uid))?.status).toBe('rejected');

      const bNotes = record<AppNotification[]>((cb, err) => b.client.notifications.watchNotifications(20, cb, err));
      const [decision] = await bNotes.until((l) => l.length === 1);
      expect(decision).toMatchObject({ type: 'application', isRead: false, link: `/project/${owner.uid}` });
      expect(decision?.message).toContain('共享廚房');
      await expectBell(b, 1);
      await expectBell(c, 1);
      bNotes.stop();

      await expect(owner.client.applications.decide(owner.uid, b.uid, 'rejected')).rejects.toBeTruthy();
      expect((await b.client.applications.getMyApplication(owner.uid))?.status).toBe('accepted');
      await expectRejects(owner.client.applications.decide(owner.uid, 'nobody', 'accepted'), [
        'not-found',
        'permission-denied',
      ]);
      await quiet(h);
      await expectBell(b, 1);
    });

    it('a decision across a block is kept but tells the applicant nothing, whichever of the two blocked', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const blockedByOwner = await newMember(h, '被專案主封鎖的申請者');
      const blockerOfOwner = await newMember(h, '封鎖了專案主的申請者');
      await blockedByOwner.client.applications.apply(owner.uid);
      await blockerOfOwner.client.applications.apply(owner.uid);
      await owner.client.blocks.block(blockedByOwner.uid);
      await blockerOfOwner.client.blocks.block(owner.uid);
      await h.settle();
      await owner.client.applications.decide(owner.uid, blockedByOwner.uid, 'rejected');
      await owner.client.applications.decide(owner.uid, blockerOfOwner.uid, 'accepted');
      await h.settle();
      expect((await blockedByOwner.client.applications.getMyApplication(owner.uid))?.status).toBe('rejected');
      expect((await blockerOfOwner.client.applications.getMyApplication(owner.uid))?.status).toBe('accepted');
      await quiet(h);
      await expectBell(blockedByOwner, 0);
      await expectBell(blockerOfOwner, 0);
    });

    it('the applicant watches their own application live: none, pending, then the owner’s decision', async () => {
      const h = harness.get();
      const owner = await ownerWithProject();
      const b = await newMember(h, '申請者', { role: 'technical' });
      const mine = record<Application | null>((cb, err) =>
        b.client.applications.watchMyApplication(owner.uid, cb, err),
      );
      expect(await mine.first()).toBeNull();
      await b.client.applications.apply(owner.uid);
      await mine.until((app) => app?.status === 'pending');
      await owner.client.applications.decide(owner.uid, b.uid, 'accepted');
      const decided = await mine.until((app) => app?.status === 'accepted');
      expect(decided).toMatchObject({ projectId: owner.uid, applicantId: b.uid });
      mine.stop();
      // Signed out, the watch ends with an error, not silence.
      const visitor = await h.newClient();
      const refused = record<Application | null>((cb, err) =>
        visitor.applications.watchMyApplication(owner.uid, cb, err),
      );
      await refused.untilError();
      refused.stop();
    });

    it('lists the member’s own applications newest first', async () => {
      const h = harness.get();
      const o1 = await ownerWithProject();
      const o2 = await newMember(h, 'O2', { role: 'idea_holder' });
      await o2.client.projects.saveOwnProject(projectInput({ projectName: '第二個' }));
      const b = await newMember(h, 'B');
      expect(await b.client.applications.listMyApplications()).toEqual([]);
      await b.client.applications.apply(o1.uid);
      await b.client.applications.apply(o2.uid);
      const mine = await b.client.applications.listMyApplications();
      expect(mine.map((a) => a.projectId)).toEqual([o2.uid, o1.uid]);
      expect(mine.every((a) => a.applicantId === b.uid)).toBe(true);
      expect(await o1.client.applications.getMyApplication(o2.uid)).toBeNull();
    });
  });
}
