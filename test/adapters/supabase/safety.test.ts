/**
 * Blocks and the outreach limit in the Supabase migrations, as the contract suite states them
 * (test/contract/safety.contract.ts): on embedded PGlite (`npm test`) and on a throwaway
 * PostgreSQL 15 server (run-postgres.sh), the same file on either engine.
 */
import { LIMITS } from '../../../core/constants';
import { taiwanDayOf } from '../../../core/rules/outreach';
import { engineName, member, SupabaseDb } from './support/supabaseDb';

const ENGINE = engineName();

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const SEND = `insert into public.chat_messages (receiver_id, text) values ($1, $2)`;

async function sendOutcome(from: string, to: string, text: string) {
  return db.as(member(from), SEND, [to, text]);
}

async function listedBy(uid: string): Promise<string[]> {
  const rows = await db.must<{ uid: string }>(
    member(uid),
    `select uid from public.profiles where uid <> all (public.hidden_member_ids())`,
  );
  return rows.map((r) => r.uid);
}

describe(`blocks, on ${ENGINE}`, () => {
  it('stop messages both ways until the blocker undoes the block, which only the blocker can', async () => {
    const a = await db.newMember('阿明');
    const b = await db.newMember('美玲');
    await db.must(member(a), SEND, [b, '你好']);

    await db.must(member(a), `insert into public.blocks (blocked_id) values ($1)`, [b]);
    const fromA = await sendOutcome(a, b, '還在嗎');
    const fromB = await sendOutcome(b, a, '為什麼');
    expect(fromA.ok ? 'sent' : fromA.error.code).toBe('CF403');
    expect(fromB.ok ? 'sent' : fromB.error.code).toBe('CF403');

    const state = async (me: string, other: string) =>
      (await db.must<{ s: string }>(member(me), `select public.block_state_with($1) as s`, [other]))[0]!.s;
    expect(await state(a, b)).toBe('blocked-by-me');
    expect(await state(b, a)).toBe('blocked-me');
    const list = await db.must<{ l: { uid: string; name: string }[] }>(member(a), `select public.my_blocks() as l`);
    expect(list[0]!.l.map((r) => [r.uid, r.name])).toEqual([[b, '美玲']]);
    expect((await db.must<{ l: unknown[] }>(member(b), `select public.my_blocks() as l`))[0]!.l).toEqual([]);

    // The blocked member removes nothing.
    const undoByB = await db.as(member(b), `delete from public.blocks where blocker_id = $1 returning 1`, [a]);
    expect(undoByB.ok && undoByB.rows.length).toBe(0);
    expect((await sendOutcome(b, a, '為什麼')).ok).toBe(false);

    await db.must(member(a), `delete from public.blocks where blocked_id = $1`, [b]);
    expect(await state(b, a)).toBe('none');
    expect((await sendOutcome(b, a, '又可以聊了')).ok).toBe(true);
  });

  it('hide the two members from each other’s lists, and from nobody else’s', async () => {
    const a = await db.newMember('A');
    const b = await db.newMember('B');
    const c = await db.newMember('C');
    await db.must(member(b), `insert into public.blocks (blocked_id) values ($1)`, [a]);
    expect(await listedBy(a)).not.toContain(b);
    expect(await listedBy(b)).not.toContain(a);
    expect(await listedBy(a)).toContain(c);
    expect(await listedBy(c)).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuse a block made in someone else’s name, and blocking oneself', async () => {
    const a = await db.newMember('A');
    const b = await db.newMember('B');
    const forged = await db.as(member(a), `insert into public.blocks (blocker_id, blocked_id) values ($1, $2)`, [b, a]);
    expect(forged.ok).toBe(false);
    const self = await db.as(member(a), `insert into public.blocks (blocked_id) values ($1)`, [a]);
    expect(self.ok).toBe(false);
  });
});

describe(`applications across a block or to a hidden project, on ${ENGINE}`, () => {
  const APPLY = `insert into public.applications (project_id) values ($1)`;
  const PROJECT = `insert into public.projects (id, project_name, headline, description, stage) values ($1, '專案', '標語', '說明', 'concept')`;
  const notices = async (owner: string) =>
    (await db.sys<{ n: number }>(`select count(*)::int as n from public.notifications where user_id = $1`, [owner]))[0]!
      .n;

  it('are refused either way of a block, and notify nobody; after unblocking, one is taken', async () => {
    const owner = await db.newMember('專案主');
    const blocked = await db.newMember('被封鎖的人');
    const blocker = await db.newMember('封鎖了專案主的人');
    await db.must(member(owner), PROJECT, [owner]);
    await db.must(member(owner), `insert into public.blocks (blocked_id) values ($1)`, [blocked]);
    await db.must(member(blocker), `insert into public.blocks (blocked_id) values ($1)`, [owner]);
    expect((await db.as(member(blocked), APPLY, [owner])).ok).toBe(false);
    expect((await db.as(member(blocker), APPLY, [owner])).ok).toBe(false);
    expect(await notices(owner)).toBe(0);
    await db.must(member(owner), `delete from public.blocks where blocked_id = $1`, [blocked]);
    expect((await db.as(member(blocked), APPLY, [owner])).ok).toBe(true);
  });

  it('decided after a block made either way, tell the applicant nothing; without one, they are told', async () => {
    const bell = async (uid: string) =>
      (await db.sys<{ n: number }>(`select unread_notifications as n from public.profiles where uid = $1`, [uid]))[0]!
        .n;
    const decide = (owner: string, applicant: string, status: string) =>
      db.must(
        member(owner),
        `update public.applications set status = $3 where project_id = $1 and applicant_id = $2 returning status`,
        [owner, applicant, status],
      );
    for (const [who, status] of [
      ['applicant', 'rejected'],
      ['owner', 'accepted'],
      ['nobody', 'accepted'],
    ] as const) {
      const owner = await db.newMember('專案主');
      const applicant = await db.newMember('申請者');
      await db.must(member(owner), PROJECT, [owner]);
      await db.must(member(applicant), APPLY, [owner]);
      if (who === 'applicant')
        await db.must(member(applicant), `insert into public.blocks (blocked_id) values ($1)`, [owner]);
      if (who === 'owner')
        await db.must(member(owner), `insert into public.blocks (blocked_id) values ($1)`, [applicant]);
      // The owner still decides on their own project; the decision is kept.
      expect(await decide(owner, applicant, status)).toEqual([{ status }]);
      const told = who === 'nobody' ? 1 : 0;
      expect({ who, notices: await notices(applicant), bell: await bell(applicant) }).toEqual({
        who,
        notices: told,
        bell: told,
      });
    }
  });

  it('are refused to a project an admin hid', async () => {
    const owner = await db.newMember('專案主');
    const late = await db.newMember('晚到的申請者');
    await db.must(member(owner), PROJECT, [owner]);
    await db.sys(`update public.projects set hidden = true where id = $1`, [owner]);
    const outcome = await db.as(member(late), APPLY, [owner]);
    expect(outcome.ok).toBe(false);
    expect(await notices(owner)).toBe(0);
  });
});

describe(`the outreach limit, on ${ENGINE}`, () => {
  it(`lets a member start ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY} new conversations a Taiwan day, and every reply`, async () => {
    const limit = LIMITS.OUTREACH_NEW_CHATS_PER_DAY;
    const sender = await db.newMember('熱心的人');
    const starter = await db.newMember('先開口的人');
    const targets: string[] = [];
    for (let n = 0; n <= limit; n += 1) targets.push(await db.newMember(`成員${n}`));

    await db.must(member(starter), SEND, [sender, '你好，我先傳']);
    await db.must(member(sender), SEND, [starter, '你好']);
    for (let n = 0; n < limit; n += 1) await db.must(member(sender), SEND, [targets[n], `第 ${n + 1} 位你好`]);
    const over = await sendOutcome(sender, targets[limit]!, '再一位');
    expect(over.ok ? 'sent' : [over.error.code, over.error.message]).toEqual(['CF429', 'outreach-limit']);

    await db.must(member(sender), SEND, [targets[0], '再補充一下']);
    await db.must(member(targets[limit]!), SEND, [sender, '我主動找你']);
    await db.must(member(sender), SEND, [targets[limit], '收到']);

    const count = await db.sys<{ started: number; day: number }>(
      `select started, day from public.outreach_days where member_id = $1`,
      [sender],
    );
    expect(count).toEqual([{ started: limit, day: taiwanDayOf(Date.now()) }]);
  });

  it('counts in a table no member reads or writes', async () => {
    const a = await db.newMember('A');
    const read = await db.as(member(a), `select * from public.outreach_days`);
    expect(read.ok).toBe(false);
    const reset = await db.as(member(a), `delete from public.outreach_days where member_id = $1`, [a]);
    expect(reset.ok).toBe(false);
  });

  it('starts the Taiwan day at 16:00 UTC, as core/rules/outreach.ts does', async () => {
    for (const iso of ['2026-11-25T15:59:59.999Z', '2026-11-25T16:00:00Z', '2026-01-01T00:00:00Z']) {
      const rows = await db.sys<{ d: number }>(`select app.taiwan_day($1::timestamptz) as d`, [iso]);
      expect(rows[0]!.d).toBe(taiwanDayOf(Date.parse(iso)));
    }
  });
});
