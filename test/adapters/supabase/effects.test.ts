/**
 * Server-side effects of the Supabase migrations: chat summaries, unread counts and
 * notifications, application notices, the bell after any mix of messages, notifications and
 * reads, questionnaire scoring (shared vectors + random cases against core/), the auth trigger,
 * name propagation and the admin searches. On embedded PGlite (`npm test`) and on a throwaway
 * PostgreSQL 15 server (run-postgres.sh), the same file on either engine.
 */
import vectorsFile from '../../../core/scoring/archetype-vectors.json' with { type: 'json' };
import { scoreAnswers, type ScorableQuestion, type ScoredAnswers } from '../../../core/scoring/archetypeScoring';
import {
  applicationNotificationText,
  chatNotificationText,
  decisionNotificationText,
  previewText,
} from '../../../core/notifications/notificationTexts';
import { afterChatOpened, afterMessageReceived, afterNotificationClicked, bellCount } from '../../../core/rules/unread';
import { CONTRACT_QUESTIONS } from '../../contract/harness';
import { engineName, member, SupabaseDb } from './support/supabaseDb';

/** PGlite in `npm test`, the PostgreSQL server in run-postgres.sh. */
const ENGINE = engineName();

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function newMember(name: string, email = `${Math.random().toString(36).slice(2)}@example.com`): Promise<string> {
  return db.createAuthUser(email, name);
}

async function bell(uid: string): Promise<number> {
  const rows = await db.sys<{ n: number }>(`select unread_notifications as n from public.profiles where uid = $1`, [
    uid,
  ]);
  return rows[0]!.n;
}

async function send(from: string, to: string, text: string): Promise<void> {
  await db.must(member(from), `insert into public.chat_messages (receiver_id, text) values ($1, $2)`, [to, text]);
}

async function publish(owner: string, name: string): Promise<void> {
  await db.must(
    member(owner),
    `insert into public.projects (id, project_name, headline, description, stage) values ($1, $2, '標語', '說明', 'concept')`,
    [owner, name],
  );
}

interface SummaryRow {
  other_id: string;
  other_name: string;
  last_text: string;
  last_sender_id: string;
  unread_count: number;
}
interface NotificationRow {
  id: string;
  type: 'chat' | 'application' | 'other';
  message: string;
  is_read: boolean;
  link: string;
}

const summariesOf = (uid: string) =>
  db.sys<SummaryRow>(
    `select other_id, other_name, last_text, last_sender_id, unread_count from public.chat_summaries where owner_id = $1`,
    [uid],
  );
const notificationsOf = (uid: string) =>
  db.sys<NotificationRow>(
    `select id, type, message, is_read, link from public.notifications where user_id = $1 order by created_at desc`,
    [uid],
  );

describe(`a message, on ${ENGINE}`, () => {
  it('updates both summaries, the receiver’s unread count and bell, and one chat notification per conversation', async () => {
    const a = await newMember('王小明');
    const b = await newMember('李小華');
    await send(a, b, '你好，想聊聊\n你的專案嗎？');
    await send(a, b, '我明天有空，這是一則超過三十個字的訊息，用來確認預覽會被截斷並加上刪節號');

    const mine = await summariesOf(a);
    const theirs = await summariesOf(b);
    expect(mine).toEqual([
      expect.objectContaining({ other_id: b, other_name: '李小華', last_sender_id: a, unread_count: 0 }),
    ]);
    expect(theirs).toEqual([
      expect.objectContaining({ other_id: a, other_name: '王小明', last_sender_id: a, unread_count: 2 }),
    ]);
    expect(theirs[0]!.last_text).toBe('我明天有空，這是一則超過三十個字的訊息，用來確認預覽會被截斷並加上刪節號');
    expect(await bell(b)).toBe(2);
    expect(await bell(a)).toBe(0);

    const notes = await notificationsOf(b);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toEqual({
      id: `chat_${a}`,
      type: 'chat',
      message: chatNotificationText(
        '王小明',
        '我明天有空，這是一則超過三十個字的訊息，用來確認預覽會被截斷並加上刪節號',
        2,
      ),
      is_read: false,
      link: `/chat/${a}`,
    });

    // Opening the chat: summary zeroed, bell lowered by what it held, notification read.
    await db.must(member(b), `select public.mark_chat_read($1)`, [a]);
    expect((await summariesOf(b))[0]!.unread_count).toBe(0);
    expect(await bell(b)).toBe(0);
    expect((await notificationsOf(b))[0]!.is_read).toBe(true);
    // Opening it again changes nothing.
    await db.must(member(b), `select public.mark_chat_read($1)`, [a]);
    expect(await bell(b)).toBe(0);

    // A reply refreshes A's side; a new message to B makes the one notification unread again.
    await send(b, a, '好啊');
    expect((await summariesOf(a))[0]).toEqual(
      expect.objectContaining({ unread_count: 1, last_text: '好啊', last_sender_id: b }),
    );
    expect((await summariesOf(b))[0]).toEqual(expect.objectContaining({ unread_count: 0, last_text: '好啊' }));
    await send(a, b, '那就明天見');
    const after = await notificationsOf(b);
    expect(after).toHaveLength(1);
    expect(after[0]!.is_read).toBe(false);
    expect(await bell(b)).toBe(1);
  });

  it('stores the trimmed text and refuses blank ones', async () => {
    const a = await newMember('甲');
    const b = await newMember('乙');
    const rows = await db.must<{ text: string; chat_id: string }>(
      member(a),
      `insert into public.chat_messages (receiver_id, text) values ($1, $2) returning text, chat_id`,
      [b, '  哈囉\u3000 '],
    );
    expect(rows[0]!.text).toBe('哈囉');
    expect(rows[0]!.chat_id).toBe([a, b].sort().join('_'));
    const blank = await db.as(member(a), `insert into public.chat_messages (receiver_id, text) values ($1, $2)`, [
      b,
      ' \n\u3000',
    ]);
    expect(blank.ok).toBe(false);
  });
});

describe(`applications, on ${ENGINE}`, () => {
  it('notify the owner on arrival and the applicant on the decision, each adding 1 to the bell', async () => {
    const owner = await newMember('創辦人');
    const applicant = await newMember('工程師');
    await publish(owner, '  共享廚房 ');
    await db.must(member(applicant), `insert into public.applications (project_id) values ($1)`, [owner]);
    const toOwner = await notificationsOf(owner);
    expect(toOwner).toEqual([
      expect.objectContaining({
        type: 'application',
        is_read: false,
        link: `/project/${owner}`,
        message: applicationNotificationText('工程師', '共享廚房'),
      }),
    ]);
    expect(await bell(owner)).toBe(1);

    await db.must(
      member(owner),
      `update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2`,
      [owner, applicant],
    );
    const toApplicant = await notificationsOf(applicant);
    expect(toApplicant).toEqual([
      expect.objectContaining({
        type: 'application',
        link: `/project/${owner}`,
        message: decisionNotificationText('共享廚房', 'accepted'),
      }),
    ]);
    expect(await bell(applicant)).toBe(1);
    const app = await db.sys<{ status: string; decided_at: string | null; applicant_name: string }>(
      `select status, decided_at, applicant_name from public.applications where project_id = $1`,
      [owner],
    );
    expect(app[0]).toEqual(expect.objectContaining({ status: 'accepted', applicant_name: '工程師' }));
    expect(app[0]!.decided_at).not.toBeNull();

    // Clicking the notification lowers the bell by 1, once.
    const nid = toApplicant[0]!.id;
    await db.must(member(applicant), `select public.mark_notification_read($1)`, [nid]);
    expect(await bell(applicant)).toBe(0);
    await db.must(member(applicant), `select public.mark_notification_read($1)`, [nid]);
    expect(await bell(applicant)).toBe(0);
    const missing = await db.as(member(applicant), `select public.mark_notification_read('no-such-id')`);
    expect(missing.ok ? 'ok' : missing.error.code).toBe('CF404');
  });

  it('a rejection says so', async () => {
    const owner = await newMember('甲方');
    const applicant = await newMember('乙方');
    await publish(owner, '智慧農業');
    await db.must(member(applicant), `insert into public.applications (project_id) values ($1)`, [owner]);
    await db.must(
      member(owner),
      `update public.applications set status = 'rejected' where project_id = $1 and applicant_id = $2`,
      [owner, applicant],
    );
    expect((await notificationsOf(applicant))[0]!.message).toBe(decisionNotificationText('智慧農業', 'rejected'));
  });
});

describe(`the bell count, on ${ENGINE}`, () => {
  it('never goes below zero, even when it had drifted', async () => {
    const a = await newMember('丙');
    const b = await newMember('丁');
    await send(a, b, '一');
    await send(a, b, '二');
    await send(a, b, '三');
    await db.sys(`update public.profiles set unread_notifications = 1 where uid = $1`, [b]);
    await db.must(member(b), `select public.mark_chat_read($1)`, [a]);
    expect(await bell(b)).toBe(0);

    await publish(b, '測試專案');
    await db.must(member(a), `insert into public.applications (project_id) values ($1)`, [b]);
    await db.sys(`update public.profiles set unread_notifications = 0 where uid = $1`, [b]);
    const n = (await notificationsOf(b)).find((x) => x.type === 'application')!;
    await db.must(member(b), `select public.mark_notification_read($1)`, [n.id]);
    expect(await bell(b)).toBe(0);
    await expect(db.sys(`update public.profiles set unread_notifications = -1 where uid = $1`, [b])).rejects.toThrow(
      /unread_not_negative/,
    );
  });

  it('equals what the member has not seen after any mix of messages, applications, decisions and reads', async () => {
    const N = 5;
    const members: string[] = [];
    for (let i = 0; i < N; i++) members.push(await newMember(`會員${i}`));
    for (const m of members) await publish(m, `專案${m.slice(0, 4)}`);

    // Deterministic pseudo-random sequence (mulberry32).
    let seed = 20261120;
    const rand = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;

    // The model: core/rules/unread.ts applied to what each step should do.
    const model = new Map<string, number>(members.map((m) => [m, 0]));
    const counts: Record<string, number> = {
      message: 0,
      apply: 0,
      decide: 0,
      openChat: 0,
      clickNotification: 0,
      clickChatNotification: 0,
    };

    for (let step = 0; step < 160; step++) {
      const r = rand();
      const me = pick(members);
      const other = pick(members.filter((m) => m !== me));
      if (r < 0.35) {
        await send(me, other, `訊息 ${step}`);
        model.set(other, afterMessageReceived(model.get(other)!));
        counts.message!++;
      } else if (r < 0.5) {
        const out = await db.as(member(me), `insert into public.applications (project_id) values ($1)`, [other]);
        if (out.ok) {
          model.set(other, model.get(other)! + 1);
          counts.apply!++;
        }
      } else if (r < 0.6) {
        const pending = await db.sys<{ applicant_id: string }>(
          `select applicant_id from public.applications where project_id = $1 and status = 'pending'`,
          [me],
        );
        if (pending.length > 0) {
          const applicant = pick(pending).applicant_id;
          await db.must(
            member(me),
            `update public.applications set status = $3 where project_id = $1 and applicant_id = $2`,
            [me, applicant, rand() < 0.5 ? 'accepted' : 'rejected'],
          );
          model.set(applicant, model.get(applicant)! + 1);
          counts.decide!++;
        }
      } else if (r < 0.8) {
        const held = (await summariesOf(me)).find((s) => s.other_id === other)?.unread_count ?? 0;
        await db.must(member(me), `select public.mark_chat_read($1)`, [other]);
        model.set(me, afterChatOpened(model.get(me)!, held));
        counts.openChat!++;
      } else {
        const notes = await notificationsOf(me);
        if (notes.length > 0) {
          const n = pick(notes);
          await db.must(member(me), `select public.mark_notification_read($1)`, [n.id]);
          model.set(me, afterNotificationClicked(model.get(me)!, { type: n.type, isRead: n.is_read }));
          if (n.type === 'chat') counts.clickChatNotification!++;
          else counts.clickNotification!++;
        }
      }

      for (const m of members) {
        const summaries = await summariesOf(m);
        const notes = await notificationsOf(m);
        const actual = await bell(m);
        const expected = bellCount(
          summaries.map((s) => ({ unreadCount: s.unread_count })),
          notes.map((n) => ({ type: n.type, isRead: n.is_read })),
        );
        if (actual !== expected || actual !== model.get(m) || actual < 0) {
          throw new Error(
            `step ${step}: bell of ${m} is ${actual}, unseen items say ${expected}, the model says ${model.get(m)}`,
          );
        }
        // One chat notification per conversation.
        const chatIds = notes.filter((n) => n.type === 'chat').map((n) => n.id);
        expect(new Set(chatIds).size).toBe(chatIds.length);
        expect(chatIds.every((cid) => summaries.some((s) => `chat_${s.other_id}` === cid))).toBe(true);
      }
    }
    console.log(
      `bell mix: 160 steps over ${N} members, ${JSON.stringify(counts)}; bell = Σ summaries + unread non-chat after every step`,
    );
    expect(counts.message).toBeGreaterThan(20);
    expect(counts.openChat).toBeGreaterThan(10);
    expect(counts.clickNotification! + counts.clickChatNotification!).toBeGreaterThan(5);
  }, 60_000);
});

describe(`notification texts, on ${ENGINE}`, () => {
  it('match core/notifications for tricky previews', async () => {
    const samples = [
      '短訊息',
      '  前後空白  ',
      '換行\n與\t定位\r\n都變成一個空白',
      '全形\u3000空白\u00a0與不換行空白',
      '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十',
      '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一',
      '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀',
      'ASCII text that is definitely longer than thirty characters',
      '右到左\u202e覆寫與\u2066隔離\u2069不留在預覽裡',
      '',
    ];
    const rows = await db.sys<{ p: string }>(
      `select app.preview_text(s) as p from unnest($1::text[]) with ordinality as t(s, i) order by i`,
      [samples],
    );
    expect(rows.map((r) => r.p)).toEqual(samples.map((s) => previewText(s)));
    const names = await db.sys<{ chat: string; chat3: string; app: string }>(
      `select app.chat_notification_text('  ', 'hi') as chat, app.chat_notification_text('小明', 'hi', 3) as chat3, app.application_notification_text('小明', ' 共享廚房 ') as app`,
    );
    expect(names[0]).toEqual({
      chat: chatNotificationText('  ', 'hi'),
      chat3: chatNotificationText('小明', 'hi', 3),
      app: applicationNotificationText('小明', ' 共享廚房 '),
    });
    // Quotes inside a quotation switch kind, as core does (「」 <-> 『』).
    const message = '你看過「共享廚房」和『食』在好嗎？';
    const project = ' 「食」在好 ';
    const nested = await db.sys<{ chat: string; app: string; yes: string; no: string }>(
      `select app.chat_notification_text('小明', $1) as chat, app.application_notification_text('小明', $2) as app,
              app.decision_notification_text($2, 'accepted') as yes, app.decision_notification_text($2, 'rejected') as no`,
      [message, project],
    );
    expect(nested[0]).toEqual({
      chat: chatNotificationText('小明', message),
      app: applicationNotificationText('小明', project),
      yes: decisionNotificationText(project, 'accepted'),
      no: decisionNotificationText(project, 'rejected'),
    });
    expect(nested[0]!.app).toBe('小明 申請加入你的專案「『食』在好」');
  });
});

describe(`questionnaire scoring in SQL, on ${ENGINE}`, () => {
  interface Vector {
    name: string;
    questions: ScorableQuestion[];
    answers: { questionId: string; chosenOptionIndex: number }[];
    expected: ScoredAnswers;
  }
  const vectors = (vectorsFile as unknown as { vectors: Vector[] }).vectors;

  /** Key order does not matter (jsonb stores keys sorted). */
  const canon = (r: ScoredAnswers) =>
    JSON.stringify([
      r.overallScore,
      r.archetype,
      ...(['overall', 'skill', 'execution', 'teamwork', 'risk'] as const).map((d) => r.dimensionScores[d]),
    ]);

  async function scoreInSql(cases: { questions: unknown; answers: unknown }[]): Promise<ScoredAnswers[]> {
    const rows = await db.sys<{ r: ScoredAnswers }>(
      `select app.score_answers(c -> 'questions', c -> 'answers') as r
         from jsonb_array_elements($1::jsonb) with ordinality as t(c, i) order by i`,
      [JSON.stringify(cases)],
    );
    return rows.map((x) => x.r);
  }

  it('gives exactly the expected result on every shared vector', async () => {
    expect(vectors.length).toBeGreaterThanOrEqual(12);
    const got = await scoreInSql(vectors);
    const report = vectors.map(
      (v, i) => `${got[i] && canon(got[i]!) === canon(v.expected) ? 'same' : 'DIFF'}  ${v.name}`,
    );
    console.log(['SQL scoring on core/scoring/archetype-vectors.json', ...report].join('\n'));
    for (const [i, v] of vectors.entries())
      expect({ name: v.name, result: got[i] }).toEqual({ name: v.name, result: v.expected });
  });

  it('agrees with core/scoring on 300 random questionnaires (decimals, negatives, legacy values, bad answers)', async () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
    const num = () => (rand() < 0.6 ? int(-2, 5) : Math.round((rand() * 10 - 2) * 100) / 100);
    const cases: { questions: ScorableQuestion[]; answers: { questionId: string; chosenOptionIndex: number }[] }[] = [];
    for (let c = 0; c < 300; c++) {
      const questions: ScorableQuestion[] = [];
      for (let q = 0; q < int(1, 6); q++) {
        const options = [];
        for (let o = 0; o < int(1, 4); o++) {
          const kind = rand();
          if (kind < 0.75) {
            const scores: Record<string, number> = {};
            for (const d of ['overall', 'skill', 'execution', 'teamwork', 'risk']) if (rand() < 0.9) scores[d] = num();
            options.push({ scores });
          } else if (kind < 0.9) options.push({ value: num() });
          else options.push({ scores: { overall: num() }, value: num() });
        }
        questions.push({ id: `q${q}`, options });
      }
      const answers = [];
      for (let a = 0; a < int(0, 8); a++) {
        const r = rand();
        answers.push({
          questionId: r < 0.9 ? `q${int(0, 6)}` : 'unknown',
          chosenOptionIndex: r < 0.8 ? int(-1, 4) : r < 0.9 ? 0.5 : int(0, 2),
        });
      }
      cases.push({ questions, answers });
    }
    const got = await scoreInSql(cases);
    const diffs = cases.filter((c, i) => canon(got[i]!) !== canon(scoreAnswers(c.questions, c.answers)));
    const archetypes = new Set(got.map((r) => r.archetype));
    console.log(
      `SQL scoring vs core on ${cases.length} random cases: ${cases.length - diffs.length} identical; archetypes seen: ${[...archetypes].sort().join(', ')}`,
    );
    expect(archetypes.size).toBeGreaterThanOrEqual(4);
    expect(diffs).toEqual([]);
  });

  it('scores a submission into a result, written back to the submission and the profile; 2 at most', async () => {
    const admin = await newMember('管理員');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    const qn = await db.must<{ id: string }>(
      member(admin),
      `insert into public.questionnaires (title, is_active) values ('評測', true) returning id`,
    );
    const qid = qn[0]!.id;
    const stored: ScorableQuestion[] = [];
    for (const q of CONTRACT_QUESTIONS) {
      const rows = await db.must<{ id: string }>(
        member(admin),
        `insert into public.questions (questionnaire_id, part, sort_order, text, type, options) values ($1, $2, $3, $4, $5, $6) returning id`,
        [qid, q.part, q.order, q.text, q.type, JSON.stringify(q.options)],
      );
      stored.push({ id: rows[0]!.id, options: q.options });
    }
    const m = await newMember('受測者');
    const answers1 = stored.map((q, i) => ({ questionId: q.id, chosenOptionIndex: i === 1 ? 1 : 0 }));
    const s1 = await db.must<{ id: string; result_id: string }>(
      member(m),
      `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning id, result_id`,
      [qid, JSON.stringify(answers1)],
    );
    expect(s1[0]!.result_id).toEqual(expect.any(String));
    const expected1 = scoreAnswers(stored, answers1);
    const r1 = await db.must<{
      user_id: string;
      submission_id: string;
      overall_score: number;
      archetype: string;
      retake_count: number;
      dimension_scores: unknown;
    }>(
      member(m),
      `select user_id, submission_id, overall_score, archetype, retake_count, dimension_scores from public.questionnaire_results where id = $1`,
      [s1[0]!.result_id],
    );
    expect(r1[0]).toEqual({
      user_id: m,
      submission_id: s1[0]!.id,
      overall_score: expected1.overallScore,
      archetype: expected1.archetype,
      retake_count: 0,
      dimension_scores: expected1.dimensionScores,
    });
    const profile1 = await db.sys<{ a: unknown }>(`select archetype_result as a from public.profiles where uid = $1`, [
      m,
    ]);
    expect(profile1[0]!.a).toEqual({
      archetype: expected1.archetype,
      overallScore: expected1.overallScore,
      resultId: s1[0]!.result_id,
      retakeCount: 0,
    });

    const answers2 = stored.map((q) => ({ questionId: q.id, chosenOptionIndex: q.options.length - 1 }));
    const s2 = await db.must<{ result_id: string }>(
      member(m),
      `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
      [qid, JSON.stringify(answers2)],
    );
    const expected2 = scoreAnswers(stored, answers2);
    const profile2 = await db.sys<{ a: unknown }>(`select archetype_result as a from public.profiles where uid = $1`, [
      m,
    ]);
    expect(profile2[0]!.a).toEqual({
      archetype: expected2.archetype,
      overallScore: expected2.overallScore,
      resultId: s2[0]!.result_id,
      retakeCount: 1,
    });

    const third = await db.as(member(m), `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`, [
      qid,
      JSON.stringify(answers1),
    ]);
    expect(third.ok ? 'stored' : third.error.code).toBe('CF429');

    await db.must(member(admin), `update public.questionnaires set is_active = false where id = $1`, [qid]);
    const other = await newMember('另一位');
    const inactive = await db.as(
      member(other),
      `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
      [qid, JSON.stringify(answers1)],
    );
    expect(inactive.ok ? 'stored' : inactive.error.code).toBe('CF412');
  });
});

describe(`reads that tell "not yours" from "missing", and name copies, on ${ENGINE}`, () => {
  it('get_result / get_submission: own or admin, refused for others, nothing for a missing id', async () => {
    const admin = await newMember('管理者');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    const qn = await db.must<{ id: string }>(
      member(admin),
      `insert into public.questionnaires (title, is_active) values ('評測', true) returning id`,
    );
    const q = await db.must<{ id: string }>(
      member(admin),
      `insert into public.questions (questionnaire_id, part, text, options) values ($1, 1, '題目', $2) returning id`,
      [qn[0]!.id, JSON.stringify(CONTRACT_QUESTIONS[0]!.options)],
    );
    const a = await newMember('甲');
    const b = await newMember('乙');
    const s = await db.must<{ id: string; result_id: string }>(
      member(a),
      `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning id, result_id`,
      [qn[0]!.id, JSON.stringify([{ questionId: q[0]!.id, chosenOptionIndex: 0 }])],
    );
    const { id: sid, result_id: rid } = s[0]!;
    expect((await db.must(member(a), `select * from public.get_result($1)`, [rid])).length).toBe(1);
    expect((await db.must(member(admin), `select * from public.get_result($1)`, [rid])).length).toBe(1);
    const refused = await db.as(member(b), `select * from public.get_result($1)`, [rid]);
    expect(refused.ok ? 'read' : refused.error.code).toBe('CF403');
    expect(await db.must(member(b), `select * from public.get_result(gen_random_uuid())`)).toEqual([]);
    expect((await db.must(member(a), `select * from public.get_submission($1)`, [sid])).length).toBe(1);
    const snoop = await db.as(member(admin), `select * from public.get_submission($1)`, [sid]);
    expect(snoop.ok ? 'read' : snoop.error.code).toBe('CF403');
    const visitor = await db.as({ role: 'anon' }, `select * from public.get_result($1)`, [rid]);
    expect(visitor.ok).toBe(false);
  });

  it("keeps the copies of a member's name and avatar current", async () => {
    const a = await newMember('舊名字');
    const b = await newMember('對方');
    await publish(a, '專案');
    await publish(b, '對方的專案');
    await send(a, b, 'hi');
    await db.must(member(a), `insert into public.applications (project_id) values ($1)`, [b]);
    const photo = `https://x.supabase.co/storage/v1/object/public/avatars/${a}?v=1`;
    await db.must(member(a), `update public.profiles set name = '新名字', avatar_url = $2 where uid = $1`, [a, photo]);
    const copies = await db.sys<{ p: string; s: string; ap: string }>(
      `select (select owner_name || owner_avatar from public.projects where id = $1) as p,
              (select other_name || other_avatar from public.chat_summaries where owner_id = $2 and other_id = $1) as s,
              (select applicant_name || applicant_avatar from public.applications where applicant_id = $1) as ap`,
      [a, b],
    );
    expect(copies[0]).toEqual({ p: `新名字${photo}`, s: `新名字${photo}`, ap: `新名字${photo}` });
  });
});

describe(`admin searches, on ${ENGINE}`, () => {
  it('find members by case-insensitive name prefix, page by id cursor, and list newest first without a prefix', async () => {
    const admin = await newMember('Admin Zed');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    for (const n of ['Amy Chen', 'amber Lin', 'Amanda Wu', 'Bob', '阿美']) await newMember(n);
    const page1 = await db.must<{ uid: string; name: string }>(
      member(admin),
      `select uid, name from public.admin_search_users('AM', 2, null)`,
    );
    expect(page1.map((r) => r.name)).toEqual(['Amanda Wu', 'amber Lin']);
    const page2 = await db.must<{ uid: string; name: string }>(
      member(admin),
      `select uid, name from public.admin_search_users('am', 2, $1)`,
      [page1[1]!.uid],
    );
    expect(page2.map((r) => r.name)).toEqual(['Amy Chen']);
    const cjk = await db.must<{ name: string }>(
      member(admin),
      `select name from public.admin_search_users('阿', 10, null)`,
    );
    expect(cjk.map((r) => r.name)).toEqual(['阿美']);
    const newest = await db.must<{ name: string; uid: string }>(
      member(admin),
      `select name, uid from public.admin_search_users('', 3, null)`,
    );
    expect(newest.map((r) => r.name)).toEqual(['阿美', 'Bob', 'Amanda Wu']);
    const next = await db.must<{ name: string }>(
      member(admin),
      `select name from public.admin_search_users('', 2, $1)`,
      [newest[2]!.uid],
    );
    expect(next.map((r) => r.name)).toEqual(['amber Lin', 'Amy Chen']);
  });
});

describe(`writes retried with their client id, on ${ENGINE}`, () => {
  const SEND_ONCE = `insert into public.chat_messages (receiver_id, text, client_id) values ($1, $2, $3) returning id`;

  it('a message sent again with its client id is refused as a duplicate and counted once; another member may use the same id', async () => {
    const a = await newMember('小明');
    const b = await newMember('美玲');
    const key = '5b0c7f0e-7a0e-4c55-9d0c-3f2a1b4c5d6e';
    const [first] = await db.must<{ id: string }>(member(a), SEND_ONCE, [b, '明天有空聊聊嗎？', key]);
    const again = await db.as(member(a), SEND_ONCE, [b, '明天有空聊聊嗎？', key]);
    expect(again.ok ? 'stored twice' : again.error.code).toBe('23505');
    expect(await bell(b)).toBe(1);
    expect((await summariesOf(b)).map((s) => s.unread_count)).toEqual([1]);
    expect(
      await db.must(member(a), `select id from public.chat_messages where sender_id = $1 and client_id = $2`, [a, key]),
    ).toEqual([{ id: first!.id }]);
    // The same id from the other member is theirs: stored, and it does not reach a's row.
    const reply = await db.as(member(b), SEND_ONCE, [a, '好啊', key]);
    expect(reply.ok).toBe(true);
    expect(await db.sys(`select count(*)::int as n from public.chat_messages where client_id = $1`, [key])).toEqual([
      { n: 2 },
    ]);
  });

  it('an application sent again with its client id is refused as a duplicate and notifies once', async () => {
    const owner = await newMember('專案主');
    const applicant = await newMember('申請者');
    await publish(owner, '共享廚房');
    const key = '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    const APPLY = `insert into public.applications (project_id, client_id) values ($1, $2) returning client_id`;
    expect(await db.must(member(applicant), APPLY, [owner, key])).toEqual([{ client_id: key }]);
    const again = await db.as(member(applicant), APPLY, [owner, key]);
    expect(again.ok ? 'stored twice' : again.error.code).toBe('23505');
    expect(await notificationsOf(owner)).toHaveLength(1);
    expect(await bell(owner)).toBe(1);
  });

  it('a submission sent again with its client id is a duplicate, also after the second (never CF429), and spends one chance', async () => {
    const admin = await newMember('出題者');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    // The newest active questionnaire is the one members answer.
    const [qn] = await db.sys<{ id: string }>(
      `insert into public.questionnaires (title, is_active, created_at) values ('重送評測', true, now() + interval '1 hour') returning id`,
    );
    const ids: string[] = [];
    for (const q of CONTRACT_QUESTIONS) {
      const [row] = await db.must<{ id: string }>(
        member(admin),
        `insert into public.questions (questionnaire_id, part, sort_order, text, type, options) values ($1, $2, $3, $4, $5, $6) returning id`,
        [qn!.id, q.part, q.order, q.text, q.type, JSON.stringify(q.options)],
      );
      ids.push(row!.id);
    }
    const answers = JSON.stringify(ids.map((questionId) => ({ questionId, chosenOptionIndex: 0 })));
    const m = await newMember('受測者');
    const SUBMIT = `insert into public.submissions (questionnaire_id, answers, client_id) values ($1, $2, $3) returning id`;
    const k1 = '11111111-2222-4333-8444-555555555555';
    const k2 = '66666666-7777-4888-9999-aaaaaaaaaaaa';
    await db.must(member(m), SUBMIT, [qn!.id, answers, k1]);
    const retry1 = await db.as(member(m), SUBMIT, [qn!.id, answers, k1]);
    expect(retry1.ok ? 'stored twice' : retry1.error.code).toBe('23505');
    await db.must(member(m), SUBMIT, [qn!.id, answers, k2]);
    const retry2 = await db.as(member(m), SUBMIT, [qn!.id, answers, k2]);
    expect(retry2.ok ? 'stored twice' : retry2.error.code).toBe('23505');
    const third = await db.as(member(m), SUBMIT, [qn!.id, answers, '00000000-0000-4000-8000-000000000003']);
    expect(third.ok ? 'stored' : third.error.code).toBe('CF429');
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

describe(`a profile save is one transaction (save_profile), on ${ENGINE}`, () => {
  const SAVE = `select public.save_profile($1::jsonb, $2::jsonb)`;
  const stateOf = async (uid: string) =>
    (
      await db.sys<{ headline: string; city: string; email: string; phone: string }>(
        `select p.headline, p.city, c.email, c.phone from public.profiles p left join public.contacts c using (uid) where p.uid = $1`,
        [uid],
      )
    )[0];

  it('writes the profile and the contact together', async () => {
    const a = await newMember('小明', 'ming@example.com');
    await db.must(member(a), SAVE, [
      JSON.stringify({ headline: '全端工程師', city: '臺中市', district: '西屯區' }),
      JSON.stringify({ email: 'ming@example.tw', phone: '0912-345-678' }),
    ]);
    expect(await stateOf(a)).toEqual({
      headline: '全端工程師',
      city: '臺中市',
      email: 'ming@example.tw',
      phone: '0912-345-678',
    });
    // Without a contact, the contact is left alone.
    await db.must(member(a), SAVE, [JSON.stringify({ headline: '後端工程師' }), null]);
    expect(await stateOf(a)).toEqual({
      headline: '後端工程師',
      city: '臺中市',
      email: 'ming@example.tw',
      phone: '0912-345-678',
    });
  });

  it('a refused contact leaves the profile as it was, and a refused profile the contact', async () => {
    const a = await newMember('美玲', 'mei@example.com');
    const before = await stateOf(a);
    const badContact = await db.as(member(a), SAVE, [
      JSON.stringify({ headline: '設計師', city: '高雄市', district: '苓雅區' }),
      JSON.stringify({ email: 'not-an-email', phone: '' }),
    ]);
    expect(badContact.ok ? 'saved' : badContact.error.code).toBe('23514');
    expect(await stateOf(a)).toEqual(before);
    const badProfile = await db.as(member(a), SAVE, [
      JSON.stringify({ headline: '設計師', linkedin_url: 'javascript:alert(1)' }),
      JSON.stringify({ email: 'mei@example.tw', phone: '' }),
    ]);
    expect(badProfile.ok ? 'saved' : badProfile.error.code).toBe('23514');
    expect(await stateOf(a)).toEqual(before);
  });

  it('creates a missing profile with its contact (the first save after a full-page sign-in)', async () => {
    const rows = await db.sys<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ('new@example.com', '{}') returning id`,
    );
    const uid = rows[0]!.id;
    await db.must(member(uid), SAVE, [
      JSON.stringify({ name: '新會員', role: 'operations' }),
      JSON.stringify({ email: 'new@example.com', phone: '' }),
    ]);
    expect(
      await db.sys(
        `select p.name, p.role, p.headline, p.skills, p.unread_notifications, c.email from public.profiles p join public.contacts c using (uid) where uid = $1`,
        [uid],
      ),
    ).toEqual([
      {
        name: '新會員',
        role: 'operations',
        headline: '',
        skills: [],
        unread_notifications: 0,
        email: 'new@example.com',
      },
    ]);
  });

  it("refuses the backend's fields and anything but email and phone in the contact, writing nothing", async () => {
    const a = await newMember('阿哲');
    const before = await stateOf(a);
    for (const [profile, contact] of [
      [{ headline: '管理員', is_admin: true }, null],
      [{ unread_notifications: 0 }, null],
      [{ headline: '新' }, { email: '', phone: '', uid: a }],
    ] as const) {
      const out = await db.as(member(a), SAVE, [JSON.stringify(profile), contact && JSON.stringify(contact)]);
      expect(out.ok ? 'saved' : out.error.code).toBe('42501');
    }
    expect(await stateOf(a)).toEqual(before);
    expect(await db.sys(`select is_admin from public.profiles where uid = $1`, [a])).toEqual([{ is_admin: false }]);
  });
});

describe(`reports and hidden projects, on ${ENGINE}`, () => {
  const codeOf = (out: { ok: boolean; error?: { code: string } }) => (out.ok ? 'ok' : out.error!.code);

  it('create_report keeps a copy of the reported content, once while open; resolve_report hides a project once', async () => {
    const admin = await newMember('管理者');
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    const a = await newMember('阿明');
    const b = await newMember('小華');
    await db.sys(`update public.profiles set headline = '全端工程師' where uid = $1`, [a]);
    await publish(b, '可疑專案');
    await send(b, a, '  先匯款給我  ');
    const msg = (await db.sys<{ id: string; chat_id: string }>(`select id, chat_id from public.chat_messages where sender_id = $1`, [b]))[0]!;

    type Row = { id: string; target_excerpt: string; target_owner_id: string; chat_id: string; details: string; reporter_name: string };
    const report = (who: string, kind: string, target: string, chat = '', details = '') =>
      db.as<Row>(member(who), `select * from public.create_report($1, $2, $3, 'spam', $4)`, [kind, target, chat, details]);

    const aboutA = await report(b, 'member', a, 'ignored', '  冒用照片  ');
    expect(aboutA.ok && aboutA.rows[0]).toMatchObject({ target_excerpt: '阿明 — 全端工程師', target_owner_id: a, chat_id: '', details: '冒用照片', reporter_name: '小華' });
    const aboutB = await report(a, 'member', b);
    expect(aboutB.ok && aboutB.rows[0]!.target_excerpt).toBe('小華');
    const aboutMessage = await report(a, 'message', msg.id, msg.chat_id);
    expect(aboutMessage.ok && aboutMessage.rows[0]).toMatchObject({ target_excerpt: '先匯款給我', target_owner_id: b });
    const aboutProject = await report(a, 'project', b);
    expect(aboutProject.ok && aboutProject.rows[0]!.target_excerpt).toBe('可疑專案');
    const projectReport = aboutProject.ok ? aboutProject.rows[0]!.id : '';

    expect(codeOf(await report(a, 'project', b))).toBe('CF409');
    expect(codeOf(await report(a, 'member', a))).toBe('CF403');
    expect(codeOf(await report(a, 'member', admin, '', '長'.repeat(501)))).toBe('CF422');
    expect(codeOf(await report(a, 'project', admin))).toBe('CF404');
    const memberReport = aboutB.ok ? aboutB.rows[0]!.id : '';
    expect(codeOf(await db.as(member(admin), `select * from public.resolve_report($1, 'project_hidden')`, [memberReport]))).toBe('CF412');

    expect(codeOf(await db.as(member(admin), `select * from public.resolve_report($1, 'project_hidden')`, [projectReport]))).toBe('ok');
    expect(codeOf(await db.as(member(admin), `select * from public.resolve_report($1, 'dismissed')`, [projectReport]))).toBe('CF412');
    expect(await db.must(member(a), `select id from public.projects where id = $1`, [b])).toEqual([]);
    expect((await db.must<{ hidden: boolean }>(member(b), `select hidden from public.projects where id = $1`, [b]))[0]!.hidden).toBe(true);
    const open = await db.must<{ id: string }>(member(admin), `select id from public.admin_list_reports('open')`);
    expect(open.map((r) => r.id)).not.toContain(projectReport);
    const hidden = await db.must<{ id: string }>(member(admin), `select id from public.admin_list_reports('project_hidden')`);
    expect(hidden.map((r) => r.id)).toEqual([projectReport]);

    // Dismissed, the same thing may be reported again.
    const dismissedOnce = aboutA.ok ? aboutA.rows[0]!.id : '';
    expect(codeOf(await db.as(member(admin), `select * from public.resolve_report($1, 'dismissed')`, [dismissedOnce]))).toBe('ok');
    expect(codeOf(await report(b, 'member', a))).toBe('ok');
  });
});
