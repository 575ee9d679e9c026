/**
 * Recommendations contract: every backend ranks the members of each vector of
 * core/matching/partner-vectors.json in exactly the expected order, and keeps lastActiveAt as
 * core/matching/lastActive.ts says (the backend's time, at most once an hour). Members blocked
 * either way never see each other there.
 */
import type { ProjectInput } from '../../core/domain';
import { HOUR_MS } from '../../core/matching/lastActive';
import { MOST_RECOMMENDATIONS_ASKED } from '../../core/matching/recommendationLimits';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, expectRejects, newMember, withHarness } from './helpers';
import { activeAt, partnerVectors, vectorProfileFields } from './partnerVectors';

function project(skillsRequired: string[]): ProjectInput {
  return {
    projectName: '向量專案',
    headline: '測試推薦用的專案',
    description: '這個專案只用來提供所需技能。',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired,
  };
}

export function describeRecommendationsContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: recommendations contract`, () => {
    const harness = withHarness(makeHarness);

    it.each(partnerVectors.map((v) => [v.name, v] as const))('vector: %s', async (_name, v) => {
      const h = harness.get();
      const now = Date.now();
      const seeker = await newMember(h, '尋找者', vectorProfileFields(v.seeker) as never);
      if (v.seeker.skillsRequired?.length)
        await seeker.client.projects.saveOwnProject(project(v.seeker.skillsRequired));
      const keyOf = new Map<string, string>();
      for (const c of v.candidates) {
        // A member without a role is one who never saved a profile.
        const m = await newMember(h, c.key, c.role === null ? undefined : (vectorProfileFields(c) as never));
        keyOf.set(m.uid, c.key);
        await h.setLastActive(m.uid, activeAt(now, c.activeHoursAgo));
      }
      await h.settle();
      const ranked = await seeker.client.users.recommendPartners(20);
      expect(ranked.map((u) => keyOf.get(u.uid) ?? `unexpected ${u.uid}`)).toEqual(v.expected);
    });

    it('members blocked either way are never recommended to each other, until unblocked', async () => {
      const h = harness.get();
      const a = await newMember(h, '阿明', vectorProfileFields({ role: 'idea_holder', skills: ['行銷'], city: '臺北市' }) as never);
      const b = await newMember(h, '美玲', vectorProfileFields({ role: 'technical', skills: ['React'], city: '臺北市' }) as never);
      await h.settle();
      const recommendedTo = async (m: typeof a) => (await m.client.users.recommendPartners(20)).map((u) => u.uid);
      expect(await recommendedTo(a)).toContain(b.uid);
      expect(await recommendedTo(b)).toContain(a.uid);

      await a.client.blocks.block(b.uid);
      await h.settle();
      expect(await recommendedTo(a)).not.toContain(b.uid);
      expect(await recommendedTo(b)).not.toContain(a.uid);

      await a.client.blocks.unblock(b.uid);
      await h.settle();
      expect(await recommendedTo(a)).toContain(b.uid);
      expect(await recommendedTo(b)).toContain(a.uid);
    });

    it('the platform\'s admins are never recommended: they run it, they are not partners on offer', async () => {
      const h = harness.get();
      const a = await newMember(h, '阿明', vectorProfileFields({ role: 'idea_holder', skills: ['行銷'], city: '臺北市' }) as never);
      const b = await newMember(h, '美玲', vectorProfileFields({ role: 'technical', skills: ['React'], city: '臺北市' }) as never);
      const staff = await newMember(h, '站長', vectorProfileFields({ role: 'operations', skills: ['營運'], city: '臺北市' }) as never);
      await h.settle();
      const recommendedTo = async (m: typeof a) => (await m.client.users.recommendPartners(20)).map((u) => u.uid);
      expect(await recommendedTo(a)).toEqual(expect.arrayContaining([b.uid, staff.uid]));

      await h.promoteToAdmin(staff.uid);
      await h.settle();
      expect(await recommendedTo(a)).toEqual([b.uid]);
      // An admin looking for partners is still offered members.
      expect(await recommendedTo(staff)).toEqual(expect.arrayContaining([a.uid, b.uid]));
    });

    it('recommendPartners needs a signed-in member', async () => {
      const client = await harness.get().newClient();
      await expectRejects(client.users.recommendPartners(4), SIGNED_OUT);
    });

    it(`a limit that is not a whole number from 1 to ${MOST_RECOMMENDATIONS_ASKED} is refused`, async () => {
      const m = await newMember(harness.get(), '尋找者', { role: 'idea_holder', headline: '找技術夥伴' });
      for (const limit of [0, -1, 1.5, Number.NaN, MOST_RECOMMENDATIONS_ASKED + 1])
        await expectRejects(m.client.users.recommendPartners(limit), 'invalid-argument');
      await expect(m.client.users.recommendPartners(MOST_RECOMMENDATIONS_ASKED)).resolves.toEqual(expect.any(Array));
    });

    it('markActive moves lastActiveAt to the backend time only when it is an hour old', async () => {
      const h = harness.get();
      const a = await newMember(h, '上線者', { role: 'technical', headline: '全端工程師' });
      const longAgo = Date.now() - 5 * 24 * HOUR_MS;
      await h.setLastActive(a.uid, longAgo);
      const before = Date.now();
      await a.client.users.markActive();
      const moved = (await a.client.users.getUser(a.uid))!.lastActiveAt;
      // The backend's clock, not the test's: allow for a little skew between them.
      expect(moved).toBeGreaterThan(before - 60_000);
      expect(moved).toBeLessThan(Date.now() + 60_000);
      const recent = Date.now() - HOUR_MS / 2;
      await h.setLastActive(a.uid, recent);
      await a.client.users.markActive();
      expect((await a.client.users.getUser(a.uid))!.lastActiveAt).toBe(recent);
    });

    it('markActive needs a signed-in member', async () => {
      const client = await harness.get().newClient();
      await expectRejects(client.users.markActive(), SIGNED_OUT);
    });
  });
}
