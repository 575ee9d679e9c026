/**
 * Members acting at the same moment, on the PostgreSQL server only (PGlite is one connection,
 * so `npm test` does not match *.pgtest.ts). The pattern for concurrency suites: a database of
 * this file's own, `db.connectMany(n)` for n more connections, one actor per connection, and
 * `Promise.all` so the statements really overlap on the server.
 */
import { LIMITS } from '../../../../core/constants';
import { CONTRACT_QUESTIONS } from '../../../contract/harness';
import { member, service, SupabaseDb } from '../support/supabaseDb';

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('members at the same moment, on the PostgreSQL server', () => {
  it('runs on PostgreSQL 15, which listens on its unix socket only', async () => {
    expect(db.engine).toBe('PostgreSQL');
    expect(
      await db.sys(
        `select current_setting('server_version_num')::int / 10000 as major, current_setting('listen_addresses') as listen`,
      ),
    ).toEqual([{ major: 15, listen: '' }]);
  });

  it(`one sender's feedback sent from 12 connections at once: exactly ${LIMITS.FEEDBACK_MAX_PER_WINDOW} stored, the rest refused`, async () => {
    const a = await db.createAuthUser('rate@example.com', '王小明');
    const sessions = await db.connectMany(12);
    const outcomes = await Promise.all(
      sessions.map((s, i) =>
        s.as(service, `insert into public.feedback (name, message, user_id) values ('王小明', $1, $2)`, [
          `同時送出的第 ${i + 1} 則`,
          a,
        ]),
      ),
    );
    const codes = outcomes.map((o) => (o.ok ? 'stored' : o.error.code));
    expect(codes.filter((c) => c === 'stored')).toHaveLength(LIMITS.FEEDBACK_MAX_PER_WINDOW);
    expect(codes.filter((c) => c !== 'stored')).toEqual(Array(12 - LIMITS.FEEDBACK_MAX_PER_WINDOW).fill('CF429'));
    expect(await db.sys(`select count(*)::int as n from public.feedback where user_id = $1`, [a])).toEqual([
      { n: LIMITS.FEEDBACK_MAX_PER_WINDOW },
    ]);
  });

  it('10 members submit their assessment at once, each on a connection of their own, and each gets their own result', async () => {
    const admin = await db.createAuthUser('admin@example.com', '管理員');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    const [qn] = await db.must<{ id: string }>(
      member(admin),
      `insert into public.questionnaires (title, is_active) values ('評測', true) returning id`,
    );
    const questionIds: string[] = [];
    for (const q of CONTRACT_QUESTIONS) {
      const [row] = await db.must<{ id: string }>(
        member(admin),
        `insert into public.questions (questionnaire_id, part, sort_order, text, type, options) values ($1, $2, $3, $4, $5, $6) returning id`,
        [qn!.id, q.part, q.order, q.text, q.type, JSON.stringify(q.options)],
      );
      questionIds.push(row!.id);
    }
    const members: string[] = [];
    for (let i = 0; i < 10; i++) members.push(await db.createAuthUser(`m${i}@example.com`, `會員${i}`));
    const sessions = await db.connectMany(members.length);
    const answers = JSON.stringify(questionIds.map((questionId) => ({ questionId, chosenOptionIndex: 0 })));
    const outcomes = await Promise.all(
      sessions.map((s, i) =>
        s.as<{ result_id: string }>(
          member(members[i]!),
          `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
          [qn!.id, answers],
        ),
      ),
    );
    expect(outcomes.map((o) => (o.ok ? 'stored' : o.error.message))).toEqual(Array(members.length).fill('stored'));
    const shown = await db.sys<{ uid: string; result: string }>(
      `select uid, archetype_result ->> 'resultId' as result from public.profiles where uid = any($1::uuid[]) order by uid`,
      [members],
    );
    const results = await db.sys<{ uid: string; result: string }>(
      `select user_id as uid, id::text as result from public.questionnaire_results where user_id = any($1::uuid[]) order by user_id`,
      [members],
    );
    expect(shown).toEqual(results);
    expect(new Set(results.map((r) => r.result)).size).toBe(members.length);
  });
});
