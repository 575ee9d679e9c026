/**
 * Counters and summaries under members acting at the same moment, on the PostgreSQL server:
 * two senders forced into the worst interleaving, fifty members chatting at once, applications
 * arriving while the owner decides, and one member's last assessment fired several times.
 * Every outcome is checked against a recount from the stored rows.
 */
import { LIMITS } from '../../../../core/constants';
import { CONTRACT_QUESTIONS } from '../../../contract/harness';
import { member, SupabaseDb, type Outcome, type SupabaseSession } from '../support/supabaseDb';
import { recountChats, runChatLoad, seedMembers } from './chatLoad';

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const SEND = `insert into public.chat_messages (receiver_id, text) values ($1, $2)`;
const PAUSE_KEY = 7_250_001;

/** Waits until `n` other connections of this database wait for a lock. */
async function waitersReach(n: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const [row] = await db.sys<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (row!.n >= n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${n} connections never waited at once`);
}

describe('members at the same moment: counters stay exact, on the PostgreSQL server', () => {
  it('two members message a third at the same moment: both messages are stored, neither send deadlocks', async () => {
    const [a, b, c] = await seedMembers(db, 3, 'pair');
    // A pause between the foreign-key checks (triggers RI_…, which fire first) and the
    // summaries trigger, so both inserts hold their key-share locks before either goes on.
    await db.exec(`
      create function public.test_pause() returns trigger language plpgsql security definer set search_path = '' as $$
      begin perform pg_advisory_xact_lock_shared(${PAUSE_KEY}); return null; end $$;
      create trigger chat_messages_0_pause after insert on public.chat_messages
        for each row execute function public.test_pause();`);
    const [s1, s2] = (await db.connectMany(2)) as [SupabaseSession, SupabaseSession];
    try {
      await db.sys(`select pg_advisory_lock(${PAUSE_KEY})`);
      const sends = [s1.as(member(a!), SEND, [c, '我是小明']), s2.as(member(b!), SEND, [c, '我是美玲'])];
      try {
        await waitersReach(2);
      } finally {
        await db.sys(`select pg_advisory_unlock(${PAUSE_KEY})`);
      }
      const outcomes = await Promise.all(sends);
      expect(outcomes.map((o) => (o.ok ? 'stored' : `${o.error.code} ${o.error.message}`))).toEqual([
        'stored',
        'stored',
      ]);
    } finally {
      await db.exec(`drop trigger chat_messages_0_pause on public.chat_messages; drop function public.test_pause()`);
    }
    expect(
      await db.sys(`select other_id, unread_count from public.chat_summaries where owner_id = $1 order by other_id`, [
        c,
      ]),
    ).toEqual([a, b].sort().map((other_id) => ({ other_id, unread_count: 1 })));
    expect(await db.sys(`select unread_notifications as n from public.profiles where uid = $1`, [c])).toEqual([
      { n: 2 },
    ]);
  }, 30_000);

  it('a member renames themselves while the owner decides their application: both are saved, the name copy is current, neither deadlocks', async () => {
    const [owner, applicant] = await seedMembers(db, 2, 'rename');
    await db.must(
      member(owner!),
      `insert into public.projects (id, project_name, headline, description, stage) values ($1, '共享廚房', '標語', '說明', 'concept')`,
      [owner],
    );
    await db.must(member(applicant!), `insert into public.applications (project_id) values ($1)`, [owner]);
    // The decision pauses between locking the application row and notifying the applicant.
    await db.exec(`
      create function public.test_pause() returns trigger language plpgsql security definer set search_path = '' as $$
      begin perform pg_advisory_xact_lock_shared(${PAUSE_KEY}); return null; end $$;
      create trigger applications_0_pause after update on public.applications
        for each row execute function public.test_pause();`);
    const [s1, s2] = (await db.connectMany(2)) as [SupabaseSession, SupabaseSession];
    try {
      await db.sys(`select pg_advisory_lock(${PAUSE_KEY})`);
      let decide: Promise<Outcome> = Promise.resolve({ ok: true, rows: [], affected: 0 });
      let rename: Promise<Outcome> = decide;
      try {
        decide = s1.as(
          member(owner!),
          `update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2`,
          [owner, applicant],
        );
        await waitersReach(1);
        rename = s2.as(member(applicant!), `update public.profiles set name = '新名字' where uid = $1`, [applicant]);
        await waitersReach(2);
      } finally {
        await db.sys(`select pg_advisory_unlock(${PAUSE_KEY})`);
      }
      const outcomes = await Promise.all([decide, rename]);
      expect(outcomes.map((o) => (o.ok ? 'saved' : `${o.error.code} ${o.error.message}`))).toEqual(['saved', 'saved']);
    } finally {
      await db.exec(`drop trigger applications_0_pause on public.applications; drop function public.test_pause()`);
    }
    expect(
      await db.sys(
        `select a.status, a.applicant_name, (select unread_notifications from public.profiles where uid = $2) as bell
           from public.applications a where a.project_id = $1 and a.applicant_id = $2`,
        [owner, applicant],
      ),
    ).toEqual([{ status: 'accepted', applicant_name: '新名字', bell: 1 }]);
  }, 30_000);

  it('a member renames themselves while applying: the application carries the new name', async () => {
    const [owner, applicant] = await seedMembers(db, 2, 'applyrename');
    await db.must(
      member(owner!),
      `insert into public.projects (id, project_name, headline, description, stage) values ($1, '共享廚房', '標語', '說明', 'concept')`,
      [owner],
    );
    // The application pauses after its before-insert trigger has copied the applicant's name.
    await db.exec(`
      create function public.test_pause() returns trigger language plpgsql security definer set search_path = '' as $$
      begin perform pg_advisory_xact_lock_shared(${PAUSE_KEY}); return new; end $$;
      create trigger applications_z_pause before insert on public.applications
        for each row execute function public.test_pause();`);
    const [s1, s2] = (await db.connectMany(2)) as [SupabaseSession, SupabaseSession];
    try {
      await db.sys(`select pg_advisory_lock(${PAUSE_KEY})`);
      let outcomes: Outcome[];
      try {
        const apply = s1.as(member(applicant!), `insert into public.applications (project_id) values ($1)`, [owner]);
        await waitersReach(1);
        let renamed = false;
        const rename = s2
          .as(member(applicant!), `update public.profiles set name = '新名字' where uid = $1`, [applicant])
          .finally(() => (renamed = true));
        // Until the rename is saved or waits for the application.
        for (let i = 0; i < 400 && !renamed; i++) {
          const [row] = await db.sys<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          );
          if (row!.n >= 2) break;
          await new Promise((r) => setTimeout(r, 25));
        }
        await db.sys(`select pg_advisory_unlock(${PAUSE_KEY})`);
        outcomes = await Promise.all([apply, rename]);
      } finally {
        await db.sys(`select pg_advisory_unlock_all()`);
      }
      expect(outcomes.map((o) => (o.ok ? 'saved' : `${o.error.code} ${o.error.message}`))).toEqual(['saved', 'saved']);
    } finally {
      await db.exec(`drop trigger applications_z_pause on public.applications; drop function public.test_pause()`);
    }
    expect(
      await db.sys(`select applicant_name from public.applications where project_id = $1 and applicant_id = $2`, [
        owner,
        applicant,
      ]),
    ).toEqual([{ applicant_name: '新名字' }]);
  }, 30_000);

  it('50 members send 10,000 messages at once while opening chats: every message stored once, every summary, unread count, chat notification and bell equal to a recount', async () => {
    await db.sys(`truncate public.chat_messages, public.chat_summaries, public.notifications`);
    await db.sys(`update public.profiles set unread_notifications = 0`);
    const members = await seedMembers(db, 50, 'load');
    const sessions = await db.connectMany(members.length);
    const load = await runChatLoad(sessions, members, { messages: 10_000, readEvery: 10, seed: 20261125 });
    expect({ failed: load.failed, readsFailed: load.readsFailed, firstErrors: load.firstErrors }).toEqual({
      failed: {},
      readsFailed: {},
      firstErrors: [],
    });
    expect(load.sent).toBe(10_000);
    expect(load.reads.length).toBeGreaterThan(500);
    const recount = await recountChats(db, load.reads);
    expect(recount.messages).toBe(10_000);
    expect(recount.summaryMismatches).toEqual([]);
    expect(recount.notificationMismatches).toEqual([]);
    expect(recount.bellMismatches).toEqual([]);
  }, 300_000);

  it('20 members apply and message the owner while the owner decides earlier applications and opens chats: each application and notification once, every bell exact', async () => {
    const [owner] = await seedMembers(db, 1, 'owner');
    await db.must(
      member(owner!),
      `insert into public.projects (id, project_name, headline, description, stage) values ($1, '共享廚房', '標語', '說明', 'concept')`,
      [owner],
    );
    const early = await seedMembers(db, 10, 'early');
    for (const e of early)
      await db.must(member(e), `insert into public.applications (project_id) values ($1)`, [owner]);
    const late = await seedMembers(db, 20, 'late');
    const sessions = await db.connectMany(late.length + early.length);
    const outcomes: Outcome[][] = await Promise.all([
      ...late.map(async (m, i) => [
        await sessions[i]!.as(member(m), `insert into public.applications (project_id) values ($1)`, [owner]),
        await sessions[i]!.as(member(m), SEND, [owner, '你好，我剛申請了']),
      ]),
      ...early.map(async (e, i) => {
        const s = sessions[late.length + i]!;
        const status = i % 2 === 0 ? 'accepted' : 'rejected';
        return [
          await s.as(
            member(owner!),
            `update public.applications set status = $1 where project_id = $2 and applicant_id = $3`,
            [status, owner, e],
          ),
          await s.as(member(e), SEND, [owner, '謝謝你的回覆']),
          await s.as(member(owner!), `select public.mark_chat_read($1)`, [late[i]]),
        ];
      }),
    ]);
    expect(outcomes.flat().filter((o) => !o.ok)).toEqual([]);

    expect(await db.sys(`select count(*)::int as n from public.applications where project_id = $1`, [owner])).toEqual([
      { n: 30 },
    ]);
    expect(
      await db.sys(
        `select count(*)::int as n, count(distinct message)::int as distinct_texts from public.notifications where user_id = $1 and type = 'application'`,
        [owner],
      ),
    ).toEqual([{ n: 30, distinct_texts: 30 }]);
    const decided = await db.sys<{ user_id: string; n: number }>(
      `select user_id, count(*)::int as n from public.notifications where type = 'application' and user_id = any($1::uuid[]) group by 1`,
      [early],
    );
    expect(decided.map((d) => d.n)).toEqual(Array(early.length).fill(1));
    // Every bell: the unread of its member's summaries + their unread non-chat notifications.
    const bells = await db.sys<{ uid: string; bell: number; want: number }>(
      `select p.uid, p.unread_notifications as bell,
              (select coalesce(sum(unread_count), 0)::int from public.chat_summaries where owner_id = p.uid)
              + (select count(*)::int from public.notifications n where n.user_id = p.uid and n.type <> 'chat' and not n.is_read) as want
         from public.profiles p where p.uid = any($1::uuid[])`,
      [[owner, ...early, ...late]],
    );
    expect(bells.filter((b) => b.bell !== b.want)).toEqual([]);
    const ownerUnread = await db.sys<{ other_id: string; unread_count: number }>(
      `select other_id, unread_count from public.chat_summaries where owner_id = $1`,
      [owner],
    );
    expect(ownerUnread).toHaveLength(30);
    // A chat the owner opened holds 0 or 1 (its message came before or after); every other 1.
    const opened = new Set(late.slice(0, early.length));
    expect(ownerUnread.filter((s) => !(opened.has(s.other_id) ? s.unread_count <= 1 : s.unread_count === 1))).toEqual(
      [],
    );
    expect(await db.sys(`select count(*)::int as n from public.chat_messages where receiver_id = $1`, [owner])).toEqual(
      [{ n: 30 }],
    );
  }, 60_000);

  it(`a member with 1 assessment fires 6 more at once: exactly 1 more is stored, the rest are refused (CF429), and the result shown is the one stored last`, async () => {
    const [admin] = await seedMembers(db, 1, 'qadmin');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    const [qn] = await db.must<{ id: string }>(
      member(admin!),
      `insert into public.questionnaires (title, is_active) values ('評測', true) returning id`,
    );
    const questionIds: string[] = [];
    for (const q of CONTRACT_QUESTIONS) {
      const [row] = await db.must<{ id: string }>(
        member(admin!),
        `insert into public.questions (questionnaire_id, part, sort_order, text, type, options) values ($1, $2, $3, $4, $5, $6) returning id`,
        [qn!.id, q.part, q.order, q.text, q.type, JSON.stringify(q.options)],
      );
      questionIds.push(row!.id);
    }
    const answers = JSON.stringify(questionIds.map((questionId) => ({ questionId, chosenOptionIndex: 0 })));
    const [m] = await seedMembers(db, 1, 'third');
    const SUBMIT = `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning id, result_id`;
    await db.must(member(m!), SUBMIT, [qn!.id, answers]);
    const sessions = await db.connectMany(6);
    // Messages to the member at the same moment hold key-share locks on their profile row.
    const others = await seedMembers(db, 6, 'nudge');
    const chatters = await db.connectMany(6);
    const [outcomes] = await Promise.all([
      Promise.all(sessions.map((s) => s.as<{ id: string; result_id: string }>(member(m!), SUBMIT, [qn!.id, answers]))),
      Promise.all(chatters.map((s, i) => s.as(member(others[i]!), SEND, [m, '測驗做完了嗎？']))),
    ]);
    const codes = outcomes.map((o) => (o.ok ? 'stored' : o.error.code));
    expect(codes.filter((c) => c === 'stored')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'stored')).toEqual(Array(5).fill('CF429'));
    const stored = outcomes.find((o) => o.ok) as Extract<Outcome<{ id: string; result_id: string }>, { ok: true }>;
    expect(await db.sys(`select count(*)::int as n from public.submissions where user_id = $1`, [m])).toEqual([
      { n: LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS },
    ]);
    expect(
      await db.sys(
        `select archetype_result ->> 'resultId' as result, (archetype_result ->> 'retakeCount')::int as retake, unread_notifications as bell
           from public.profiles where uid = $1`,
        [m],
      ),
    ).toEqual([{ result: stored.rows[0]!.result_id, retake: 1, bell: 6 }]);
    expect(await db.sys(`select count(*)::int as n from public.questionnaire_results where user_id = $1`, [m])).toEqual(
      [{ n: 2 }],
    );
  }, 60_000);
});
