/** AdminGateway contract: admins only; counts, prefix searches with paging, admin rights. */
import type { UserProfile } from '../../core/domain';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, expectRejects, newAdmin, newMember, projectInput, record, withHarness } from './helpers';

export function describeAdminContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: AdminGateway contract`, () => {
    const harness = withHarness(makeHarness);

    it('refuses every admin call to members and visitors; nobody makes themselves admin', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      const b = await newMember(h, 'B', { role: 'technical' });
      for (const call of [
        () => a.client.admin.countUsers(),
        () => a.client.admin.countProjects(),
        () => a.client.admin.searchUsers({ prefix: '', limit: 10 }),
        () => a.client.admin.searchProjects({ prefix: '', limit: 10 }),
        () => a.client.admin.setAdmin(a.uid, true),
        () => a.client.admin.setAdmin(b.uid, true),
      ]) {
        await expectRejects(call(), 'permission-denied');
      }
      const visitor = await h.newClient();
      await expectRejects(visitor.admin.countUsers(), SIGNED_OUT);
      await expectRejects(visitor.admin.setAdmin(a.uid, true), SIGNED_OUT);
      expect((await a.client.users.getUser(a.uid))?.isAdmin).toBe(false);
      expect((await b.client.users.getUser(b.uid))?.isAdmin).toBe(false);
    });

    it('counts members and projects', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const a = await newMember(h, 'A', { role: 'idea_holder' });
      await newMember(h, 'B');
      await a.client.projects.saveOwnProject(projectInput());
      expect(await admin.client.admin.countUsers()).toBe(3);
      expect(await admin.client.admin.countProjects()).toBe(1);
    });

    it('searches members by case-insensitive name prefix, ordered by name, with a cursor', async () => {
      const h = harness.get();
      const admin = await newAdmin(h, 'Zed 管理員');
      for (const n of ['anna', 'Andy', 'Bob', 'ANGELA', 'amy', '王小明']) await newMember(h, n);

      const an = await admin.client.admin.searchUsers({ prefix: 'AN', limit: 10 });
      expect(an.items.map((u) => u.name)).toEqual(['Andy', 'ANGELA', 'anna']);
      expect(an.next).toBeNull();

      const p1 = await admin.client.admin.searchUsers({ prefix: 'a', limit: 2 });
      expect(p1.items.map((u) => u.name)).toEqual(['amy', 'Andy']);
      expect(p1.next).not.toBeNull();
      const p2 = await admin.client.admin.searchUsers({ prefix: 'a', limit: 2, after: p1.next });
      expect(p2.items.map((u) => u.name)).toEqual(['ANGELA', 'anna']);
      const p3 = p2.next
        ? await admin.client.admin.searchUsers({ prefix: 'a', limit: 2, after: p2.next })
        : { items: [], next: null };
      expect(p3.items).toEqual([]);
      expect(p3.next).toBeNull();

      expect((await admin.client.admin.searchUsers({ prefix: '王', limit: 10 })).items.map((u) => u.name)).toEqual([
        '王小明',
      ]);
      expect((await admin.client.admin.searchUsers({ prefix: 'x', limit: 10 })).items).toEqual([]);

      // No prefix: newest first.
      const newest = await admin.client.admin.searchUsers({ prefix: '', limit: 3 });
      expect(newest.items.map((u) => u.name)).toEqual(['王小明', 'amy', 'ANGELA']);
      const older = await admin.client.admin.searchUsers({ prefix: '', limit: 10, after: newest.next });
      expect(older.items.map((u) => u.name)).toEqual(['Bob', 'Andy', 'anna', 'Zed 管理員']);
    });

    it('searches projects by name prefix', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      for (const [owner, projectName] of [
        ['O1', 'Cofounder 平台'],
        ['O2', 'coffee 訂閱'],
        ['O3', '共享廚房'],
      ] as const) {
        const m = await newMember(h, owner, { role: 'idea_holder' });
        await m.client.projects.saveOwnProject(projectInput({ projectName }));
      }
      const co = await admin.client.admin.searchProjects({ prefix: 'co', limit: 10 });
      expect(co.items.map((p) => p.projectName)).toEqual(['coffee 訂閱', 'Cofounder 平台']);
      const first = await admin.client.admin.searchProjects({ prefix: 'co', limit: 1 });
      const second = await admin.client.admin.searchProjects({ prefix: 'co', limit: 1, after: first.next });
      expect([...first.items, ...second.items].map((p) => p.projectName)).toEqual(['coffee 訂閱', 'Cofounder 平台']);
      expect((await admin.client.admin.searchProjects({ prefix: '共享', limit: 10 })).items).toHaveLength(1);
      expect(
        (await admin.client.admin.searchProjects({ prefix: '', limit: 10 })).items.map((p) => p.projectName),
      ).toEqual(['共享廚房', 'coffee 訂閱', 'Cofounder 平台']);
    });

    it('admins grant and remove admin rights; the member sees it live and gains the rights', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const b = await newMember(h, 'B', { role: 'technical' });
      const live = record<UserProfile | null>((cb, err) => b.client.users.watchUser(b.uid, cb, err));
      expect((await live.first())?.isAdmin).toBe(false);

      await admin.client.admin.setAdmin(b.uid, true);
      await live.until((u) => u?.isAdmin === true);
      expect(await b.client.admin.countUsers()).toBe(2);

      await b.client.admin.setAdmin(b.uid, false);
      await live.until((u) => u?.isAdmin === false);
      await expectRejects(b.client.admin.countUsers(), 'permission-denied');
      await expectRejects(admin.client.admin.setAdmin('no-such-member', true), ['not-found', 'permission-denied']);
      live.stop();
    });
  });
}
