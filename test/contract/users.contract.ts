/** UserRepository contract: documents, ownership, private contact, lists and paging, live profile. */
import type { Cursor, Page, ProfilePatch, UserProfile } from '../../core/domain';
import { DAY_MS, INACTIVE_AFTER_MS } from '../../core/matching/lastActive';
import { ProfileUseCases } from '../../core/usecases/ProfileUseCases';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, expectRejects, newMember, quiet, record, uniqueEmail, PASSWORD, withHarness } from './helpers';

/**
 * The uids of a list read page after page, following each page's cursor; at most 10 pages, so a
 * cursor that never ends fails the test instead of hanging it.
 */
async function uidsOfAllPages(read: (after: Cursor | null) => Promise<Page<UserProfile>>): Promise<string[]> {
  const seen: string[] = [];
  let after: Cursor | null = null;
  let pages = 0;
  do {
    const page: Page<UserProfile> = await read(after);
    seen.push(...page.items.map((u) => u.uid));
    after = page.next;
    pages += 1;
  } while (after && pages < 10);
  return seen;
}

export function describeUsersContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: UserRepository contract`, () => {
    const harness = withHarness(makeHarness);

    it('createUser writes the profile (role null, counters 0, not admin) and the private contact', async () => {
      const a = await newMember(harness.get(), '王小明');
      const profile = await a.client.users.getUser(a.uid);
      expect(profile).toMatchObject({
        uid: a.uid,
        name: '王小明',
        role: null,
        unreadNotifications: 0,
        isAdmin: false,
        archetypeResult: null,
        skills: [],
      });
      expect(typeof profile?.createdAt).toBe('number');
      expect(await a.client.users.getContact(a.uid)).toEqual({ email: a.email, phone: '' });
      expect(await a.client.users.getUser('no-such-member')).toBeNull();
    });

    it('createUser only for oneself, and only once', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const b = await newMember(h, 'B');
      await expectRejects(
        a.client.users.createUser(b.uid, '冒名', { email: 'x@example.com', phone: '' }),
        'permission-denied',
      );
      await expectRejects(a.client.users.createUser(a.uid, 'A2', { email: a.email, phone: '' }), [
        'already-exists',
        'permission-denied',
      ]);
      expect((await b.client.users.getUser(b.uid))?.name).toBe('B');
      expect((await a.client.users.getUser(a.uid))?.name).toBe('A');
    });

    it('ensureUser creates missing documents and leaves existing ones alone', async () => {
      const h = harness.get();
      const client = await h.newClient();
      const email = uniqueEmail('ensure');
      const s = await client.auth.register({ name: 'X', email, password: PASSWORD });
      const created = await client.users.ensureUser(s.uid, '新朋友', email, '');
      expect(created).toMatchObject({ uid: s.uid, name: '新朋友', role: null, isAdmin: false });
      await client.users.saveProfile(s.uid, { name: '改過的名字', role: 'operations' });
      const again = await client.users.ensureUser(s.uid, '新朋友', email, '');
      expect(again.name).toBe('改過的名字');
      expect(await client.users.getContact(s.uid)).toMatchObject({ email });
    });

    it('the owner saves profile fields and contact; a partial patch keeps the rest', async () => {
      const a = await newMember(harness.get(), '王小明');
      const patch: ProfilePatch = {
        name: '王小明',
        role: 'technical',
        headline: '全端工程師',
        gender: 'male',
        skills: ['React', 'Node.js'],
        address: { city: '臺北市', district: '大安區' },
        githubUrl: 'https://github.com/example',
        yearsExperience: '3-5',
        availability: 'part_time',
      };
      await a.client.users.saveProfile(a.uid, patch, { email: a.email, phone: '0912-345-678' });
      expect(await a.client.users.getUser(a.uid)).toMatchObject(patch);
      expect(await a.client.users.getContact(a.uid)).toEqual({ email: a.email, phone: '0912-345-678' });

      await a.client.users.saveProfile(a.uid, { headline: '技術合夥人', bio: '喜歡做產品' });
      const after = await a.client.users.getUser(a.uid);
      expect(after).toMatchObject({ name: '王小明', role: 'technical', headline: '技術合夥人', bio: '喜歡做產品' });
      expect(after?.skills).toEqual(['React', 'Node.js']);
    });

    it('refuses an invalid profile with validation codes', async () => {
      const a = await newMember(harness.get(), 'A');
      const noRole = await expectRejects(
        a.client.users.saveProfile(a.uid, { name: 'A', headline: 'x' }),
        'invalid-argument',
      );
      expect((noRole as { details: string[] }).details).toContain('role_required');
      const badUrl = await expectRejects(
        a.client.users.saveProfile(a.uid, { name: 'A', role: 'technical', websiteUrl: 'javascript:alert(1)' }),
        'invalid-argument',
      );
      expect((badUrl as { details: string[] }).details).toContain('url_invalid');
      expect((await a.client.users.getUser(a.uid))?.role).toBeNull();
    });

    it('a profile photo is none or the member’s own upload: another site’s address or another member’s photo is refused', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      const b = await newMember(h, 'B', { role: 'technical' });
      const othersPhoto = await h.photoUrlOf(b);
      for (const avatarUrl of ['https://tracker.example/pixel.gif', othersPhoto]) {
        await expectRejects(a.client.users.saveProfile(a.uid, { name: 'A', role: 'technical', avatarUrl }), [
          'invalid-argument',
          'permission-denied',
        ]);
      }
      expect((await a.client.users.getUser(a.uid))?.avatarUrl).toBe('');

      const own = await h.photoUrlOf(a);
      await a.client.users.saveProfile(a.uid, { name: 'A', role: 'technical', avatarUrl: own });
      await a.client.users.saveProfile(a.uid, { name: 'A', role: 'technical', headline: 'photo kept', avatarUrl: own });
      expect(await a.client.users.getUser(a.uid)).toMatchObject({ headline: 'photo kept', avatarUrl: own });
      await a.client.users.saveProfile(a.uid, { name: 'A', role: 'technical', avatarUrl: '' });
      expect((await a.client.users.getUser(a.uid))?.avatarUrl).toBe('');
    });

    it('member A can neither edit B nor read B’s contact', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      const b = await newMember(h, 'B', { role: 'operations', headline: 'B 的標題' });
      await expectRejects(
        a.client.users.saveProfile(b.uid, { name: '被改了', role: 'technical' }),
        'permission-denied',
      );
      await expectRejects(
        a.client.users.saveProfile(b.uid, { name: 'B', role: 'operations' }, { email: 'evil@example.com', phone: '' }),
        'permission-denied',
      );
      await expectRejects(a.client.users.getContact(b.uid), 'permission-denied');
      expect(await b.client.users.getUser(b.uid)).toMatchObject({ name: 'B', headline: 'B 的標題' });
      expect(await b.client.users.getContact(b.uid)).toEqual({ email: b.email, phone: '' });
      // B's public profile is readable by A.
      expect((await a.client.users.getUser(b.uid))?.name).toBe('B');
    });

    it('counters, results and isAdmin are never writable through saveProfile', async () => {
      const a = await newMember(harness.get(), 'A');
      const smuggled = {
        name: 'A',
        role: 'technical',
        isAdmin: true,
        unreadNotifications: 99,
        archetypeResult: { archetype: 'navigator', overallScore: 100, resultId: 'fake', retakeCount: 0 },
        createdAt: 1,
      } as unknown as ProfilePatch;
      try {
        await a.client.users.saveProfile(a.uid, smuggled);
      } catch {
        // Refusing the whole write is as good as ignoring the extra fields.
      }
      const p = await a.client.users.getUser(a.uid);
      expect(p?.isAdmin).toBe(false);
      expect(p?.unreadNotifications).toBe(0);
      expect(p?.archetypeResult).toBeNull();
      expect(p?.createdAt).not.toBe(1);
    });

    it('signed-out visitors read no profiles and write nothing', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const visitor = await h.newClient();
      await expectRejects(visitor.users.getUser(a.uid), SIGNED_OUT);
      await expectRejects(visitor.users.listUsers({ filters: {}, limit: 5 }), SIGNED_OUT);
      await expectRejects(visitor.users.getContact(a.uid), SIGNED_OUT);
      await expectRejects(visitor.users.saveProfile(a.uid, { name: 'x', role: 'technical' }), SIGNED_OUT);
      const rec = record<UserProfile | null>((cb, err) => visitor.users.watchUser(a.uid, cb, err));
      await rec.untilError();
      expect(rec.values).toEqual([]);
      rec.stop();
    });

    it('lists newest first with a limit and a cursor: no duplicates, nothing skipped', async () => {
      const h = harness.get();
      const members = [];
      for (const n of ['一號', '二號', '三號', '四號', '五號']) members.push(await newMember(h, n));
      const viewer = members[0]!;
      const all = await viewer.client.users.listUsers({ filters: {}, limit: 50 });
      expect(all.items.map((u) => u.uid)).toEqual([...members].reverse().map((m) => m.uid));
      expect(all.next).toBeNull();

      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page: { items: UserProfile[]; next: string | null } = await viewer.client.users.listUsers({
          filters: {},
          limit: 2,
          after,
        });
        expect(page.items.length).toBeLessThanOrEqual(2);
        if (page.items.length < 2) expect(page.next).toBeNull();
        seen.push(...page.items.map((u) => u.uid));
        after = page.next;
        pages += 1;
      } while (after && pages < 10);
      expect(seen).toEqual(all.items.map((u) => u.uid));
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('lists complete profiles (role and headline) before incomplete ones, newest first in each, across pages', async () => {
      const h = harness.get();
      const viewer = await newMember(h, '看的人');
      const done1 = await newMember(h, '完整一', { role: 'technical', headline: '全端工程師' });
      const bare1 = await newMember(h, '未完成一');
      const roleOnly = await newMember(h, '只有角色', { role: 'operations' });
      const done2 = await newMember(h, '完整二', { role: 'operations', headline: '行銷企劃' });
      const blank = await newMember(h, '空白標題', { role: 'technical', headline: '   ' });
      const done3 = await newMember(h, '完整三', { role: 'idea_holder', headline: '想做教育平台' });
      const expected = [done3, done2, done1, blank, roleOnly, bare1, viewer].map((m) => m.uid);

      const all = await viewer.client.users.listUsers({ filters: {}, limit: 50 });
      expect(all.items.map((u) => u.uid)).toEqual(expected);
      expect(all.next).toBeNull();

      // Pages of 2 cross the boundary between complete and incomplete inside a page and at one.
      for (const limit of [2, 3]) {
        expect(await uidsOfAllPages((after) => viewer.client.users.listUsers({ filters: {}, limit, after }))).toEqual(expected);
      }

      const technical = await viewer.client.users.listUsers({ filters: { role: 'technical' }, limit: 1 });
      expect(technical.items.map((u) => u.uid)).toEqual([done1.uid]);
      const rest = await viewer.client.users.listUsers({ filters: { role: 'technical' }, limit: 5, after: technical.next });
      expect(rest.items.map((u) => u.uid)).toEqual([blank.uid]);
      expect(rest.next).toBeNull();
    });

    it("Home's featured members are complete profiles only, newest first, never one's own", async () => {
      const h = harness.get();
      const done1 = await newMember(h, '完整一', { role: 'technical', headline: '全端工程師' });
      const done2 = await newMember(h, '完整二', { role: 'operations', headline: '行銷企劃' });
      for (const n of ['未完成一', '未完成二', '未完成三', '未完成四', '未完成五']) await newMember(h, n);
      const viewer = await newMember(h, '看的人', { role: 'idea_holder', headline: '想做教育平台' });
      const profiles = new ProfileUseCases(viewer.client.users);
      const featured = await profiles.featuredMembers(viewer.uid);
      expect(featured.map((u) => u.uid)).toEqual([done2.uid, done1.uid]);
    });

    it('lists members inactive for 90 days after every active member, in Explore partners and on Home, across pages', async () => {
      const h = harness.get();
      const now = Date.now();
      const sleeper = await newMember(h, '沉睡的完整', { role: 'technical', headline: '很久沒上線的工程師' });
      const active1 = await newMember(h, '活躍一', { role: 'operations', headline: '行銷企劃' });
      const idle = await newMember(h, '未完成');
      const active2 = await newMember(h, '活躍二', { role: 'idea_holder', headline: '想做教育平台' });
      const viewer = await newMember(h, '看的人', { role: 'technical', headline: '後端工程師' });
      await h.setLastActive(sleeper.uid, now - INACTIVE_AFTER_MS - DAY_MS);
      await h.setLastActive(idle.uid, now - INACTIVE_AFTER_MS - 2 * DAY_MS);
      await h.setLastActive(active1.uid, now - INACTIVE_AFTER_MS + DAY_MS);
      await h.settle();
      const since = now - INACTIVE_AFTER_MS;

      // The backend reads one part of the list at a time, in the list's order, with its own cursor.
      const part = (active: boolean, limit: number) =>
        uidsOfAllPages((after) => viewer.client.users.listUsers({ filters: {}, limit, after, lastActive: { since, active } }));
      for (const limit of [1, 50]) {
        expect(await part(true, limit)).toEqual([viewer.uid, active2.uid, active1.uid]);
        expect(await part(false, limit)).toEqual([sleeper.uid, idle.uid]);
      }

      // Explore partners and Home put them together, inactive last, never the viewer.
      const profiles = new ProfileUseCases(viewer.client.users);
      expect(await uidsOfAllPages((after) => profiles.explorePartners({}, after, viewer.uid))).toEqual([
        active2.uid,
        active1.uid,
        sleeper.uid,
        idle.uid,
      ]);
      expect((await profiles.featuredMembers(viewer.uid)).map((u) => u.uid)).toEqual([active2.uid, active1.uid, sleeper.uid]);
    });

    it('filters by role, gender, city and district (equality), across pages', async () => {
      const h = harness.get();
      const t1 = await newMember(h, 'T1', {
        role: 'technical',
        gender: 'female',
        address: { city: '臺北市', district: '大安區' },
      });
      await newMember(h, 'O1', {
        role: 'operations',
        gender: 'female',
        address: { city: '臺北市', district: '大安區' },
      });
      const t2 = await newMember(h, 'T2', {
        role: 'technical',
        gender: 'male',
        address: { city: '臺北市', district: '信義區' },
      });
      const t3 = await newMember(h, 'T3', {
        role: 'technical',
        gender: 'female',
        address: { city: '臺中市', district: '西屯區' },
      });
      await newMember(h, 'I1', {
        role: 'idea_holder',
        gender: 'female',
        address: { city: '臺北市', district: '大安區' },
      });
      const c = t1.client;

      const technical = await c.users.listUsers({ filters: { role: 'technical' }, limit: 10 });
      expect(technical.items.map((u) => u.uid)).toEqual([t3.uid, t2.uid, t1.uid]);

      const p1 = await c.users.listUsers({ filters: { role: 'technical' }, limit: 2 });
      expect(p1.items.map((u) => u.uid)).toEqual([t3.uid, t2.uid]);
      expect(p1.next).not.toBeNull();
      const p2 = await c.users.listUsers({ filters: { role: 'technical' }, limit: 2, after: p1.next });
      expect(p2.items.map((u) => u.uid)).toEqual([t1.uid]);
      expect(p2.next).toBeNull();

      const femaleTech = await c.users.listUsers({ filters: { role: 'technical', gender: 'female' }, limit: 10 });
      expect(femaleTech.items.map((u) => u.uid)).toEqual([t3.uid, t1.uid]);

      const taipei = await c.users.listUsers({ filters: { role: 'technical', city: '臺北市' }, limit: 10 });
      expect(taipei.items.map((u) => u.uid)).toEqual([t2.uid, t1.uid]);

      const daan = await c.users.listUsers({ filters: { city: '臺北市', district: '大安區' }, limit: 10 });
      expect(daan.items).toHaveLength(3);
      expect(daan.items.every((u) => u.address.district === '大安區')).toBe(true);

      const none = await c.users.listUsers({ filters: { city: '花蓮縣' }, limit: 10 });
      expect(none).toEqual({ items: [], next: null });
    });

    it('watchUser calls back with the current value first, on real changes only, and never after unsubscribe', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      const b = await newMember(h, 'B', { role: 'operations' });

      const own = record<UserProfile | null>((cb, err) => a.client.users.watchUser(a.uid, cb, err));
      await own.first();
      expect(own.values).toHaveLength(1);
      expect(own.latest()?.name).toBe('A');

      // Another member's write does not change A's profile: no callback.
      await b.client.users.saveProfile(b.uid, { headline: '別人的更新' });
      await quiet(h);
      expect(own.values).toHaveLength(1);

      await a.client.users.saveProfile(a.uid, { headline: '新的標題' });
      await own.until((u) => u?.headline === '新的標題');
      const count = own.values.length;

      // Another member's profile, watched live by A, changes from B's client.
      const other = record<UserProfile | null>((cb, err) => a.client.users.watchUser(b.uid, cb, err));
      await b.client.users.saveProfile(b.uid, { bio: 'B 的自介' });
      await other.until((u) => u?.bio === 'B 的自介');

      own.stop();
      other.stop();
      await a.client.users.saveProfile(a.uid, { headline: '再一次' });
      await b.client.users.saveProfile(b.uid, { bio: '再一次' });
      await quiet(h);
      expect(own.values).toHaveLength(count);
      expect(other.latest()?.bio).toBe('B 的自介');

      const missing = record<UserProfile | null>((cb, err) => a.client.users.watchUser('no-such-member', cb, err));
      await missing.until((u) => u === null);
      missing.stop();
    });
  });
}
