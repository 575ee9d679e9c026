/**
 * The assessment's answer key on the real migrations, in embedded PGlite (`npm test`) and on a
 * throwaway PostgreSQL 15 server (run-postgres.sh): a member reads the published questionnaire's
 * questions and the texts of their options, through public.list_questions; the options' scores
 * and the questionnaires not yet published are the admins'. The server scores a submission
 * (effects.test.ts checks the figures), so a member never needs the scores.
 */
import { engineName, member, SupabaseDb } from './support/supabaseDb';

const ENGINE = engineName();
let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const OPTIONS = JSON.stringify([
  { text: '甲', scores: { overall: 5, skill: 1, execution: 0, teamwork: 0, risk: 0 } },
  { text: '乙', scores: { overall: 0, skill: 0, execution: 2, teamwork: 0, risk: 0 } },
]);

let admin: string;
let published: string;
let draft: string;

beforeAll(async () => {
  admin = await db.newMember('出題者');
  await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
  const make = async (title: string, active: boolean) => {
    const [q] = await db.must<{ id: string }>(
      member(admin),
      `insert into public.questionnaires (title, is_active) values ($1, $2) returning id`,
      [title, active],
    );
    for (const [i, text] of ['第一題', '第二題'].entries())
      await db.must(
        member(admin),
        `insert into public.questions (questionnaire_id, part, sort_order, text, options) values ($1, 1, $2, $3, $4)`,
        [q!.id, i, text, OPTIONS],
      );
    return q!.id;
  };
  published = await make('創業潛力評測', true);
  draft = await make('下一版（未公開）', false);
}, 60_000);

type Listed = { id: string; text: string; options: unknown };

describe(`the assessment's answer key, on ${ENGINE}`, () => {
  it('a member reads neither the scores nor an unpublished questionnaire from the tables', async () => {
    const me = await db.newMember('玩家');
    expect(await db.must(member(me), `select q.options -> 0 -> 'scores' as scores from public.questions q`)).toEqual(
      [],
    );
    expect(await db.must(member(me), `select title from public.questionnaires where not is_active`)).toEqual([]);
    expect(await db.must(member(me), `select title from public.questionnaires where is_active`)).toEqual([
      { title: '創業潛力評測' },
    ]);
  });

  it('a member lists the published questions in order, with the texts of their options only', async () => {
    const me = await db.newMember('受測者');
    const rows = await db.must<Listed>(member(me), `select id, text, options from public.list_questions($1)`, [
      published,
    ]);
    expect(rows.map((r) => [r.text, r.options])).toEqual([
      ['第一題', [{ text: '甲' }, { text: '乙' }]],
      ['第二題', [{ text: '甲' }, { text: '乙' }]],
    ]);
    expect(await db.must(member(me), `select id from public.list_questions($1)`, [draft])).toEqual([]);
  });

  it('an admin lists any questionnaire’s questions, with the scores, for the editor', async () => {
    for (const id of [published, draft]) {
      const rows = await db.must<Listed>(member(admin), `select id, text, options from public.list_questions($1)`, [
        id,
      ]);
      expect(rows.map((r) => r.options)).toEqual([JSON.parse(OPTIONS), JSON.parse(OPTIONS)]);
    }
  });

  it('a member’s answers are still scored, by the server', async () => {
    const me = await db.newMember('作答者');
    const rows = await db.must<Listed>(member(me), `select id, text, options from public.list_questions($1)`, [
      published,
    ]);
    const answers = rows.map((q) => ({ questionId: q.id, chosenOptionIndex: 0 }));
    const [s] = await db.must<{ result_id: string }>(
      member(me),
      `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
      [published, JSON.stringify(answers)],
    );
    const [r] = await db.must<{ overall_score: number }>(
      member(me),
      `select overall_score from public.questionnaire_results where id = $1`,
      [s!.result_id],
    );
    expect(r!.overall_score).toBeGreaterThan(0);
  });
});
