/**
 * Retries racing their first try on the PostgreSQL server: the same write with the same client
 * id sent from several connections at once (a reply lost, the app sending again while the first
 * try is still on its way) is stored once and counted once; every other try is refused as a
 * duplicate (23505), which the client adapter answers with the stored row.
 */
import { CONTRACT_QUESTIONS } from '../../../contract/harness';
import { member, SupabaseDb } from '../support/supabaseDb';
import { seedMembers } from './chatLoad';

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const TRIES = 8;
const codesOf = (outcomes: { ok: boolean; error?: { code: string } }[]) =>
  outcomes.map((o) => (o.ok ? 'stored' : o.error!.code)).sort();
const once = ['stored', ...Array(TRIES - 1).fill('23505')].sort();

describe('a write retried at the same moment as its first try, on the PostgreSQL server', () => {
  it(`one message sent ${TRIES} times at once with its client id: stored once, one unread, one notification`, async () => {
    const [a, b] = await seedMembers(db, 2, 'msg');
    const key = '3f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b';
    const sessions = await db.connectMany(TRIES);
    const outcomes = await Promise.all(
      sessions.map((s) =>
        s.as(member(a!), `insert into public.chat_messages (receiver_id, text, client_id) values ($1, $2, $3)`, [
          b,
          '明天有空聊聊嗎？',
          key,
        ]),
      ),
    );
    expect(codesOf(outcomes)).toEqual(once);
    expect(
      await db.sys(
        `select (select count(*)::int from public.chat_messages where sender_id = $1) as messages,
                (select unread_count from public.chat_summaries where owner_id = $2 and other_id = $1) as unread,
                (select unread_notifications from public.profiles where uid = $2) as bell,
                (select count(*)::int from public.notifications where user_id = $2) as notifications`,
        [a, b],
      ),
    ).toEqual([{ messages: 1, unread: 1, bell: 1, notifications: 1 }]);
  });

  it(`one application sent ${TRIES} times at once with its client id: stored once, the owner notified once`, async () => {
    const [owner, applicant] = await seedMembers(db, 2, 'app');
    await db.must(
      member(owner!),
      `insert into public.projects (id, project_name, headline, description, stage) values ($1, '共享廚房', '標語', '說明', 'concept')`,
      [owner],
    );
    const key = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
    const sessions = await db.connectMany(TRIES);
    const outcomes = await Promise.all(
      sessions.map((s) =>
        s.as(member(applicant!), `insert into public.applications (project_id, client_id) values ($1, $2)`, [
          owner,
          key,
        ]),
      ),
    );
    expect(codesOf(outcomes)).toEqual(once);
    expect(
      await db.sys(
        `select (select count(*)::int from public.applications where applicant_id = $2) as applications,
                (select count(*)::int from public.notifications where user_id = $1) as notifications,
                (select unread_notifications from public.profiles where uid = $1) as bell`,
        [owner, applicant],
      ),
    ).toEqual([{ applications: 1, notifications: 1, bell: 1 }]);
  });

  it(`a member's second assessment sent ${TRIES} times at once with its client id: stored once, scored once, never refused as a third`, async () => {
    const [admin, m] = await seedMembers(db, 2, 'sub');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    const [qn] = await db.must<{ id: string }>(
      member(admin!),
      `insert into public.questionnaires (title, is_active) values ('評測', true) returning id`,
    );
    const ids: string[] = [];
    for (const q of CONTRACT_QUESTIONS) {
      const [row] = await db.must<{ id: string }>(
        member(admin!),
        `insert into public.questions (questionnaire_id, part, sort_order, text, type, options) values ($1, $2, $3, $4, $5, $6) returning id`,
        [qn!.id, q.part, q.order, q.text, q.type, JSON.stringify(q.options)],
      );
      ids.push(row!.id);
    }
    const answers = JSON.stringify(ids.map((questionId) => ({ questionId, chosenOptionIndex: 1 })));
    const SUBMIT = `insert into public.submissions (questionnaire_id, answers, client_id) values ($1, $2, $3)`;
    await db.must(member(m!), SUBMIT, [qn!.id, answers, '0a0b0c0d-0e0f-4a1a-8b1b-1c1d1e1f2a2b']);
    const key = '9e8d7c6b-5a49-4837-a625-140f0e0d0c0b';
    const sessions = await db.connectMany(TRIES);
    const outcomes = await Promise.all(sessions.map((s) => s.as(member(m!), SUBMIT, [qn!.id, answers, key])));
    expect(codesOf(outcomes)).toEqual(once);
    expect(
      await db.sys(
        `select (select count(*)::int from public.submissions where user_id = $1) as submissions,
                (select count(*)::int from public.questionnaire_results where user_id = $1) as results,
                (select (archetype_result ->> 'retakeCount')::int from public.profiles where uid = $1) as retake`,
        [m],
      ),
    ).toEqual([{ submissions: 2, results: 2, retake: 1 }]);
  });
});
