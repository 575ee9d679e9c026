/**
 * ReportRepository contract, and the hidden projects it leads to: members report others' members,
 * projects and messages, once while open; only admins list and resolve; a hidden project is seen
 * by its owner and the admins only.
 */
import { LIMITS } from '../../core/constants';
import type { ChatMessage, ReportInput } from '../../core/domain';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, expectRejects, newAdmin, newMember, projectInput, withHarness } from './helpers';

function aboutProject(id: string, overrides: Partial<ReportInput> = {}): ReportInput {
  return { targetKind: 'project', targetId: id, chatId: '', reason: 'scam', details: '要求先匯款', ...overrides };
}

export function describeReportsContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: ReportRepository contract`, () => {
    const harness = withHarness(makeHarness);

    it('reports a member, a project and a message with a copy of what was reported', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const a = await newMember(h, '阿明', { role: 'technical', headline: '全端工程師' });
      const b = await newMember(h, '小華', { role: 'idea_holder', headline: '' });
      await b.client.projects.saveOwnProject(projectInput({ projectName: '可疑專案' }));
      const sent = await b.client.chat.sendMessage(a.uid, '先匯款給我');

      const aboutMember = await a.client.reports.createReport({
        targetKind: 'member',
        targetId: b.uid,
        chatId: 'ignored',
        reason: 'impersonation',
        details: '  冒用別人的照片  ',
      });
      expect(aboutMember).toMatchObject({
        targetKind: 'member',
        targetId: b.uid,
        chatId: '',
        reason: 'impersonation',
        details: '冒用別人的照片',
        reporterId: a.uid,
        reporterName: '阿明',
        targetOwnerId: b.uid,
        targetExcerpt: '小華',
        status: 'open',
        resolvedAt: null,
      });
      const aboutProjectReport = await a.client.reports.createReport(aboutProject(b.uid));
      expect(aboutProjectReport).toMatchObject({ targetOwnerId: b.uid, targetExcerpt: '可疑專案' });
      const aboutMessage = await a.client.reports.createReport({
        targetKind: 'message',
        targetId: sent.id,
        chatId: sent.chatId,
        reason: 'spam',
        details: '',
      });
      expect(aboutMessage).toMatchObject({ targetOwnerId: b.uid, targetExcerpt: '先匯款給我', chatId: sent.chatId });
      const byB = await b.client.reports.createReport({
        targetKind: 'member',
        targetId: a.uid,
        chatId: '',
        reason: 'other',
        details: '',
      });
      expect(byB.targetExcerpt).toBe('阿明 — 全端工程師');

      expect((await a.client.reports.listMyReports()).map((r) => r.id).sort()).toEqual(
        [aboutMember.id, aboutProjectReport.id, aboutMessage.id].sort(),
      );
      // The reported member never reads the reports about them.
      expect((await b.client.reports.listMyReports()).map((r) => r.id)).toEqual([byB.id]);
      const open = await admin.client.reports.listReports({ status: 'open', limit: 10 });
      expect(open.items.map((r) => r.id).sort()).toEqual([aboutMember.id, aboutProjectReport.id, aboutMessage.id, byB.id].sort());
    });

    it('refuses reports of oneself or of one\'s own content, of others\' chats, and invalid input', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'idea_holder' });
      const b = await newMember(h, 'B');
      const c = await newMember(h, 'C');
      await a.client.projects.saveOwnProject(projectInput());
      const mine = await a.client.chat.sendMessage(b.uid, '你好');
      await expectRejects(
        a.client.reports.createReport({ targetKind: 'member', targetId: a.uid, chatId: '', reason: 'spam', details: '' }),
        'permission-denied',
      );
      await expectRejects(a.client.reports.createReport(aboutProject(a.uid)), 'permission-denied');
      await expectRejects(
        a.client.reports.createReport({ targetKind: 'message', targetId: mine.id, chatId: mine.chatId, reason: 'spam', details: '' }),
        'permission-denied',
      );
      // A chat that is not theirs.
      await expectRejects(
        c.client.reports.createReport({ targetKind: 'message', targetId: mine.id, chatId: mine.chatId, reason: 'spam', details: '' }),
        'permission-denied',
      );
      await expectRejects(b.client.reports.createReport(aboutProject(a.uid, { details: '長'.repeat(501) })), 'invalid-argument');
      await expectRejects(
        b.client.reports.createReport(aboutProject(a.uid, { reason: 'rude' as ReportInput['reason'] })),
        'invalid-argument',
      );
      await expectRejects(b.client.reports.createReport(aboutProject(c.uid)), 'not-found');
      expect(await b.client.reports.listMyReports()).toEqual([]);
      const visitor = await h.newClient();
      await expectRejects(visitor.reports.createReport(aboutProject(a.uid)), SIGNED_OUT);
    });

    it('refuses a second report of the same thing while the first is open; after it is resolved, takes one', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const a = await newMember(h, 'A', { role: 'idea_holder' });
      const b = await newMember(h, 'B');
      await a.client.projects.saveOwnProject(projectInput());
      const first = await b.client.reports.createReport(aboutProject(a.uid));
      await expectRejects(b.client.reports.createReport(aboutProject(a.uid, { reason: 'spam' })), 'already-exists');
      const dismissed = await admin.client.reports.resolveReport(first.id, 'dismissed');
      expect(dismissed.status).toBe('dismissed');
      expect(dismissed.resolvedAt).not.toBeNull();
      const again = await b.client.reports.createReport(aboutProject(a.uid, { reason: 'spam' }));
      expect(again.status).toBe('open');
      expect((await admin.client.reports.listReports({ status: 'open', limit: 10 })).items.map((r) => r.id)).toEqual([again.id]);
      // The first report and how it was resolved stay on record.
      const kept = (await admin.client.reports.listReports({ status: 'dismissed', limit: 10 })).items;
      expect(kept.map((r) => [r.reporterId, r.targetId, r.reason, r.status, r.resolvedAt])).toEqual([
        [b.uid, a.uid, first.reason, 'dismissed', dismissed.resolvedAt],
      ]);
    });

    it(`takes at most ${LIMITS.REPORTS_PER_DAY} reports a day from one member: the admins' queue cannot be flooded`, async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      const b = await newMember(h, 'B', { role: 'idea_holder' });
      const sent: ChatMessage[] = [];
      for (let i = 0; i <= LIMITS.REPORTS_PER_DAY; i += 1) sent.push(await b.client.chat.sendMessage(a.uid, `第 ${i + 1} 則`));
      const aboutMessage = (m: (typeof sent)[number]): ReportInput => ({
        targetKind: 'message',
        targetId: m.id,
        chatId: m.chatId,
        reason: 'spam',
        details: '',
      });
      for (const m of sent.slice(0, LIMITS.REPORTS_PER_DAY)) await a.client.reports.createReport(aboutMessage(m));
      await expectRejects(a.client.reports.createReport(aboutMessage(sent[LIMITS.REPORTS_PER_DAY]!)), 'resource-exhausted');
      expect(await a.client.reports.listMyReports()).toHaveLength(LIMITS.REPORTS_PER_DAY);
      // Another member's count is their own.
      await b.client.reports.createReport({ targetKind: 'member', targetId: a.uid, chatId: '', reason: 'other', details: '' });
    });

    it('lets only admins list and resolve reports', async () => {
      const h = harness.get();
      await newAdmin(h);
      const a = await newMember(h, 'A', { role: 'idea_holder' });
      const b = await newMember(h, 'B');
      await a.client.projects.saveOwnProject(projectInput());
      const report = await b.client.reports.createReport(aboutProject(a.uid));
      for (const m of [a, b]) {
        await expectRejects(m.client.reports.listReports({ status: 'open', limit: 10 }), 'permission-denied');
        await expectRejects(m.client.reports.resolveReport(report.id, 'dismissed'), 'permission-denied');
        await expectRejects(m.client.reports.resolveReport(report.id, 'project_hidden'), 'permission-denied');
      }
      const visitor = await h.newClient();
      await expectRejects(visitor.reports.listReports({ status: 'open', limit: 10 }), SIGNED_OUT);
      expect((await a.client.projects.getProject(a.uid))?.hidden ?? false).toBe(false);
      expect((await b.client.reports.listMyReports())[0]?.status).toBe('open');
    });

    it('hides a reported project from everyone but its owner and the admins; the owner cannot un-hide it', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const a = await newMember(h, 'A', { role: 'idea_holder' });
      const b = await newMember(h, 'B');
      const c = await newMember(h, 'C', { role: 'idea_holder' });
      await a.client.projects.saveOwnProject(projectInput({ projectName: '要隱藏的專案' }));
      await c.client.projects.saveOwnProject(projectInput({ projectName: '留下的專案' }));
      const report = await b.client.reports.createReport(aboutProject(a.uid));
      const memberReport = await b.client.reports.createReport({
        targetKind: 'member',
        targetId: c.uid,
        chatId: '',
        reason: 'spam',
        details: '',
      });
      await expectRejects(admin.client.reports.resolveReport(memberReport.id, 'project_hidden'), 'failed-precondition');

      const resolved = await admin.client.reports.resolveReport(report.id, 'project_hidden');
      expect(resolved.status).toBe('project_hidden');
      await expectRejects(admin.client.reports.resolveReport(report.id, 'dismissed'), 'failed-precondition');
      await h.settle();

      expect(await b.client.projects.getProject(a.uid)).toBeNull();
      const listed = await b.client.projects.listProjects({ filters: {}, limit: 10 });
      expect(listed.items.map((p) => p.projectName)).toEqual(['留下的專案']);
      const filtered = await b.client.projects.listProjects({ filters: { stage: 'concept', partnerType: 'technical' }, limit: 10 });
      expect(filtered.items.map((p) => p.projectName)).toEqual(['留下的專案']);
      expect((await a.client.projects.getProject(a.uid))?.hidden).toBe(true);
      expect((await admin.client.projects.getProject(a.uid))?.hidden).toBe(true);
      const adminList = await admin.client.admin.searchProjects({ prefix: '', limit: 10 });
      expect(adminList.items.map((p) => p.projectName).sort()).toEqual(['留下的專案', '要隱藏的專案'].sort());
      expect((await admin.client.admin.searchProjects({ prefix: '要', limit: 10 })).items).toHaveLength(1);

      // Editing keeps it hidden; a new report of it finds nothing.
      const saved = await a.client.projects.saveOwnProject(projectInput({ projectName: '改名後的專案' }));
      expect(saved.hidden).toBe(true);
      expect(await b.client.projects.getProject(a.uid)).toBeNull();
      await expectRejects(c.client.reports.createReport(aboutProject(a.uid)), 'not-found');
      expect((await b.client.reports.listMyReports()).find((r) => r.id === report.id)?.status).toBe('project_hidden');
    });
  });
}
