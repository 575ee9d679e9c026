/** ProjectRepository contract: one project per owner, owner/admin rights, lists, live existence. */
import type { Project } from '../../core/domain';
import type { MakeHarness } from './harness';
import {
  SIGNED_OUT,
  eventually,
  expectRejects,
  newAdmin,
  newMember,
  newMemberWithPhoto,
  projectInput,
  quiet,
  record,
  withHarness,
} from './helpers';

export function describeProjectsContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: ProjectRepository contract`, () => {
    const harness = withHarness(makeHarness);

    it('saveOwnProject stores the project under the owner with owner info; saving again updates it', async () => {
      const a = await newMemberWithPhoto(harness.get(), '王小明', { role: 'idea_holder' });
      const created = await a.client.projects.saveOwnProject(projectInput());
      expect(created).toMatchObject({
        ...projectInput(),
        id: a.uid,
        ownerId: a.uid,
        ownerName: '王小明',
        ownerAvatar: a.avatarUrl,
      });
      expect(typeof created.createdAt).toBe('number');
      expect(await a.client.projects.getProject(a.uid)).toEqual(created);

      const updated = await a.client.projects.saveOwnProject(projectInput({ stage: 'prototype', headline: '新標語' }));
      expect(updated.id).toBe(a.uid);
      expect(updated.createdAt).toBe(created.createdAt);
      expect(await a.client.projects.getProject(a.uid)).toMatchObject({ stage: 'prototype', headline: '新標語' });
      expect(await a.client.projects.getProject('no-such-project')).toBeNull();
    });

    it('refuses an invalid project with validation codes', async () => {
      const a = await newMember(harness.get(), 'A', { role: 'idea_holder' });
      const e = await expectRejects(
        a.client.projects.saveOwnProject(projectInput({ projectName: '  ' })),
        'invalid-argument',
      );
      expect((e as { details: string[] }).details).toContain('required');
      await expectRejects(
        a.client.projects.saveOwnProject(projectInput({ partnersWanted: ['idea_holder' as never] })),
        'invalid-argument',
      );
      expect(await a.client.projects.getProject(a.uid)).toBeNull();
    });

    it('only the owner or an admin updates a project', async () => {
      const h = harness.get();
      const owner = await newMember(h, 'Owner', { role: 'idea_holder' });
      const other = await newMember(h, 'Other');
      await owner.client.projects.saveOwnProject(projectInput());

      await expectRejects(
        other.client.projects.updateProject(owner.uid, projectInput({ projectName: '被搶走' })),
        'permission-denied',
      );
      expect((await owner.client.projects.getProject(owner.uid))?.projectName).toBe('共享廚房');

      const mine = await owner.client.projects.updateProject(owner.uid, projectInput({ projectName: '共享廚房 2.0' }));
      expect(mine).toMatchObject({ id: owner.uid, ownerId: owner.uid, projectName: '共享廚房 2.0' });

      const admin = await newAdmin(h);
      const byAdmin = await admin.client.projects.updateProject(owner.uid, projectInput({ projectName: '管理員修正' }));
      expect(byAdmin.ownerId).toBe(owner.uid);
      expect((await owner.client.projects.getProject(owner.uid))?.projectName).toBe('管理員修正');

      await expectRejects(owner.client.projects.updateProject('no-such-project', projectInput()), [
        'not-found',
        'permission-denied',
      ]);
    });

    it('only an admin deletes a project, its applications with it', async () => {
      const h = harness.get();
      const owner = await newMember(h, 'Owner', { role: 'idea_holder' });
      const applicant = await newMember(h, 'Applicant');
      await owner.client.projects.saveOwnProject(projectInput());
      await applicant.client.applications.apply(owner.uid);

      await expectRejects(owner.client.projects.deleteProject(owner.uid), 'permission-denied');
      await expectRejects(applicant.client.projects.deleteProject(owner.uid), 'permission-denied');
      expect(await owner.client.projects.getProject(owner.uid)).not.toBeNull();

      const admin = await newAdmin(h);
      await admin.client.projects.deleteProject(owner.uid);
      await h.settle();
      expect(await owner.client.projects.getProject(owner.uid)).toBeNull();
      // Firebase deletes them in a function, which its emulator may start after the others settle.
      await eventually(async () => (await applicant.client.applications.getMyApplication(owner.uid)) === null);
    });

    it('watchProjectExists follows creation and deletion, and stops on unsubscribe', async () => {
      const h = harness.get();
      const owner = await newMember(h, 'Owner', { role: 'idea_holder' });
      const rec = record<boolean>((cb, err) => owner.client.projects.watchProjectExists(owner.uid, cb, err));
      await rec.first();
      expect(rec.values).toEqual([false]);
      await owner.client.projects.saveOwnProject(projectInput());
      await rec.until((v) => v === true);
      // An update does not change existence: no callback.
      await owner.client.projects.saveOwnProject(projectInput({ headline: '改一下' }));
      await quiet(h);
      expect(rec.values).toEqual([false, true]);

      const admin = await newAdmin(h);
      await admin.client.projects.deleteProject(owner.uid);
      await rec.until((v) => v === false);
      rec.stop();
      await owner.client.projects.saveOwnProject(projectInput());
      await quiet(h);
      expect(rec.values).toEqual([false, true, false]);
    });

    it('lists newest first, pages with a cursor, filters by partner type and stage', async () => {
      const h = harness.get();
      const p1 = await newMember(h, 'P1', { role: 'idea_holder' });
      await p1.client.projects.saveOwnProject(
        projectInput({ projectName: '一', partnersWanted: ['technical'], stage: 'concept' }),
      );
      const p2 = await newMember(h, 'P2', { role: 'idea_holder' });
      await p2.client.projects.saveOwnProject(
        projectInput({ projectName: '二', partnersWanted: ['operations'], stage: 'prototype' }),
      );
      const p3 = await newMember(h, 'P3', { role: 'idea_holder' });
      await p3.client.projects.saveOwnProject(
        projectInput({ projectName: '三', partnersWanted: ['technical', 'operations'], stage: 'prototype' }),
      );
      const p4 = await newMember(h, 'P4', { role: 'idea_holder' });
      await p4.client.projects.saveOwnProject(
        projectInput({ projectName: '四', partnersWanted: [], stage: 'early_adopters' }),
      );
      const c = p1.client;

      const all = await c.projects.listProjects({ filters: {}, limit: 9 });
      expect(all.items.map((p) => p.projectName)).toEqual(['四', '三', '二', '一']);
      expect(all.next).toBeNull();

      const pageOne = await c.projects.listProjects({ filters: {}, limit: 3 });
      expect(pageOne.items.map((p) => p.projectName)).toEqual(['四', '三', '二']);
      expect(pageOne.next).not.toBeNull();
      const pageTwo = await c.projects.listProjects({ filters: {}, limit: 3, after: pageOne.next });
      expect(pageTwo.items.map((p) => p.projectName)).toEqual(['一']);
      expect(pageTwo.next).toBeNull();

      const tech = await c.projects.listProjects({ filters: { partnerType: 'technical' }, limit: 9 });
      expect(tech.items.map((p) => p.projectName)).toEqual(['三', '一']);
      const ops = await c.projects.listProjects({ filters: { partnerType: 'operations' }, limit: 1 });
      expect(ops.items.map((p) => p.projectName)).toEqual(['三']);
      const ops2 = await c.projects.listProjects({ filters: { partnerType: 'operations' }, limit: 1, after: ops.next });
      expect(ops2.items.map((p) => p.projectName)).toEqual(['二']);

      const proto = await c.projects.listProjects({ filters: { stage: 'prototype' }, limit: 9 });
      expect(proto.items.map((p) => p.projectName)).toEqual(['三', '二']);
      const both = await c.projects.listProjects({
        filters: { stage: 'prototype', partnerType: 'technical' },
        limit: 9,
      });
      expect(both.items.map((p: Project) => p.ownerId)).toEqual([p3.uid]);
      expect(p2.uid).not.toBe(p3.uid);
    });

    it('signed-out visitors read and write no projects', async () => {
      const h = harness.get();
      const owner = await newMember(h, 'Owner', { role: 'idea_holder' });
      await owner.client.projects.saveOwnProject(projectInput());
      const visitor = await h.newClient();
      await expectRejects(visitor.projects.getProject(owner.uid), SIGNED_OUT);
      await expectRejects(visitor.projects.listProjects({ filters: {}, limit: 9 }), SIGNED_OUT);
      await expectRejects(visitor.projects.saveOwnProject(projectInput()), SIGNED_OUT);
      await expectRejects(visitor.projects.updateProject(owner.uid, projectInput()), SIGNED_OUT);
      await expectRejects(visitor.projects.deleteProject(owner.uid), SIGNED_OUT);
    });
  });
}
