/** BlockRepository contract, and the outreach limit of ChatGateway.sendMessage. */
import type { BlockedMember } from '../../core/domain';
import { LIMITS } from '../../core/constants';
import type { MakeHarness } from './harness';
import {
  SIGNED_OUT,
  expectRejects,
  newMember,
  newMemberWithPhoto,
  projectInput,
  record,
  withHarness,
  type Member,
} from './helpers';

async function listedUids(m: Member): Promise<string[]> {
  const page = await m.client.users.listUsers({ filters: {}, limit: 50 });
  return page.items.map((u) => u.uid);
}

async function listedProjects(m: Member): Promise<string[]> {
  const page = await m.client.projects.listProjects({ filters: {}, limit: 50 });
  return page.items.map((p) => p.ownerId);
}

export function describeSafetyContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: blocks and the outreach limit`, () => {
    const harness = withHarness(makeHarness);

    it('a block stops messages both ways and shows in the blocker’s list until undone', async () => {
      const h = harness.get();
      const a = await newMemberWithPhoto(h, '阿明', { role: 'idea_holder' });
      const b = await newMemberWithPhoto(h, '美玲', { role: 'technical' });
      await a.client.chat.sendMessage(b.uid, '你好');
      await b.client.chat.sendMessage(a.uid, '嗨');

      await a.client.blocks.block(b.uid);
      await a.client.blocks.block(b.uid);
      expect(await a.client.blocks.blockStateWith(b.uid)).toBe('blocked-by-me');
      expect(await b.client.blocks.blockStateWith(a.uid)).toBe('blocked-me');
      await expectRejects(a.client.chat.sendMessage(b.uid, '還在嗎'), 'permission-denied');
      await expectRejects(b.client.chat.sendMessage(a.uid, '為什麼'), 'permission-denied');

      const list = record<BlockedMember[]>((cb, err) => a.client.blocks.watchBlocked(cb, err));
      const [row] = await list.until((l) => l.length === 1);
      expect(row).toMatchObject({ uid: b.uid, name: '美玲', avatarUrl: b.avatarUrl });
      expect(typeof row?.blockedAt).toBe('number');
      const bList = record<BlockedMember[]>((cb, err) => b.client.blocks.watchBlocked(cb, err));
      expect(await bList.first()).toEqual([]);

      // Only the blocker undoes a block.
      await b.client.blocks.unblock(a.uid);
      await expectRejects(b.client.chat.sendMessage(a.uid, '為什麼'), 'permission-denied');

      await a.client.blocks.unblock(b.uid);
      await list.until((l) => l.length === 0);
      expect(await b.client.blocks.blockStateWith(a.uid)).toBe('none');
      await b.client.chat.sendMessage(a.uid, '又可以聊了');
      await a.client.chat.sendMessage(b.uid, '是的');
      list.stop();
      bList.stop();
    });

    it('members blocked either way leave each other’s member lists', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'idea_holder', headline: '找技術夥伴' });
      const b = await newMember(h, 'B', { role: 'technical', headline: '後端工程師' });
      const c = await newMember(h, 'C', { role: 'operations', headline: '行銷' });
      expect(await listedUids(a)).toEqual(expect.arrayContaining([b.uid, c.uid]));

      await b.client.blocks.block(a.uid);
      const seenByA = await listedUids(a);
      const seenByB = await listedUids(b);
      expect(seenByA).toContain(c.uid);
      expect(seenByA).not.toContain(b.uid);
      expect(seenByB).not.toContain(a.uid);
      expect(await listedUids(c)).toEqual(expect.arrayContaining([a.uid, b.uid]));

      await b.client.blocks.unblock(a.uid);
      expect(await listedUids(a)).toContain(b.uid);
    });

    it('members blocked either way leave each other’s project lists', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'idea_holder' });
      const b = await newMember(h, 'B', { role: 'idea_holder' });
      const c = await newMember(h, 'C', { role: 'idea_holder' });
      for (const m of [a, b, c])
        await m.client.projects.saveOwnProject(projectInput({ projectName: `專案${m.uid.slice(0, 4)}` }));
      expect(await listedProjects(a)).toEqual(expect.arrayContaining([b.uid, c.uid]));

      await b.client.blocks.block(a.uid);
      const seenByA = await listedProjects(a);
      expect(seenByA).toContain(c.uid);
      expect(seenByA).not.toContain(b.uid);
      expect(await listedProjects(b)).not.toContain(a.uid);
      expect(await listedProjects(c)).toEqual(expect.arrayContaining([a.uid, b.uid]));

      await b.client.blocks.unblock(a.uid);
      expect(await listedProjects(a)).toContain(b.uid);
    });

    it('refuses blocking oneself, and blocking when signed out', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      await expectRejects(a.client.blocks.block(a.uid), ['permission-denied', 'invalid-argument']);
      const anonymous = await h.newClient();
      await expectRejects(anonymous.blocks.block(a.uid), SIGNED_OUT);
      await expectRejects(anonymous.blocks.blockStateWith(a.uid), SIGNED_OUT);
    });

    it(`a member starts at most ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY} new conversations a day; replies are never limited`, async () => {
      const h = harness.get();
      const limit = LIMITS.OUTREACH_NEW_CHATS_PER_DAY;
      const sender = await newMember(h, '熱心的人');
      const others: Member[] = [];
      for (let n = 0; n <= limit + 1; n += 1) others.push(await newMember(h, `成員${n}`));
      const [starter, ...targets] = others as [Member, ...Member[]];

      // A conversation someone else started is not one the sender starts.
      await starter.client.chat.sendMessage(sender.uid, '你好，我先傳');
      await sender.client.chat.sendMessage(starter.uid, '你好');

      for (let n = 0; n < limit; n += 1) await sender.client.chat.sendMessage(targets[n]!.uid, `第 ${n + 1} 位你好`);
      const over = targets[limit]!;
      await expectRejects(sender.client.chat.sendMessage(over.uid, '再一位'), 'resource-exhausted');

      // Replies and further messages in conversations that exist go through.
      await sender.client.chat.sendMessage(targets[0]!.uid, '再補充一下');
      await sender.client.chat.sendMessage(starter.uid, '謝謝');
      await over.client.chat.sendMessage(sender.uid, '我主動找你');
      await sender.client.chat.sendMessage(over.uid, '收到');
    });
  });
}
