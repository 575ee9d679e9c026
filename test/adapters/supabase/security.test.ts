/**
 * The permission attack matrix (spec section 6, ARCHITECTURE.md backend rules) and the section 5
 * validation constraints, on the real migrations: in embedded PGlite (`npm test`) and on a
 * throwaway PostgreSQL 15 server (run-postgres.sh), the same file on either engine.
 *
 * Each row: an attempt a member, a visitor or a non-admin must not be able to make, refused by
 * the database (an error, or no row touched or seen, with the data unchanged), and its allowed
 * counterpart shown to work. Every row runs in a transaction rolled back afterwards.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../../core/constants';
import { ACCOUNT_DELETION_WORD } from '../../../core/domain';
import { trimmed } from '../../../core/validation/text';
import {
  anon,
  engineName,
  member,
  service,
  SupabaseDb,
  type Actor,
  type Outcome,
  type ScratchTx,
} from './support/supabaseDb';

/** PGlite in `npm test`, the PostgreSQL server in run-postgres.sh. */
const ENGINE = engineName();

let db: SupabaseDb;
const id = { A: '', B: '', C: '', D: '', E: '' };
let activeQuestionnaire = '';
let questionId = '';
/** The active questionnaire's questions, in order. */
const questionIds: string[] = [];
let bannerId = '';
let resourceId = '';
let notificationOfA = '';

/** Every question of the active questionnaire answered once, as the app submits it. */
function fullAnswers(index = 0): string {
  return JSON.stringify(questionIds.map((q) => ({ questionId: q, chosenOptionIndex: index })));
}

/** Question options as SQL text: one option (no choice) and two. */
const ONE_OPTION = '[{"text":"是","scores":{"overall":1,"skill":0,"execution":0,"teamwork":0,"risk":0}}]';
const TWO_OPTIONS =
  '[{"text":"是","scores":{"overall":1,"skill":0,"execution":0,"teamwork":0,"risk":0}},{"text":"否","scores":{"overall":0,"skill":0,"execution":0,"teamwork":0,"risk":0}}]';

/** `count` question options as SQL text. */
function optionsSql(count: number): string {
  const option = (n: number) => ({
    text: `選項 ${n}`,
    scores: { overall: n, skill: 0, execution: 0, teamwork: 0, risk: 0 },
  });
  return JSON.stringify(Array.from({ length: count }, (_, i) => option(i + 1)));
}

const PROJECT_SQL = `insert into public.projects (id, project_name, headline, description, stage, partners_wanted, skills_required)
  values ($1, '共享廚房', '讓小農直送餐廳', '我們在做一個平台', 'concept', '{technical}', '{React}') returning id`;

beforeAll(async () => {
  db = await SupabaseDb.create();
  id.A = await db.createAuthUser('a@example.com', '王小明');
  id.B = await db.createAuthUser('b@example.com', '李小華');
  id.C = await db.createAuthUser('c@example.com', '管理員');
  id.D = await db.createAuthUser('d@example.com', '陳大文');
  id.E = await db.createAuthUser('e@example.com', '林小艾');
  await db.sys(`update public.profiles set is_admin = true where uid = $1`, [id.C]);
  await db.must(member(id.A), PROJECT_SQL, [id.A]);
  await db.must(member(id.B), `insert into public.applications (project_id) values ($1)`, [id.A]);
  await db.must(
    member(id.A),
    `insert into public.chat_messages (receiver_id, text) values ($1, '你好，想聊聊專案嗎？')`,
    [id.B],
  );
  const q = await db.must<{ id: string }>(
    member(id.C),
    `insert into public.questionnaires (title, description, is_active) values ('創業潛力評測', '說明', true) returning id`,
  );
  activeQuestionnaire = q[0]!.id;
  // Four questions of two options each: a full submission answers all four.
  for (const [order, text] of [
    [10, '你最擅長的是？'],
    [20, '你偏好的工作方式？'],
    [30, '面對風險你會？'],
    [40, '你多快能全職投入？'],
  ] as const) {
    const qq = await db.must<{ id: string }>(
      member(id.C),
      `insert into public.questions (questionnaire_id, part, sort_order, text, options) values ($1, 1, $2, $3,
        '[{"text":"寫程式","scores":{"overall":3,"skill":3,"execution":1,"teamwork":0,"risk":0}},{"text":"帶團隊","scores":{"overall":2,"skill":0,"execution":1,"teamwork":3,"risk":0}}]') returning id`,
      [activeQuestionnaire, order, text],
    );
    questionIds.push(qq[0]!.id);
  }
  questionId = questionIds[0]!;
  const answers = fullAnswers();
  await db.must(member(id.D), `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`, [
    activeQuestionnaire,
    answers,
  ]);
  await db.must(member(id.D), `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`, [
    activeQuestionnaire,
    answers,
  ]);
  bannerId = (
    await db.must<{ id: string }>(
      member(id.C),
      `insert into public.banners (title, link_url, image_url, sort_order) values ('活動', 'https://example.com', 'https://example.com/b.png', 100) returning id`,
    )
  )[0]!.id;
  resourceId = (
    await db.must<{ id: string }>(
      member(id.C),
      `insert into public.resources (title, description, image_url, official_url, category, district) values ('創業補助', '說明', 'https://example.com/r.png', 'https://example.com', '補助', '台北市') returning id`,
    )
  )[0]!.id;
  await db.must(
    member(id.A),
    `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/png"}')`,
    [id.A],
  );
  const n = await db.sys<{ id: string }>(
    `select id from public.notifications where user_id = $1 and type = 'application'`,
    [id.A],
  );
  notificationOfA = n[0]!.id;
}, 60_000);

afterAll(async () => {
  await db?.close();
});

interface Stmt {
  who: Actor;
  sql: string;
  params?: () => unknown[];
}

interface MatrixRow {
  rule: string;
  /** sys SQL run first inside the row's transaction. */
  setup?: (tx: ScratchTx) => Promise<void>;
  attack: Stmt;
  /** sys query whose answer must be the same before and after the attack. */
  unchanged: { sql: string; params?: () => unknown[] };
  allowed: Stmt & { verify?: (tx: ScratchTx, out: Outcome) => Promise<boolean> };
}

const ids =
  (...keys: (keyof typeof id)[]) =>
  () =>
    keys.map((k) => id[k]);
const who = (k: keyof typeof id) => member(id[k]);
const A = () => who('A');
const B = () => who('B');
const C = () => who('C');
const D = () => who('D');
const E = () => who('E');

const withoutProfileOfE = async (tx: ScratchTx) => {
  await tx.sys(`delete from public.profiles where uid = $1`, [id.E]);
};
const firstValue = async (tx: ScratchTx, sql: string, params: unknown[]) => {
  const rows = await tx.sys<Record<string, unknown>>(sql, params);
  return rows[0] ? Object.values(rows[0])[0] : undefined;
};

/** Whether a submission was stored for a member, and the score their public profile shows. */
const SUBMITTED_AND_SHOWN = `select (select count(*)::int from public.submissions where user_id = $1) as submitted,
  (select archetype_result::text from public.profiles where uid = $1) as shown`;

/** Parameters of a submission to the active questionnaire: the full answers, edited. */
const answers = (edit: (list: Record<string, unknown>[]) => unknown[]) => (): unknown[] => [
  activeQuestionnaire,
  JSON.stringify(edit(questionIds.map((q) => ({ questionId: q, chosenOptionIndex: 0 })))),
];

const fullSubmissionOf = (who: () => Actor): MatrixRow['allowed'] => ({
  who: who(),
  sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
  params: answers((list) => list),
});

let otherQuestionnaire = '';
let otherQuestion = '';
/** A second questionnaire with one question, made by the operator, newer than the first. */
const questionnaireWithOneQuestion = async (tx: ScratchTx, active: boolean): Promise<string> => {
  const qn = await tx.sys<{ id: string }>(
    `insert into public.questionnaires (title, is_active, created_at) values ('第二版', $1, now() + interval '1 minute') returning id`,
    [active],
  );
  const q = await tx.sys<{ id: string }>(
    `insert into public.questions (questionnaire_id, part, text, options) values ($1, 1, '新題目', '${TWO_OPTIONS}') returning id`,
    [qn[0]!.id],
  );
  otherQuestion = q[0]!.id;
  return qn[0]!.id;
};

/**
 * Storage checks an upload's permission with an insert that carries no metadata and rolls it
 * back; the object row it commits, with the size and type it measured, is checked when the
 * transaction commits (a deferred constraint trigger). A matrix row never commits, so it asks
 * for those checks at once.
 */
const atCommit = async (tx: ScratchTx) => {
  await tx.sys(`set constraints all immediate`);
};

/** A message from A to B sent with a client id, as the app sends one. */
const CLIENT_ID = '2c9a8b7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const storedMessageWithClientId = async (tx: ScratchTx) => {
  await tx.sys(
    `insert into public.chat_messages (sender_id, receiver_id, text, client_id) values ($1, $2, '明天有空聊聊嗎？', $3)`,
    [id.A, id.B, CLIENT_ID],
  );
};

/** A's avatar removed through Storage first, as the app does before deleting the account. */
const withoutAvatarOfA = async (tx: ScratchTx) => {
  await tx.sys(`delete from storage.objects where bucket_id = 'avatars' and name = $1`, [id.A]);
};

/** The matrix. Actors are resolved lazily (ids exist only after beforeAll). */
let reportId = '';
/** B's open report of A's project, stored as create_report stores one. */
const reportOfProjectA = async (tx: ScratchTx) => {
  const r = await tx.sys<{ id: string }>(
    `insert into public.reports (reporter_id, target_kind, target_id, target_owner_id, target_excerpt, reason)
      values ($1, 'project', $2, $2, '共享廚房', 'scam') returning id`,
    [id.B, id.A],
  );
  reportId = r[0]!.id;
};
const hideProjectOfA = async (tx: ScratchTx) => {
  await tx.sys(`update public.projects set hidden = true where id = $1`, [id.A]);
};
let messageOfA = '';
const findMessageOfA = async (tx: ScratchTx) => {
  messageOfA = String(await firstValue(tx, `select id from public.chat_messages where sender_id = $1 limit 1`, [id.A]));
};

function matrix(): MatrixRow[] {
  const chatAB = [id.A, id.B].sort().join('_');
  return [
    // ---- profiles ----
    {
      rule: 'only the owner edits a profile',
      attack: { who: B(), sql: `update public.profiles set headline = '被改了' where uid = $1`, params: ids('A') },
      unchanged: { sql: `select headline from public.profiles where uid = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.profiles set headline = '全端工程師' where uid = $1 returning uid`,
        params: ids('A'),
      },
    },
    {
      rule: "nobody creates another member's profile",
      setup: withoutProfileOfE,
      attack: { who: B(), sql: `insert into public.profiles (uid, name) values ($1, '冒名')`, params: ids('E') },
      unchanged: { sql: `select count(*)::int from public.profiles where uid = $1`, params: ids('E') },
      allowed: {
        who: E(),
        sql: `insert into public.profiles (uid, name) values ($1, '林小艾') returning uid`,
        params: ids('E'),
      },
    },
    {
      rule: 'a member never makes themselves admin (profile update)',
      attack: { who: A(), sql: `update public.profiles set is_admin = true where uid = $1`, params: ids('A') },
      unchanged: { sql: `select is_admin from public.profiles where uid = $1`, params: ids('A') },
      allowed: {
        who: C(),
        sql: `select public.set_admin($1, true)`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select is_admin from public.profiles where uid = $1`, [id.A])) === true,
      },
    },
    {
      rule: 'only an admin grants admin rights (set_admin)',
      attack: { who: A(), sql: `select public.set_admin($1, true)`, params: ids('A') },
      unchanged: { sql: `select is_admin from public.profiles where uid = $1`, params: ids('A') },
      allowed: {
        who: C(),
        sql: `select public.set_admin($1, true)`,
        params: ids('B'),
        verify: async (tx) =>
          (await firstValue(tx, `select is_admin from public.profiles where uid = $1`, [id.B])) === true,
      },
    },
    {
      rule: 'only an admin removes admin rights',
      attack: { who: B(), sql: `select public.set_admin($1, false)`, params: ids('C') },
      unchanged: { sql: `select is_admin from public.profiles where uid = $1`, params: ids('C') },
      allowed: {
        who: C(),
        sql: `select public.set_admin($1, false)`,
        params: ids('C'),
        verify: async (tx) =>
          (await firstValue(tx, `select is_admin from public.profiles where uid = $1`, [id.C])) === false,
      },
    },
    {
      rule: 'a new profile never starts as admin',
      setup: withoutProfileOfE,
      attack: {
        who: E(),
        sql: `insert into public.profiles (uid, name, is_admin) values ($1, '林小艾', true)`,
        params: ids('E'),
      },
      unchanged: { sql: `select count(*)::int from public.profiles where uid = $1`, params: ids('E') },
      allowed: {
        who: E(),
        sql: `insert into public.profiles (uid, name) values ($1, '林小艾') returning is_admin`,
        params: ids('E'),
        verify: async (_tx, out) => out.ok && out.rows[0]?.is_admin === false,
      },
    },
    {
      rule: 'the bell count is written only by the backend',
      attack: { who: A(), sql: `update public.profiles set unread_notifications = 0 where uid = $1`, params: ids('A') },
      unchanged: { sql: `select unread_notifications from public.profiles where uid = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `select public.mark_notification_read($1)`,
        params: () => [notificationOfA],
        verify: async (tx) =>
          (await firstValue(tx, `select unread_notifications from public.profiles where uid = $1`, [id.A])) === 0,
      },
    },
    {
      rule: "another member's bell is never reset",
      attack: { who: D(), sql: `update public.profiles set unread_notifications = 0 where uid = $1`, params: ids('B') },
      unchanged: { sql: `select unread_notifications from public.profiles where uid = $1`, params: ids('B') },
      allowed: {
        who: B(),
        sql: `select public.mark_chat_read($1)`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select unread_notifications from public.profiles where uid = $1`, [id.B])) === 0,
      },
    },
    {
      rule: 'the assessment result is written only by the backend',
      attack: {
        who: A(),
        sql: `update public.profiles set archetype_result = '{"archetype":"pioneer","overallScore":100,"resultId":"x","retakeCount":0}' where uid = $1`,
        params: ids('A'),
      },
      unchanged: { sql: `select archetype_result from public.profiles where uid = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
        params: () => [activeQuestionnaire, fullAnswers()],
        verify: async (tx, out) =>
          out.ok &&
          (await firstValue(tx, `select archetype_result ->> 'resultId' from public.profiles where uid = $1`, [
            id.A,
          ])) === out.rows[0]?.result_id,
      },
    },
    {
      rule: 'visitors read no member profiles',
      attack: { who: anon, sql: `select uid from public.profiles` },
      unchanged: { sql: `select count(*)::int from public.profiles` },
      allowed: { who: B(), sql: `select uid from public.profiles` },
    },
    // ---- contacts ----
    {
      rule: "only the owner reads a member's private contact",
      attack: { who: B(), sql: `select email, phone from public.contacts where uid = $1`, params: ids('A') },
      unchanged: { sql: `select email from public.contacts where uid = $1`, params: ids('A') },
      allowed: { who: A(), sql: `select email, phone from public.contacts where uid = $1`, params: ids('A') },
    },
    {
      rule: "only the owner edits a member's private contact",
      attack: { who: B(), sql: `update public.contacts set phone = '0912-345-678' where uid = $1`, params: ids('A') },
      unchanged: { sql: `select phone from public.contacts where uid = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.contacts set phone = '0912-345-678' where uid = $1 returning uid`,
        params: ids('A'),
      },
    },
    {
      rule: "nobody creates another member's contact",
      setup: async (tx) => {
        await tx.sys(`delete from public.contacts where uid = $1`, [id.E]);
      },
      attack: {
        who: B(),
        sql: `insert into public.contacts (uid, email) values ($1, 'spoof@example.com')`,
        params: ids('E'),
      },
      unchanged: { sql: `select count(*)::int from public.contacts where uid = $1`, params: ids('E') },
      allowed: {
        who: E(),
        sql: `insert into public.contacts (uid, email) values ($1, 'e@example.com') returning uid`,
        params: ids('E'),
      },
    },
    {
      rule: 'visitors read no contacts',
      attack: { who: anon, sql: `select * from public.contacts` },
      unchanged: { sql: `select count(*)::int from public.contacts` },
      allowed: { who: A(), sql: `select * from public.contacts where uid = $1`, params: ids('A') },
    },
    // ---- projects ----
    {
      rule: 'a member publishes only their own project (id = own id)',
      attack: { who: B(), sql: PROJECT_SQL, params: ids('D') },
      unchanged: { sql: `select count(*)::int from public.projects where id = $1`, params: ids('D') },
      allowed: { who: B(), sql: PROJECT_SQL, params: ids('B') },
    },
    {
      rule: "a member never edits another's project",
      attack: { who: B(), sql: `update public.projects set headline = '被改了' where id = $1`, params: ids('A') },
      unchanged: { sql: `select headline from public.projects where id = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.projects set headline = '新標語' where id = $1 returning id`,
        params: ids('A'),
      },
    },
    {
      rule: "a non-admin never edits another's project; an admin may",
      attack: { who: D(), sql: `update public.projects set project_name = '搶來的' where id = $1`, params: ids('A') },
      unchanged: { sql: `select project_name from public.projects where id = $1`, params: ids('A') },
      allowed: {
        who: C(),
        sql: `update public.projects set project_name = '共享廚房 2.0' where id = $1 returning id`,
        params: ids('A'),
      },
    },
    {
      rule: "a member never deletes another's project",
      attack: { who: B(), sql: `delete from public.projects where id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.projects where id = $1`, params: ids('A') },
      allowed: {
        who: C(),
        sql: `delete from public.projects where id = $1 returning id`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select count(*)::int from public.applications where project_id = $1`, [id.A])) === 0,
      },
    },
    {
      rule: "a project's applications are read by its owner and applicants, not by an admin",
      attack: { who: C(), sql: `select * from public.applications where project_id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.applications` },
      allowed: { who: A(), sql: `select * from public.applications where project_id = $1`, params: ids('A') },
    },
    {
      rule: 'only admins delete projects, not even the owner',
      attack: { who: A(), sql: `delete from public.projects where id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.projects where id = $1`, params: ids('A') },
      allowed: { who: C(), sql: `delete from public.projects where id = $1 returning id`, params: ids('A') },
    },
    {
      rule: "a project's owner info is the backend's",
      attack: { who: A(), sql: `update public.projects set owner_name = '別人' where id = $1`, params: ids('A') },
      unchanged: { sql: `select owner_name from public.projects where id = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.profiles set name = '王大明' where uid = $1 returning uid`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select owner_name from public.projects where id = $1`, [id.A])) === '王大明',
      },
    },
    {
      rule: "a project's createdAt is the backend's",
      attack: { who: A(), sql: `update public.projects set created_at = '2000-01-01' where id = $1`, params: ids('A') },
      unchanged: { sql: `select created_at from public.projects where id = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.projects set stage = 'prototype' where id = $1 returning id`,
        params: ids('A'),
      },
    },
    {
      rule: 'visitors do not browse projects',
      attack: { who: anon, sql: `select id from public.projects` },
      unchanged: { sql: `select count(*)::int from public.projects` },
      allowed: { who: B(), sql: `select id from public.projects` },
    },
    // ---- applications ----
    {
      rule: 'nobody applies to their own project',
      attack: {
        who: A(),
        sql: `insert into public.applications (project_id, applicant_id) values ($1, $1)`,
        params: ids('A'),
      },
      unchanged: { sql: `select count(*)::int from public.applications where project_id = $1`, params: ids('A') },
      allowed: {
        who: D(),
        sql: `insert into public.applications (project_id) values ($1) returning status`,
        params: ids('A'),
      },
    },
    {
      rule: 'nobody applies twice',
      attack: { who: B(), sql: `insert into public.applications (project_id) values ($1)`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.applications where project_id = $1`, params: ids('A') },
      allowed: {
        who: E(),
        sql: `insert into public.applications (project_id) values ($1) returning status`,
        params: ids('A'),
      },
    },
    {
      rule: 'a member applies only as themselves',
      attack: {
        who: B(),
        sql: `insert into public.applications (project_id, applicant_id) values ($1, $2)`,
        params: ids('A', 'D'),
      },
      unchanged: { sql: `select count(*)::int from public.applications where applicant_id = $1`, params: ids('D') },
      allowed: {
        who: D(),
        sql: `insert into public.applications (project_id) values ($1) returning status`,
        params: ids('A'),
      },
    },
    {
      rule: 'an application arrives pending (no self-accepting)',
      attack: {
        who: D(),
        sql: `insert into public.applications (project_id, status) values ($1, 'accepted')`,
        params: ids('A'),
      },
      unchanged: { sql: `select count(*)::int from public.applications where applicant_id = $1`, params: ids('D') },
      allowed: {
        who: D(),
        sql: `insert into public.applications (project_id) values ($1) returning status`,
        params: ids('A'),
        verify: async (_tx, out) => out.ok && out.rows[0]?.status === 'pending',
      },
    },
    {
      rule: "only the project's owner decides (not the applicant)",
      attack: {
        who: B(),
        sql: `update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      unchanged: {
        sql: `select status from public.applications where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      allowed: {
        who: A(),
        sql: `update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2 returning status`,
        params: ids('A', 'B'),
        verify: async (tx) =>
          (await firstValue(
            tx,
            `select count(*)::int from public.notifications where user_id = $1 and type = 'application'`,
            [id.B],
          )) === 1,
      },
    },
    {
      rule: "only the project's owner decides (not an admin)",
      attack: {
        who: C(),
        sql: `update public.applications set status = 'rejected' where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      unchanged: {
        sql: `select status from public.applications where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      allowed: {
        who: A(),
        sql: `update public.applications set status = 'rejected' where project_id = $1 and applicant_id = $2 returning status`,
        params: ids('A', 'B'),
      },
    },
    {
      rule: 'a decision is final (pending -> accepted | rejected only)',
      setup: async (tx) => {
        await tx.sys(`update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2`, [
          id.A,
          id.B,
        ]);
        await tx.sys(`insert into public.applications (project_id, applicant_id) values ($1, $2)`, [id.A, id.D]);
      },
      attack: {
        who: A(),
        sql: `update public.applications set status = 'pending' where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      unchanged: {
        sql: `select status from public.applications where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      allowed: {
        who: A(),
        sql: `update public.applications set status = 'rejected' where project_id = $1 and applicant_id = $2 returning status`,
        params: ids('A', 'D'),
      },
    },
    {
      rule: "an application's applicant is fixed",
      attack: {
        who: A(),
        sql: `update public.applications set applicant_id = $2 where project_id = $1 and applicant_id = $3`,
        params: ids('A', 'D', 'B'),
      },
      unchanged: { sql: `select applicant_id from public.applications where project_id = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2 returning status`,
        params: ids('A', 'B'),
      },
    },
    {
      rule: 'applications are seen only by the applicant and the owner',
      attack: { who: D(), sql: `select * from public.applications where project_id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.applications` },
      allowed: { who: A(), sql: `select * from public.applications where project_id = $1`, params: ids('A') },
    },
    // ---- chat ----
    {
      rule: 'only the two members read a chat',
      attack: { who: D(), sql: `select * from public.chat_messages where chat_id = $1`, params: () => [chatAB] },
      unchanged: { sql: `select count(*)::int from public.chat_messages` },
      allowed: { who: B(), sql: `select * from public.chat_messages where chat_id = $1`, params: () => [chatAB] },
    },
    {
      rule: 'a member sends only as themselves',
      attack: {
        who: D(),
        sql: `insert into public.chat_messages (sender_id, receiver_id, text) values ($1, $2, '假訊息')`,
        params: ids('A', 'B'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_messages where chat_id = $1`, params: () => [chatAB] },
      allowed: {
        who: D(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '嗨') returning id`,
        params: ids('A'),
      },
    },
    {
      rule: 'nobody messages a member who blocked them',
      setup: async (tx) => {
        await tx.sys(`insert into public.blocks (blocker_id, blocked_id) values ($1, $2)`, [id.B, id.D]);
      },
      attack: {
        who: D(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '為什麼不回我')`,
        params: ids('B'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_messages` },
      allowed: {
        who: D(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '你好') returning id`,
        params: ids('A'),
      },
    },
    {
      rule: `nobody starts more than ${LIMITS.OUTREACH_NEW_CHATS_PER_DAY} new conversations a day; replies pass`,
      setup: async (tx) => {
        await tx.sys(`insert into public.chat_messages (sender_id, receiver_id, text) values ($1, $2, '找你聊聊')`, [
          id.A,
          id.D,
        ]);
        await tx.sys(
          `insert into public.outreach_days (member_id, day, started) values ($1, app.taiwan_day(clock_timestamp()), $2)
           on conflict (member_id, day) do update set started = excluded.started`,
          [id.D, LIMITS.OUTREACH_NEW_CHATS_PER_DAY],
        );
      },
      attack: {
        who: D(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '第十一段對話')`,
        params: ids('E'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_messages` },
      allowed: {
        who: D(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '回覆你') returning id`,
        params: ids('A'),
      },
    },
    {
      rule: 'only the blocker removes a block',
      setup: async (tx) => {
        await tx.sys(`insert into public.blocks (blocker_id, blocked_id) values ($1, $2)`, [id.B, id.D]);
      },
      attack: { who: D(), sql: `delete from public.blocks where blocker_id = $1 returning 1`, params: ids('B') },
      unchanged: { sql: `select count(*)::int from public.blocks` },
      allowed: { who: B(), sql: `delete from public.blocks where blocked_id = $1 returning 1`, params: ids('D') },
    },
    {
      rule: 'nobody messages themselves',
      attack: {
        who: A(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '自言自語')`,
        params: ids('A'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_messages` },
      allowed: {
        who: A(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '再聊') returning id`,
        params: ids('B'),
      },
    },
    {
      rule: 'messages are never edited',
      attack: {
        who: A(),
        sql: `update public.chat_messages set text = '改過的' where sender_id = $1`,
        params: ids('A'),
      },
      unchanged: { sql: `select string_agg(text, '|' order by created_at) from public.chat_messages` },
      allowed: {
        who: A(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '補充一下') returning id`,
        params: ids('B'),
      },
    },
    {
      rule: 'messages are never deleted',
      attack: { who: B(), sql: `delete from public.chat_messages where chat_id = $1`, params: () => [chatAB] },
      unchanged: { sql: `select count(*)::int from public.chat_messages` },
      allowed: { who: B(), sql: `select id from public.chat_messages where chat_id = $1`, params: () => [chatAB] },
    },
    {
      rule: 'an inbox is read only by its member',
      attack: { who: D(), sql: `select * from public.chat_summaries where owner_id = $1`, params: ids('B') },
      unchanged: { sql: `select count(*)::int from public.chat_summaries` },
      allowed: { who: B(), sql: `select * from public.chat_summaries where owner_id = $1`, params: ids('B') },
    },
    {
      rule: 'unread counts are reset only through opening the chat',
      attack: {
        who: B(),
        sql: `update public.chat_summaries set unread_count = 0 where owner_id = $1`,
        params: ids('B'),
      },
      unchanged: {
        sql: `select unread_count from public.chat_summaries where owner_id = $1 and other_id = $2`,
        params: ids('B', 'A'),
      },
      allowed: {
        who: B(),
        sql: `select public.mark_chat_read($1)`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(
            tx,
            `select unread_count from public.chat_summaries where owner_id = $1 and other_id = $2`,
            [id.B, id.A],
          )) === 0,
      },
    },
    {
      rule: 'nobody forges an inbox row',
      attack: {
        who: D(),
        sql: `insert into public.chat_summaries (owner_id, other_id, last_text) values ($1, $2, '假的')`,
        params: ids('D', 'A'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_summaries where owner_id = $1`, params: ids('D') },
      allowed: {
        who: D(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '你好') returning id`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select count(*)::int from public.chat_summaries where owner_id = $1`, [id.D])) === 1,
      },
    },
    {
      rule: 'visitors never send messages',
      attack: {
        who: anon,
        sql: `insert into public.chat_messages (sender_id, receiver_id, text) values ($1, $2, '匿名')`,
        params: ids('A', 'B'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_messages` },
      allowed: {
        who: B(),
        sql: `insert into public.chat_messages (receiver_id, text) values ($1, '收到') returning id`,
        params: ids('A'),
      },
    },
    // ---- client ids (writes safe to retry) ----
    {
      rule: 'a retry never changes or doubles a stored message',
      setup: storedMessageWithClientId,
      attack: {
        who: A(),
        sql: `insert into public.chat_messages (receiver_id, text, client_id) values ($1, '改過的內容', $2)`,
        params: () => [id.B, CLIENT_ID],
      },
      unchanged: {
        sql: `select text, (select unread_notifications from public.profiles where uid = $2) as bell from public.chat_messages where sender_id = $1 and client_id = $3`,
        params: () => [id.A, id.B, CLIENT_ID],
      },
      allowed: {
        who: A(),
        sql: `insert into public.chat_messages (receiver_id, text, client_id) values ($1, '新的一則', $2) returning id`,
        params: () => [id.B, randomUUID()],
      },
    },
    {
      rule: "nobody reads another member's message by its client id",
      setup: storedMessageWithClientId,
      attack: { who: D(), sql: `select * from public.chat_messages where client_id = $1`, params: () => [CLIENT_ID] },
      unchanged: {
        sql: `select count(*)::int from public.chat_messages where client_id = $1`,
        params: () => [CLIENT_ID],
      },
      allowed: {
        who: A(),
        sql: `select * from public.chat_messages where sender_id = $1 and client_id = $2`,
        params: () => [id.A, CLIENT_ID],
      },
    },
    {
      rule: "an application's client id is set once, by its applicant",
      attack: {
        who: A(),
        sql: `update public.applications set client_id = $1 where project_id = $2 and applicant_id = $3`,
        params: () => [CLIENT_ID, id.A, id.B],
      },
      unchanged: {
        sql: `select client_id from public.applications where project_id = $1 and applicant_id = $2`,
        params: ids('A', 'B'),
      },
      allowed: {
        who: D(),
        sql: `insert into public.applications (project_id, client_id) values ($1, $2) returning client_id`,
        params: () => [id.A, CLIENT_ID],
      },
    },
    // ---- profile saves (save_profile) ----
    {
      rule: "save_profile never writes the backend's fields",
      attack: { who: A(), sql: `select public.save_profile('{"is_admin": true}'::jsonb, null)` },
      unchanged: { sql: `select is_admin from public.profiles where uid = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `select public.save_profile('{"headline": "全端工程師"}'::jsonb, null)`,
        verify: async (tx) =>
          (await firstValue(tx, `select headline from public.profiles where uid = $1`, [id.A])) === '全端工程師',
      },
    },
    {
      rule: 'save_profile keeps the contact rules (no malformed email), writing nothing',
      attack: {
        who: A(),
        sql: `select public.save_profile('{"headline": "半套"}'::jsonb, '{"email": "not-an-email", "phone": ""}'::jsonb)`,
      },
      unchanged: {
        sql: `select p.headline, c.email from public.profiles p join public.contacts c using (uid) where uid = $1`,
        params: ids('A'),
      },
      allowed: {
        who: A(),
        sql: `select public.save_profile('{"headline": "整套"}'::jsonb, '{"email": "ming@example.tw", "phone": ""}'::jsonb)`,
        verify: async (tx) =>
          (await firstValue(tx, `select email from public.contacts where uid = $1`, [id.A])) === 'ming@example.tw',
      },
    },
    {
      rule: 'visitors never save a profile',
      attack: { who: anon, sql: `select public.save_profile('{"name": "匿名"}'::jsonb, null)` },
      unchanged: { sql: `select count(*)::int from public.profiles` },
      allowed: { who: B(), sql: `select public.save_profile('{"bio": "你好"}'::jsonb, null)` },
    },
    // ---- notifications ----
    {
      rule: "a member's notifications are theirs alone",
      attack: { who: B(), sql: `select * from public.notifications where user_id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.notifications` },
      allowed: { who: A(), sql: `select * from public.notifications where user_id = $1`, params: ids('A') },
    },
    {
      rule: 'nobody forges a notification',
      attack: {
        who: B(),
        sql: `insert into public.notifications (user_id, type, message, link) values ($1, 'other', '假通知', '/home')`,
        params: ids('A'),
      },
      unchanged: { sql: `select count(*)::int from public.notifications where user_id = $1`, params: ids('A') },
      allowed: {
        who: D(),
        sql: `insert into public.applications (project_id) values ($1) returning status`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select count(*)::int from public.notifications where user_id = $1`, [id.A])) === 2,
      },
    },
    {
      rule: "nobody marks another member's notification read",
      attack: { who: B(), sql: `select public.mark_notification_read($1)`, params: () => [notificationOfA] },
      unchanged: {
        sql: `select is_read::text || unread_notifications from public.notifications n join public.profiles p on p.uid = n.user_id where n.user_id = $1 and n.id = $2`,
        params: () => [id.A, notificationOfA],
      },
      allowed: { who: A(), sql: `select public.mark_notification_read($1)`, params: () => [notificationOfA] },
    },
    {
      rule: 'notifications are marked read only through the backend',
      attack: { who: A(), sql: `update public.notifications set is_read = true where user_id = $1`, params: ids('A') },
      unchanged: {
        sql: `select count(*)::int from public.notifications where user_id = $1 and not is_read`,
        params: ids('A'),
      },
      allowed: { who: A(), sql: `select public.mark_notification_read($1)`, params: () => [notificationOfA] },
    },
    {
      rule: 'visitors never mark anything read',
      attack: { who: anon, sql: `select public.mark_chat_read($1)`, params: ids('A') },
      unchanged: { sql: `select sum(unread_count)::int from public.chat_summaries` },
      allowed: { who: B(), sql: `select public.mark_chat_read($1)`, params: ids('A') },
    },
    // ---- banners, resources, questions ----
    {
      rule: 'only admins add banners',
      attack: {
        who: A(),
        sql: `insert into public.banners (title, link_url, image_url) values ('廣告', 'https://spam.example', 'https://spam.example/x.png')`,
      },
      unchanged: { sql: `select count(*)::int from public.banners` },
      allowed: {
        who: C(),
        sql: `insert into public.banners (title, link_url, image_url) values ('新活動', 'https://example.com', 'https://example.com/n.png') returning id`,
      },
    },
    {
      rule: 'only admins edit banners',
      attack: {
        who: A(),
        sql: `update public.banners set link_url = 'https://spam.example' where id = $1`,
        params: () => [bannerId],
      },
      unchanged: { sql: `select link_url from public.banners where id = $1`, params: () => [bannerId] },
      allowed: {
        who: C(),
        sql: `update public.banners set sort_order = 1 where id = $1 returning id`,
        params: () => [bannerId],
      },
    },
    {
      rule: 'only admins delete banners',
      attack: { who: A(), sql: `delete from public.banners where id = $1`, params: () => [bannerId] },
      unchanged: { sql: `select count(*)::int from public.banners` },
      allowed: { who: C(), sql: `delete from public.banners where id = $1 returning id`, params: () => [bannerId] },
    },
    {
      rule: 'visitors read no inbox rows',
      attack: { who: anon, sql: `select * from public.chat_summaries` },
      unchanged: { sql: `select count(*)::int from public.chat_summaries` },
      allowed: { who: anon, sql: `select id, title from public.banners` },
    },
    {
      rule: 'only admins add resources',
      attack: {
        who: A(),
        sql: `insert into public.resources (title, description, image_url, official_url, category, district) values ('x', 'x', 'https://x.example/x.png', 'https://x.example', 'x', 'x')`,
      },
      unchanged: { sql: `select count(*)::int from public.resources` },
      allowed: {
        who: C(),
        sql: `insert into public.resources (title, description, image_url, official_url, category, district) values ('育成中心', '說明', 'https://example.com/i.png', 'https://example.com', '場地', '新竹市') returning id`,
      },
    },
    {
      rule: 'only admins edit resources',
      attack: {
        who: A(),
        sql: `update public.resources set official_url = 'https://spam.example' where id = $1`,
        params: () => [resourceId],
      },
      unchanged: { sql: `select official_url from public.resources where id = $1`, params: () => [resourceId] },
      allowed: {
        who: C(),
        sql: `update public.resources set title = '創業補助 2026' where id = $1 returning id`,
        params: () => [resourceId],
      },
    },
    {
      rule: 'only admins delete resources',
      attack: { who: A(), sql: `delete from public.resources where id = $1`, params: () => [resourceId] },
      unchanged: { sql: `select count(*)::int from public.resources` },
      allowed: { who: C(), sql: `delete from public.resources where id = $1 returning id`, params: () => [resourceId] },
    },
    {
      rule: 'visitors only read resources, never write them',
      attack: {
        who: anon,
        sql: `insert into public.resources (title, description, image_url, official_url, category, district) values ('x', 'x', 'https://x.example/x.png', 'https://x.example', 'x', 'x')`,
      },
      unchanged: { sql: `select count(*)::int from public.resources` },
      allowed: { who: anon, sql: `select id, title from public.resources` },
    },
    // An admin's form names the id of what it creates, so a retry finds the first row (createOnce).
    {
      rule: 'only admins add a banner under an id of their own',
      attack: {
        who: A(),
        sql: `insert into public.banners (id, title, link_url, image_url) values ('5b0c7e6a-1d2f-4a3b-8c4d-5e6f7a8b9c0d', '廣告', 'https://spam.example', 'https://spam.example/x.png')`,
      },
      unchanged: { sql: `select count(*)::int from public.banners` },
      allowed: {
        who: C(),
        sql: `insert into public.banners (id, title, link_url, image_url) values ('5b0c7e6a-1d2f-4a3b-8c4d-5e6f7a8b9c0d', '新活動', 'https://example.com', 'https://example.com/n.png') returning id`,
      },
    },
    {
      rule: 'only admins add a resource under an id of their own',
      attack: {
        who: A(),
        sql: `insert into public.resources (id, title, description, image_url, official_url, category, district) values ('6c1d8f7b-2e3a-4b4c-9d5e-6f7a8b9c0d1e', 'x', 'x', 'https://x.example/x.png', 'https://x.example', 'x', 'x')`,
      },
      unchanged: { sql: `select count(*)::int from public.resources` },
      allowed: {
        who: C(),
        sql: `insert into public.resources (id, title, description, image_url, official_url, category, district) values ('6c1d8f7b-2e3a-4b4c-9d5e-6f7a8b9c0d1e', '共享辦公室', '說明', 'https://example.com/o.png', 'https://example.com', '場地', '臺中市') returning id`,
      },
    },
    {
      rule: 'only admins add a question under an id of their own',
      attack: {
        who: A(),
        sql: `insert into public.questions (id, questionnaire_id, part, text, options) values ('7d2e9a8c-3f4b-4c5d-ae6f-7a8b9c0d1e2f', $1, 1, '？', '${TWO_OPTIONS}')`,
        params: () => [activeQuestionnaire],
      },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: {
        who: C(),
        sql: `insert into public.questions (id, questionnaire_id, part, text, options) values ('7d2e9a8c-3f4b-4c5d-ae6f-7a8b9c0d1e2f', $1, 2, '新題目', '${TWO_OPTIONS}') returning id`,
        params: () => [activeQuestionnaire],
      },
    },
    {
      rule: 'only admins add questions',
      attack: {
        who: A(),
        sql: `insert into public.questions (questionnaire_id, part, text, options) values ($1, 1, '？', '${TWO_OPTIONS}')`,
        params: () => [activeQuestionnaire],
      },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: {
        who: C(),
        sql: `insert into public.questions (questionnaire_id, part, text, options) values ($1, 2, '新題目', '${TWO_OPTIONS}') returning id`,
        params: () => [activeQuestionnaire],
      },
    },
    {
      rule: 'a question offers at least two options (one option is no choice)',
      attack: {
        who: C(),
        sql: `insert into public.questions (questionnaire_id, part, text, options) values ($1, 2, '只有一個選項', '${ONE_OPTION}')`,
        params: () => [activeQuestionnaire],
      },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: {
        who: C(),
        sql: `insert into public.questions (questionnaire_id, part, text, options) values ($1, 2, '兩個選項', '${TWO_OPTIONS}') returning id`,
        params: () => [activeQuestionnaire],
      },
    },
    {
      rule: 'only admins edit questions',
      attack: {
        who: A(),
        sql: `update public.questions set text = '改過的題目' where id = $1`,
        params: () => [questionId],
      },
      unchanged: { sql: `select text from public.questions where id = $1`, params: () => [questionId] },
      allowed: {
        who: C(),
        sql: `update public.questions set sort_order = 5 where id = $1 returning id`,
        params: () => [questionId],
      },
    },
    {
      rule: 'only admins delete questions',
      attack: { who: A(), sql: `delete from public.questions where id = $1`, params: () => [questionId] },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: { who: C(), sql: `delete from public.questions where id = $1 returning id`, params: () => [questionId] },
    },
    {
      rule: 'only admins create questionnaires',
      attack: { who: A(), sql: `insert into public.questionnaires (title, is_active) values ('我的問卷', true)` },
      unchanged: { sql: `select count(*)::int from public.questionnaires` },
      allowed: {
        who: C(),
        sql: `insert into public.questionnaires (title, is_active) values ('第二版', false) returning id`,
      },
    },
    {
      rule: 'visitors do not read the questionnaire',
      attack: { who: anon, sql: `select * from public.questions` },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: {
        who: B(),
        sql: `select * from public.list_questions($1)`,
        params: () => [activeQuestionnaire],
      },
    },
    {
      rule: 'members do not read the options’ scores, the admins’ key to the assessment',
      attack: { who: B(), sql: `select options from public.questions` },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: { who: C(), sql: `select options from public.questions` },
    },
    {
      rule: 'visitors do not list the questions either',
      attack: { who: anon, sql: `select * from public.list_questions($1)`, params: () => [activeQuestionnaire] },
      unchanged: { sql: `select count(*)::int from public.questions` },
      allowed: {
        who: B(),
        sql: `select * from public.list_questions($1)`,
        params: () => [activeQuestionnaire],
      },
    },
    // ---- submissions and results ----
    {
      rule: 'at most 2 questionnaire submissions',
      attack: {
        who: D(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: () => [activeQuestionnaire, fullAnswers()],
      },
      unchanged: { sql: `select count(*)::int from public.submissions where user_id = $1`, params: ids('D') },
      allowed: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
        params: () => [activeQuestionnaire, fullAnswers()],
        verify: async (tx, out) =>
          out.ok &&
          (await firstValue(tx, `select count(*)::int from public.questionnaire_results where id = $1`, [
            out.rows[0]?.result_id,
          ])) === 1,
      },
    },
    {
      rule: 'a member submits only for themselves',
      attack: {
        who: B(),
        sql: `insert into public.submissions (user_id, questionnaire_id, answers) values ($1, $2, $3)`,
        params: () => [id.E, activeQuestionnaire, fullAnswers()],
      },
      unchanged: { sql: `select count(*)::int from public.submissions where user_id = $1`, params: ids('E') },
      allowed: {
        who: E(),
        sql: `insert into public.submissions (user_id, questionnaire_id, answers) values ($1, $2, $3) returning id`,
        params: () => [id.E, activeQuestionnaire, fullAnswers()],
      },
    },
    {
      rule: "a member's submissions are theirs alone",
      attack: { who: B(), sql: `select * from public.submissions where user_id = $1`, params: ids('D') },
      unchanged: { sql: `select count(*)::int from public.submissions` },
      allowed: { who: D(), sql: `select * from public.submissions where user_id = $1`, params: ids('D') },
    },
    {
      rule: "an admin reads a member's result, never their answers",
      attack: { who: C(), sql: `select answers from public.submissions where user_id = $1`, params: ids('D') },
      unchanged: { sql: `select count(*)::int from public.submissions` },
      allowed: {
        who: C(),
        sql: `select overall_score from public.questionnaire_results where user_id = $1`,
        params: ids('D'),
      },
    },
    {
      rule: 'a result is readable by its member',
      attack: { who: B(), sql: `select * from public.questionnaire_results where user_id = $1`, params: ids('D') },
      unchanged: { sql: `select count(*)::int from public.questionnaire_results` },
      allowed: { who: D(), sql: `select * from public.questionnaire_results where user_id = $1`, params: ids('D') },
    },
    {
      rule: 'a result is readable by an admin, not by other members',
      attack: { who: A(), sql: `select * from public.questionnaire_results where user_id = $1`, params: ids('D') },
      unchanged: { sql: `select count(*)::int from public.questionnaire_results` },
      allowed: { who: C(), sql: `select * from public.questionnaire_results where user_id = $1`, params: ids('D') },
    },
    {
      rule: 'nobody writes a result directly',
      attack: {
        who: B(),
        sql: `insert into public.questionnaire_results (user_id, submission_id, overall_score, archetype, dimension_scores) values ($1, gen_random_uuid(), 100, 'pioneer', '{}')`,
        params: ids('B'),
      },
      unchanged: { sql: `select count(*)::int from public.questionnaire_results` },
      allowed: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
        params: () => [activeQuestionnaire, fullAnswers()],
      },
    },
    {
      rule: "a submission's resultId is the backend's",
      attack: { who: D(), sql: `update public.submissions set result_id = null where user_id = $1`, params: ids('D') },
      unchanged: {
        sql: `select string_agg(result_id::text, ',' order by created_at) from public.submissions where user_id = $1`,
        params: ids('D'),
      },
      allowed: {
        who: D(),
        sql: `select result_id from public.submissions where user_id = $1 and result_id is not null`,
        params: ids('D'),
      },
    },
    {
      rule: 'no forged resultId at submission',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers, result_id) values ($1, $2, gen_random_uuid())`,
        params: () => [activeQuestionnaire, fullAnswers()],
      },
      unchanged: { sql: `select count(*)::int from public.submissions where user_id = $1`, params: ids('B') },
      allowed: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
        params: () => [activeQuestionnaire, fullAnswers()],
      },
    },
    {
      rule: 'a submission answers every question of the active questionnaire (1 of 4 is no score)',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => list.slice(0, 1)),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
        params: answers((list) => list),
        verify: async (tx) =>
          (
            (await firstValue(tx, `select archetype_result from public.profiles where uid = $1`, [id.B])) as {
              overallScore?: number;
            } | null
          )?.overallScore === 100,
      },
    },
    {
      rule: 'no question answered twice',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => [list[0]!, { ...list[0]!, chosenOptionIndex: 1 }, list[1]!, list[2]!]),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'an option index lies inside the question’s options',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => list.map((a, i) => (i === 3 ? { ...a, chosenOptionIndex: 2 } : a))),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'an option index is a whole number',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => list.map((a, i) => (i === 3 ? { ...a, chosenOptionIndex: 0.5 } : a))),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'an option index is a number, not text',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => list.map((a, i) => (i === 3 ? { ...a, chosenOptionIndex: '1' } : a))),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'every answer names a question of this questionnaire',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => [...list.slice(0, 3), { questionId: randomUUID(), chosenOptionIndex: 0 }]),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: `at most ${LIMITS.QUESTIONNAIRE_MAX_ANSWERS} answers`,
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => [
          ...list,
          ...Array.from({ length: LIMITS.QUESTIONNAIRE_MAX_ANSWERS + 1 - list.length }, () => list[0]!),
        ]),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: `a question id of at most ${LIMITS.QUESTION_ID_MAX_LENGTH} characters`,
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => [
          ...list,
          { questionId: 'q'.repeat(LIMITS.QUESTION_ID_MAX_LENGTH + 1), chosenOptionIndex: 0 },
        ]),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'an answer holds a question id and an option index, nothing more',
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => list.map((a, i) => (i === 0 ? { ...a, note: '字'.repeat(10_000) } : a))),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'no submission to an inactive questionnaire',
      setup: async (tx) => {
        otherQuestionnaire = await questionnaireWithOneQuestion(tx, false);
      },
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: () => [otherQuestionnaire, JSON.stringify([{ questionId: otherQuestion, chosenOptionIndex: 0 }])],
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: fullSubmissionOf(B),
    },
    {
      rule: 'only the active questionnaire (the newest active one) takes submissions',
      setup: async (tx) => {
        otherQuestionnaire = await questionnaireWithOneQuestion(tx, true);
      },
      attack: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2)`,
        params: answers((list) => list),
      },
      unchanged: { sql: SUBMITTED_AND_SHOWN, params: ids('B') },
      allowed: {
        who: B(),
        sql: `insert into public.submissions (questionnaire_id, answers) values ($1, $2) returning result_id`,
        params: () => [otherQuestionnaire, JSON.stringify([{ questionId: otherQuestion, chosenOptionIndex: 0 }])],
      },
    },
    // ---- admin ----
    {
      rule: 'only admins count members',
      attack: { who: A(), sql: `select public.admin_count_users()` },
      unchanged: { sql: `select count(*)::int from public.profiles` },
      allowed: { who: C(), sql: `select public.admin_count_users() as n` },
    },
    {
      rule: 'only admins count projects',
      attack: { who: A(), sql: `select public.admin_count_projects()` },
      unchanged: { sql: `select count(*)::int from public.projects` },
      allowed: { who: C(), sql: `select public.admin_count_projects() as n` },
    },
    {
      rule: 'only admins search members',
      attack: { who: A(), sql: `select * from public.admin_search_users('王', 10, null)` },
      unchanged: { sql: `select count(*)::int from public.profiles` },
      allowed: { who: C(), sql: `select * from public.admin_search_users('王', 10, null)` },
    },
    {
      rule: 'only admins search projects',
      attack: { who: A(), sql: `select * from public.admin_search_projects('共', 10, null)` },
      unchanged: { sql: `select count(*)::int from public.projects` },
      allowed: { who: C(), sql: `select * from public.admin_search_projects('共', 10, null)` },
    },
    // ---- feedback ----
    {
      rule: 'members never read feedback',
      setup: async (tx) => {
        await tx.sys(`insert into public.feedback (name, message, user_id) values ('會員', '很棒的平台', $1)`, [id.B]);
      },
      attack: { who: A(), sql: `select * from public.feedback` },
      unchanged: { sql: `select count(*)::int from public.feedback` },
      allowed: { who: service, sql: `select * from public.feedback` },
    },
    {
      rule: 'feedback is stored only by the edge function (members)',
      attack: { who: A(), sql: `insert into public.feedback (name, message) values ('我', '直接寫入')` },
      unchanged: { sql: `select count(*)::int from public.feedback` },
      allowed: {
        who: service,
        sql: `insert into public.feedback (name, message, user_id) values ('我', '透過函式', $1) returning id`,
        params: ids('A'),
      },
    },
    {
      rule: 'feedback is stored only by the edge function (visitors)',
      attack: { who: anon, sql: `insert into public.feedback (name, message) values ('訪客', '直接寫入')` },
      unchanged: { sql: `select count(*)::int from public.feedback` },
      allowed: {
        who: service,
        sql: `insert into public.feedback (name, email, message, user_id) values ('會員', 'v@example.com', '透過函式', $1) returning id`,
        params: ids('B'),
      },
    },
    {
      rule: `one sender stores at most ${LIMITS.FEEDBACK_MAX_PER_WINDOW} feedback messages an hour`,
      setup: async (tx) => {
        for (let i = 0; i < LIMITS.FEEDBACK_MAX_PER_WINDOW; i++)
          await tx.sys(`insert into public.feedback (name, message, user_id) values ('王小明', $1, $2)`, [
            `第 ${i + 1} 則`,
            id.A,
          ]);
      },
      attack: {
        who: service,
        sql: `insert into public.feedback (name, message, user_id) values ('王小明', '再一則', $1)`,
        params: ids('A'),
      },
      unchanged: { sql: `select count(*)::int from public.feedback where user_id = $1`, params: ids('A') },
      allowed: {
        who: service,
        sql: `insert into public.feedback (name, message, user_id) values ('李小華', '第一則', $1) returning id`,
        params: ids('B'),
      },
    },
    {
      rule: 'feedback always has a signed-in sender',
      attack: { who: service, sql: `insert into public.feedback (name, message) values ('訪客', '沒有寄件人')` },
      unchanged: { sql: `select count(*)::int from public.feedback` },
      allowed: {
        who: service,
        sql: `insert into public.feedback (name, message, user_id) values ('王小明', '有寄件人', $1) returning id`,
        params: ids('A'),
      },
    },
    // ---- storage ----
    {
      rule: 'a member writes only avatars/{own uid}',
      attack: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/png"}')`,
        params: ids('E'),
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'avatars'` },
      allowed: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/png"}') returning id`,
        params: ids('B'),
      },
    },
    {
      rule: 'an avatar is at most 1 MB',
      attack: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1048577, "mimetype": "image/png"}')`,
        params: ids('B'),
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'avatars'` },
      allowed: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1048576, "mimetype": "image/png"}') returning id`,
        params: ids('B'),
      },
    },
    {
      rule: 'an avatar is JPG, PNG or WebP',
      attack: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/gif"}')`,
        params: ids('B'),
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'avatars'` },
      allowed: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/webp"}') returning id`,
        params: ids('B'),
      },
    },
    {
      rule: "nobody overwrites another member's avatar",
      attack: {
        who: B(),
        sql: `update storage.objects set metadata = '{"size": 5, "mimetype": "image/png"}' where bucket_id = 'avatars' and name = $1`,
        params: ids('A'),
      },
      unchanged: {
        sql: `select metadata::text from storage.objects where bucket_id = 'avatars' and name = $1`,
        params: ids('A'),
      },
      allowed: {
        who: A(),
        sql: `update storage.objects set metadata = '{"size": 2000, "mimetype": "image/jpeg"}' where bucket_id = 'avatars' and name = $1 returning id`,
        params: ids('A'),
      },
    },
    {
      rule: 'only admins upload banner images',
      attack: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000000_ad.png', '{"size": 1000, "mimetype": "image/png"}')`,
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'banners'` },
      allowed: {
        who: C(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000000_hero.png', '{"size": 1000, "mimetype": "image/png"}') returning id`,
      },
    },
    {
      rule: 'visitors upload nothing',
      attack: {
        who: anon,
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/png"}')`,
        params: ids('B'),
      },
      unchanged: { sql: `select count(*)::int from storage.objects` },
      allowed: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/png"}') returning id`,
        params: ids('B'),
      },
    },
    {
      rule: 'visitors do not list the avatars bucket (it names members)',
      attack: { who: anon, sql: `select name from storage.objects where bucket_id = 'avatars'` },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'avatars'` },
      allowed: {
        who: A(),
        sql: `select name from storage.objects where bucket_id = 'avatars' and name = $1`,
        params: ids('A'),
      },
    },
    {
      rule: "a member lists no other member's avatar",
      attack: {
        who: B(),
        sql: `select name from storage.objects where bucket_id = 'avatars' and name <> $1`,
        params: ids('B'),
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'avatars'` },
      allowed: {
        who: A(),
        sql: `select name from storage.objects where bucket_id = 'avatars' and name = $1`,
        params: ids('A'),
      },
    },
    ...(
      [
        ['no metadata', null],
        ['empty metadata', '{}'],
        ['no type', '{"size": 1000}'],
        ['no size', '{"mimetype": "image/png"}'],
        ['a size that is text', '{"size": "1000", "mimetype": "image/png"}'],
      ] as const
    ).map(([what, metadata]): MatrixRow => ({
      rule: `an avatar with ${what} is refused when stored`,
      setup: atCommit,
      attack: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, $2)`,
        params: () => [id.B, metadata],
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'avatars'` },
      allowed: {
        who: B(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 1000, "mimetype": "image/png"}') returning id`,
        params: ids('B'),
      },
    })),
    {
      rule: "an avatar's metadata is never emptied afterwards",
      setup: atCommit,
      attack: {
        who: A(),
        sql: `update storage.objects set metadata = null where bucket_id = 'avatars' and name = $1`,
        params: ids('A'),
      },
      unchanged: {
        sql: `select metadata::text from storage.objects where bucket_id = 'avatars' and name = $1`,
        params: ids('A'),
      },
      allowed: {
        who: A(),
        sql: `update storage.objects set metadata = '{"size": 3000, "mimetype": "image/png"}' where bucket_id = 'avatars' and name = $1 returning id`,
        params: ids('A'),
      },
    },
    {
      rule: `a banner image is at most ${LIMITS.BANNER_IMAGE_MAX_BYTES} bytes`,
      setup: atCommit,
      attack: {
        who: C(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000000_big.png', $1)`,
        params: () => [{ size: LIMITS.BANNER_IMAGE_MAX_BYTES + 1, mimetype: 'image/png' }],
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'banners'` },
      allowed: {
        who: C(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000000_hero.png', $1) returning id`,
        params: () => [{ size: LIMITS.BANNER_IMAGE_MAX_BYTES, mimetype: 'image/png' }],
      },
    },
    {
      rule: 'a banner image is JPG or PNG',
      setup: atCommit,
      attack: {
        who: C(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000000_a.gif', '{"size": 1000, "mimetype": "image/gif"}')`,
      },
      unchanged: { sql: `select count(*)::int from storage.objects where bucket_id = 'banners'` },
      allowed: {
        who: C(),
        sql: `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000000_a.jpg', '{"size": 1000, "mimetype": "image/jpeg"}') returning id`,
      },
    },
    // Reports and hidden projects.
    {
      rule: 'a report is read by its reporter and the admins, never by the member it is about',
      setup: reportOfProjectA,
      attack: { who: A(), sql: `select * from public.reports` },
      unchanged: { sql: `select count(*)::int from public.reports` },
      allowed: { who: B(), sql: `select * from public.reports where id = $1`, params: () => [reportId] },
    },
    {
      rule: 'only admins list reports',
      setup: reportOfProjectA,
      attack: { who: B(), sql: `select * from public.admin_list_reports('open')` },
      unchanged: { sql: `select count(*)::int from public.reports` },
      allowed: { who: C(), sql: `select * from public.admin_list_reports('open')` },
    },
    {
      rule: 'only admins resolve a report (and so hide a project)',
      setup: reportOfProjectA,
      attack: { who: B(), sql: `select * from public.resolve_report($1, 'project_hidden')`, params: () => [reportId] },
      unchanged: {
        sql: `select (select status from public.reports where id = $1), (select hidden from public.projects where id = $2)`,
        params: () => [reportId, id.A],
      },
      allowed: {
        who: C(),
        sql: `select * from public.resolve_report($1, 'project_hidden')`,
        params: () => [reportId],
        verify: async (tx) =>
          (await firstValue(tx, `select hidden from public.projects where id = $1`, [id.A])) === true,
      },
    },
    {
      rule: 'no member writes a report row directly (only create_report, which fills in the reported content)',
      attack: {
        who: B(),
        sql: `insert into public.reports (reporter_id, target_kind, target_id, target_owner_id, target_excerpt, reason) values ($1, 'project', $2, $2, '編造的內容', 'scam')`,
        params: ids('B', 'A'),
      },
      unchanged: { sql: `select count(*)::int from public.reports` },
      allowed: {
        who: B(),
        sql: `select * from public.create_report('project', $1, '', 'scam', '')`,
        params: ids('A'),
        verify: async (tx) =>
          (await firstValue(tx, `select target_excerpt from public.reports where reporter_id = $1`, [id.B])) ===
          '共享廚房',
      },
    },
    {
      rule: 'no member reports their own project',
      attack: { who: A(), sql: `select * from public.create_report('project', $1, '', 'scam', '')`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.reports` },
      allowed: { who: D(), sql: `select * from public.create_report('project', $1, '', 'scam', '')`, params: ids('A') },
    },
    {
      rule: 'no member reports a message of a chat that is not theirs',
      setup: findMessageOfA,
      attack: {
        who: D(),
        sql: `select * from public.create_report('message', $1, $2, 'harassment', '')`,
        params: () => [messageOfA, chatAB],
      },
      unchanged: { sql: `select count(*)::int from public.reports` },
      allowed: {
        who: B(),
        sql: `select * from public.create_report('message', $1, $2, 'harassment', '')`,
        params: () => [messageOfA, chatAB],
      },
    },
    {
      rule: 'a member reads no hidden project of another member',
      setup: hideProjectOfA,
      attack: { who: B(), sql: `select * from public.projects where id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from public.projects` },
      allowed: { who: A(), sql: `select * from public.projects where id = $1`, params: ids('A') },
    },
    {
      rule: 'a member does not un-hide their own project',
      setup: hideProjectOfA,
      attack: { who: A(), sql: `update public.projects set hidden = false where id = $1`, params: ids('A') },
      unchanged: { sql: `select hidden from public.projects where id = $1`, params: ids('A') },
      allowed: {
        who: A(),
        sql: `update public.projects set headline = '改過的一句話' where id = $1 returning hidden`,
        params: ids('A'),
        verify: async (_tx, out) => out.ok && (out.rows[0] as { hidden?: unknown } | undefined)?.hidden === true,
      },
    },
    // ---- my data: deleting an account ----
    {
      rule: "nobody deletes another member's account",
      setup: withoutAvatarOfA,
      attack: { who: B(), sql: `delete from auth.users where id = $1`, params: ids('A') },
      unchanged: { sql: `select count(*)::int from auth.users where id = $1`, params: ids('A') },
      allowed: { who: A(), sql: `select public.delete_my_account($1)`, params: () => [ACCOUNT_DELETION_WORD] },
    },
    {
      rule: 'a visitor deletes no account',
      setup: withoutAvatarOfA,
      attack: { who: anon, sql: `select public.delete_my_account($1)`, params: () => [ACCOUNT_DELETION_WORD] },
      unchanged: { sql: `select count(*)::int from public.profiles` },
      allowed: { who: A(), sql: `select public.delete_my_account($1)`, params: () => [ACCOUNT_DELETION_WORD] },
    },
    {
      rule: 'nothing of a deleted member is readable, even by an admin',
      setup: async (tx) => {
        await withoutAvatarOfA(tx);
        const out = await tx.try(A(), `select public.delete_my_account($1)`, [ACCOUNT_DELETION_WORD]);
        if (!out.ok) throw new Error(out.error.message);
      },
      attack: {
        who: C(),
        sql: `select 1 from public.profiles where uid = $1
              union all select 1 from public.contacts where uid = $1
              union all select 1 from public.projects where id = $1
              union all select 1 from public.applications where applicant_id = $1 or project_id = $1
              union all select 1 from public.notifications where user_id = $1 or strpos(id, $1::text) > 0
              union all select 1 from public.chat_summaries where owner_id = $1
              union all select 1 from public.submissions where user_id = $1
              union all select 1 from public.questionnaire_results where user_id = $1`,
        params: ids('A'),
      },
      unchanged: { sql: `select count(*)::int from public.chat_messages where sender_id = $1`, params: ids('A') },
      allowed: { who: B(), sql: `select uid from public.profiles where uid = $1`, params: ids('B') },
    },
  ];
}

function actorLabel(a: Actor): string {
  if (a.role !== 'authenticated') return a.role;
  const key = (Object.keys(id) as (keyof typeof id)[]).find((k) => id[k] === a.uid) ?? '?';
  return key === 'C' ? 'admin C' : `member ${key}`;
}

interface RowResult {
  rule: string;
  attacker: string;
  refusedBy: string;
  refused: boolean;
  unchanged: boolean;
  allowedBy: string;
  allowedWorked: boolean;
  detail: string;
}

async function runRow(row: MatrixRow): Promise<RowResult> {
  return db.scratch(async (tx) => {
    if (row.setup) await row.setup(tx);
    const snapshot = () => tx.sys(row.unchanged.sql, row.unchanged.params?.() ?? []);
    const before = JSON.stringify(await snapshot());
    const attack = await tx.try(row.attack.who, row.attack.sql, row.attack.params?.() ?? []);
    const after = JSON.stringify(await snapshot());
    const refused = !attack.ok || (attack.rows.length === 0 && attack.affected === 0);
    const refusedBy = attack.ok ? 'no row (RLS)' : `error ${attack.error.code}`;

    const allowed = await tx.try(row.allowed.who, row.allowed.sql, row.allowed.params?.() ?? []);
    let allowedWorked = allowed.ok && (allowed.rows.length > 0 || allowed.affected > 0);
    if (allowedWorked && row.allowed.verify) allowedWorked = await row.allowed.verify(tx, allowed);
    return {
      rule: row.rule,
      attacker: actorLabel(row.attack.who),
      refusedBy,
      refused,
      unchanged: before === after,
      allowedBy: actorLabel(row.allowed.who),
      allowedWorked,
      detail: `attack: ${attack.ok ? `${attack.rows.length} rows` : attack.error.message}; allowed: ${allowed.ok ? `${allowed.rows.length} rows` : allowed.error.message}`,
    };
  });
}

describe(`permission attack matrix (spec 6) on the migrations, on ${ENGINE}`, () => {
  const results: RowResult[] = [];

  it('refuses every forbidden attempt and lets every allowed counterpart through', async () => {
    const rows = matrix();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) results.push(await runRow(row));

    const lines = results.map(
      (r, i) =>
        `${String(i + 1).padStart(2)} ${r.refused && r.unchanged ? 'REFUSED' : 'ALLOWED!'} ${r.refusedBy.padEnd(14)} ${r.allowedWorked ? 'ok ' : 'FAIL'} ${r.attacker.padEnd(10)} ${r.rule}`,
    );
    const refused = results.filter((r) => r.refused && r.unchanged).length;
    const allowedOk = results.filter((r) => r.allowedWorked).length;
    const byCause = new Map<string, number>();
    for (const r of results) byCause.set(r.refusedBy, (byCause.get(r.refusedBy) ?? 0) + 1);
    const byAttacker = new Map<string, number>();
    for (const r of results)
      byAttacker.set(r.attacker.replace(/ [A-E]$/, ''), (byAttacker.get(r.attacker.replace(/ [A-E]$/, '')) ?? 0) + 1);
    console.log(
      [
        `Supabase permission attack matrix on ${ENGINE}`,
        ' #  outcome  refused by     allowed  attacker   rule',
        ...lines,
        '',
        `TOTAL attempts: ${results.length}   refused: ${refused}   allowed counterparts working: ${allowedOk}`,
        `by attacker: ${[...byAttacker].map(([k, v]) => `${k} ${v}`).join(', ')}`,
        `refused by: ${[...byCause].map(([k, v]) => `${k} ×${v}`).join(', ')}`,
      ].join('\n'),
    );

    const failures = results.filter((r) => !r.refused || !r.unchanged || !r.allowedWorked);
    expect(failures.map((f) => `${f.rule}: ${f.detail}`)).toEqual([]);
  });
});

describe(`what a resolved report tells its reporter, on ${ENGINE}`, () => {
  it('its resolution and when, never which admin resolved it', async () => {
    await db.scratch(async (tx) => {
      await reportOfProjectA(tx);
      const resolved = await tx.try(C(), `select * from public.resolve_report($1, 'dismissed')`, [reportId]);
      expect(resolved.ok).toBe(true);
      const read = await tx.try(B(), `select * from public.reports where id = $1`, [reportId]);
      if (!read.ok) throw new Error(read.error.message);
      expect(read.rows).toHaveLength(1);
      expect(read.rows[0]).toMatchObject({ status: 'dismissed' });
      expect(JSON.stringify(read.rows[0])).not.toContain(id.C);
    });
  });
});

describe(`what a forged sender or applicant tells a third member, on ${ENGINE}`, () => {
  it('nothing about a block between two others: naming another member is refused before any check runs', async () => {
    await db.scratch(async (tx) => {
      await tx.sys(`insert into public.blocks (blocker_id, blocked_id) values ($1, $2)`, [id.A, id.B]);
      const forged = {
        'a message from B to A (blocked)': () =>
          tx.try(D(), `insert into public.chat_messages (sender_id, receiver_id, text) values ($1, $2, 'hi')`, [
            id.B,
            id.A,
          ]),
        'a message from E to A (no block)': () =>
          tx.try(D(), `insert into public.chat_messages (sender_id, receiver_id, text) values ($1, $2, 'hi')`, [
            id.E,
            id.A,
          ]),
        'B applying to A (blocked)': () =>
          tx.try(D(), `insert into public.applications (project_id, applicant_id) values ($1, $2)`, [id.A, id.B]),
        'E applying to A (no block)': () =>
          tx.try(D(), `insert into public.applications (project_id, applicant_id) values ($1, $2)`, [id.A, id.E]),
      };
      const answers: Record<string, string> = {};
      for (const [what, attempt] of Object.entries(forged)) {
        const outcome = await attempt();
        answers[what] = outcome.ok ? 'stored' : `${outcome.error.code}`;
      }
      // The same answer with a block as without one: the privilege check, which runs first.
      expect(answers).toEqual({
        'a message from B to A (blocked)': '42501',
        'a message from E to A (no block)': '42501',
        'B applying to A (blocked)': '42501',
        'E applying to A (no block)': '42501',
      });
    });
  });
});

describe(`what members write is stored as core stores it, on ${ENGINE}`, () => {
  it('trimmed as JavaScript trims: padding with blanks is no way around a limit', async () => {
    await db.scratch(async (tx) => {
      const padded = await tx.try<Record<string, unknown>>(
        A(),
        `update public.profiles set name = '小明' || repeat(' ', 5000), bio = E'\\u3000自我介紹\\n',
           city = '臺北市' || repeat(E'\\n', 100), skills = array['React' || repeat(' ', 100000), E'\\u00a0Go']
         where uid = $1 returning name, bio, city, skills`,
        [id.A],
      );
      if (!padded.ok) throw new Error(padded.error.message);
      expect(padded.rows[0]).toEqual({ name: '小明', bio: '自我介紹', city: '臺北市', skills: ['React', 'Go'] });
      const project = await tx.try<Record<string, unknown>>(
        A(),
        `update public.projects set description = '說明' || repeat(' ', 100000), skills_required = array[' Go']
         where id = $1 returning description, skills_required`,
        [id.A],
      );
      if (!project.ok) throw new Error(project.error.message);
      expect(project.rows[0]).toEqual({ description: '說明', skills_required: ['Go'] });
    });
  });

  it('trimmed as core trims, code point by code point: what draws nothing is blank', async () => {
    // Every character of the Basic Multilingual Plane but the surrogates, alone and inside a name.
    const rows = await db.sys<{ i: number; alone: string; inside: string }>(
      `select i, app.js_trim(chr(i)) as alone, app.js_trim(chr(i) || '王' || chr(i)) as inside
         from generate_series(1, 65535) as i where i not between 55296 and 57343`,
    );
    const disagree = rows
      .filter(({ i, alone, inside }) => {
        const ch = String.fromCharCode(i);
        return alone !== trimmed(ch) || inside !== trimmed(`${ch}王${ch}`);
      })
      .map(({ i }) => `U+${i.toString(16).toUpperCase().padStart(4, '0')}`);
    expect(disagree).toEqual([]);
    expect(rows.filter(({ alone }) => alone === '').length).toBeGreaterThan(40);
  });

  it('a name, headline or message of characters that draw nothing is refused', async () => {
    await db.scratch(async (tx) => {
      const name = await tx.try(A(), `update public.profiles set name = E'\\u200b\\u3164' where uid = $1`, [id.A]);
      expect(name.ok ? 'stored' : name.error.code).toBe('23514');
    });
    await db.scratch(async (tx) => {
      const trimmedName = await tx.try<{ name: string }>(
        A(),
        `update public.profiles set name = E'\\u202e王小明\\u200b' where uid = $1 returning name`,
        [id.A],
      );
      if (!trimmedName.ok) throw new Error(trimmedName.error.message);
      expect(trimmedName.rows[0]!.name).toBe('王小明');
    });
    await db.scratch(async (tx) => {
      const message = await tx.try(
        A(),
        `insert into public.chat_messages (receiver_id, text) values ($1, E'\\u2800\\u2060')`,
        [id.B],
      );
      expect(message.ok ? 'sent' : message.error.code).toBe('23514');
    });
  });

  it('names are stored without bidi controls, which would turn around the text a name is shown in', async () => {
    await db.scratch(async (tx) => {
      const profile = await tx.try<{ name: string }>(
        A(),
        `update public.profiles set name = E'王\\u202e小明\\u2066' where uid = $1 returning name`,
        [id.A],
      );
      if (!profile.ok) throw new Error(profile.error.message);
      expect(profile.rows[0]!.name).toBe('王小明');
      const project = await tx.try<{ project_name: string }>(
        A(),
        `update public.projects set project_name = E'共享\\u202d廚房' where id = $1 returning project_name`,
        [id.A],
      );
      if (!project.ok) throw new Error(project.error.message);
      expect(project.rows[0]!.project_name).toBe('共享廚房');
    });
  });

  it('a role is chosen once and changed, never taken away', async () => {
    await db.scratch(async (tx) => {
      const setRole = (role: string) =>
        tx.try(A(), `update public.profiles set role = ${role} where uid = $1 returning role`, [id.A]);
      expect((await setRole(`'technical'`)).ok).toBe(true);
      const cleared = await setRole('null');
      expect(cleared.ok ? 'stored' : cleared.error.code).toBe('23514');
      expect((await setRole(`'operations'`)).ok).toBe(true);
    });
  });
});

describe(`section 5 validation constraints, on ${ENGINE}`, () => {
  type Case = { what: string; who: () => Actor; bad: string; good: string; params?: () => unknown[] };
  const profileUpdate = (set: string) => `update public.profiles set ${set} where uid = $1 returning uid`;
  // The public address of avatars/{uid} (getPublicUrl), for the member whose id is the parameter.
  const ownPhoto = (param: string) => `'https://x.supabase.co/storage/v1/object/public/avatars/' || ${param}::text`;
  const cases: Case[] = [
    {
      what: 'profile name required',
      who: A,
      bad: profileUpdate(`name = '   '`),
      good: profileUpdate(`name = '小明'`),
      params: ids('A'),
    },
    {
      what: 'profile name at most 50',
      who: A,
      bad: profileUpdate(`name = repeat('名', 51)`),
      good: profileUpdate(`name = repeat('名', 50)`),
      params: ids('A'),
    },
    {
      what: 'role is a role code',
      who: A,
      bad: profileUpdate(`role = 'ceo'`),
      good: profileUpdate(`role = 'technical'`),
      params: ids('A'),
    },
    {
      what: 'gender is a gender code',
      who: A,
      bad: profileUpdate(`gender = 'x'`),
      good: profileUpdate(`gender = 'female'`),
      params: ids('A'),
    },
    {
      what: 'years of experience code',
      who: A,
      bad: profileUpdate(`years_experience = '20+'`),
      good: profileUpdate(`years_experience = '10+'`),
      params: ids('A'),
    },
    {
      what: 'availability code',
      who: A,
      bad: profileUpdate(`availability = 'never'`),
      good: profileUpdate(`availability = 'either'`),
      params: ids('A'),
    },
    {
      what: 'link fields are URLs',
      who: A,
      bad: profileUpdate(`linkedin_url = 'javascript:alert(1)'`),
      good: profileUpdate(`linkedin_url = 'https://www.linkedin.com/in/x'`),
      params: ids('A'),
    },
    {
      what: 'profile link is https, not http',
      who: A,
      bad: profileUpdate(`linkedin_url = 'http://www.linkedin.com/in/x'`),
      good: profileUpdate(`linkedin_url = 'https://www.linkedin.com/in/x'`),
      params: ids('A'),
    },
    {
      what: 'profile GitHub is https, not http',
      who: A,
      bad: profileUpdate(`github_url = 'http://github.com/x'`),
      good: profileUpdate(`github_url = 'https://github.com/x'`),
      params: ids('A'),
    },
    {
      what: 'profile website is https or a path of this site',
      who: A,
      bad: profileUpdate(`website_url = 'http://example.com'`),
      good: profileUpdate(`website_url = '/demo/about'`),
      params: ids('A'),
    },
    {
      what: 'banner link is not http',
      who: C,
      bad: `insert into public.banners (title, link_url, image_url) values ('t', 'http://x.example', 'https://x.example/i.png') returning id`,
      good: `insert into public.banners (title, link_url, image_url) values ('t', '/demo/events', 'https://x.example/i.png') returning id`,
    },
    {
      what: 'banner link edited to http',
      who: C,
      bad: `update public.banners set link_url = 'http://x.example' where id = $1 returning id`,
      good: `update public.banners set link_url = 'https://x.example/new' where id = $1 returning id`,
      params: () => [bannerId],
    },
    {
      what: 'resource official URL is not http',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'http://x.example', 'c', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', '/demo/resources', 'c', 'd') returning id`,
    },
    {
      what: 'resource picture is no javascript: URL',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'javascript:alert(1)', 'https://x.example', 'c', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', '/demo/resource.png', 'https://x.example', 'c', 'd') returning id`,
    },
    {
      what: 'resource picture is not on another host by //',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', '//evil.example/x.png', 'https://x.example', 'c', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'https://x.example', 'c', 'd') returning id`,
    },
    {
      what: 'resource picture is not on another host by /\\',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', '/\\evil.example/x.png', 'https://x.example', 'c', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', '/demo/i.png', 'https://x.example', 'c', 'd') returning id`,
    },
    {
      what: 'resource picture is not http',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'http://x.example/i.png', 'https://x.example', 'c', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'https://x.example', 'c', 'd') returning id`,
    },
    {
      what: 'avatar URL is http(s)',
      who: A,
      bad: profileUpdate(`avatar_url = 'data:image/png;base64,AAAA'`),
      good: profileUpdate(`avatar_url = ${ownPhoto('$1')}`),
      params: ids('A'),
    },
    {
      what: 'avatar is the member’s own upload, not an address on another site',
      who: A,
      bad: profileUpdate(`avatar_url = 'https://tracker.example/pixel.gif'`),
      good: profileUpdate(`avatar_url = ${ownPhoto('$1')} || '?v=1764300000000'`),
      params: ids('A'),
    },
    {
      what: 'avatar is on this project’s Storage, not avatars/{uid} of another host',
      who: A,
      bad: profileUpdate(`avatar_url = 'https://tracker.example/storage/v1/object/public/avatars/' || $1::text`),
      good: profileUpdate(`avatar_url = ${ownPhoto('$1')}`),
      params: ids('A'),
    },
    {
      what: 'avatar is not another member’s photo',
      who: A,
      bad: `update public.profiles set avatar_url = ${ownPhoto('$2')} where uid = $1 returning uid`,
      good: `update public.profiles set avatar_url = ${ownPhoto('$1')} where uid = $1 and $2::uuid is not null returning uid`,
      params: ids('A', 'B'),
    },
    {
      what: 'avatar is the upload’s address, nothing after it',
      who: A,
      bad: profileUpdate(`avatar_url = ${ownPhoto('$1')} || '?v=1&x=https://tracker.example'`),
      good: profileUpdate(`avatar_url = ''`),
      params: ids('A'),
    },
    {
      what: 'tags: no duplicates (case-insensitive)',
      who: A,
      bad: profileUpdate(`skills = '{React,react}'`),
      good: profileUpdate(`skills = '{React,Node}'`),
      params: ids('A'),
    },
    {
      what: 'tags: no blanks',
      who: A,
      bad: profileUpdate(`interests = array['AI', '  ']`),
      good: profileUpdate(`interests = array['AI']`),
      params: ids('A'),
    },
    {
      what: 'tags: at most 30',
      who: A,
      bad: profileUpdate(`working_style = (select array_agg('t' || g) from generate_series(1, 31) g)`),
      good: profileUpdate(`working_style = (select array_agg('t' || g) from generate_series(1, 30) g)`),
      params: ids('A'),
    },
    {
      what: 'headline at most 100',
      who: A,
      bad: profileUpdate(`headline = repeat('a', 101)`),
      good: profileUpdate(`headline = repeat('a', 100)`),
      params: ids('A'),
    },
    {
      what: 'phone plausible when given',
      who: A,
      bad: `update public.contacts set phone = 'call me' where uid = $1 returning uid`,
      good: `update public.contacts set phone = '+886 912 345 678' where uid = $1 returning uid`,
      params: ids('A'),
    },
    {
      what: 'contact email email-typed',
      who: A,
      bad: `update public.contacts set email = 'not-an-email' where uid = $1 returning uid`,
      good: `update public.contacts set email = 'a@example.tw' where uid = $1 returning uid`,
      params: ids('A'),
    },
    {
      what: 'project name required',
      who: A,
      bad: `update public.projects set project_name = '' where id = $1 returning id`,
      good: `update public.projects set project_name = '新名字' where id = $1 returning id`,
      params: ids('A'),
    },
    {
      what: 'project description required',
      who: A,
      bad: `update public.projects set description = ' ' where id = $1 returning id`,
      good: `update public.projects set description = '說明' where id = $1 returning id`,
      params: ids('A'),
    },
    {
      what: 'project stage code',
      who: A,
      bad: `update public.projects set stage = 'growth' where id = $1 returning id`,
      good: `update public.projects set stage = 'early_adopters' where id = $1 returning id`,
      params: ids('A'),
    },
    {
      what: 'partners wanted are partner roles',
      who: A,
      bad: `update public.projects set partners_wanted = '{idea_holder}' where id = $1 returning id`,
      good: `update public.projects set partners_wanted = '{technical,operations}' where id = $1 returning id`,
      params: ids('A'),
    },
    {
      what: 'skills required unique',
      who: A,
      bad: `update public.projects set skills_required = '{Go,go}' where id = $1 returning id`,
      good: `update public.projects set skills_required = '{Go,Rust}' where id = $1 returning id`,
      params: ids('A'),
    },
    {
      what: 'a blank message is never stored',
      who: A,
      bad: `insert into public.chat_messages (receiver_id, text) values ($1, E' \\n ') returning id`,
      good: `insert into public.chat_messages (receiver_id, text) values ($1, '好') returning id`,
      params: ids('B'),
    },
    {
      what: 'a message is at most 2000 characters',
      who: A,
      bad: `insert into public.chat_messages (receiver_id, text) values ($1, repeat('字', 2001)) returning id`,
      good: `insert into public.chat_messages (receiver_id, text) values ($1, repeat('字', 2000)) returning id`,
      params: ids('B'),
    },
    {
      what: 'banner link is a URL',
      who: C,
      bad: `insert into public.banners (title, link_url, image_url) values ('t', 'ftp://x.example', 'https://x.example/i.png') returning id`,
      good: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', 'https://x.example/i.png') returning id`,
    },
    {
      what: 'banner image required',
      who: C,
      bad: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', '') returning id`,
      good: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', 'https://x.example/i.png') returning id`,
    },
    {
      what: 'banner image is an https address or a path of this site, as Firestore takes it',
      who: C,
      bad: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', 'javascript:alert(1)') returning id`,
      good: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', '/banners/seed.jpg') returning id`,
    },
    {
      what: 'banner image on plain http only from a local stack’s Storage',
      who: C,
      bad: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', 'http://tracker.example/b.png') returning id`,
      good: `insert into public.banners (title, link_url, image_url) values ('t', 'https://x.example', 'http://127.0.0.1:54321/storage/v1/object/public/banners/1764300000000_b.png') returning id`,
    },
    {
      what: 'resource official URL is a URL',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'javascript:void(0)', 'c', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'https://x.example', 'c', 'd') returning id`,
    },
    {
      what: 'resource category required',
      who: C,
      bad: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'https://x.example', '', 'd') returning id`,
      good: `insert into public.resources (title, description, image_url, official_url, category, district) values ('t', 'd', 'https://x.example/i.png', 'https://x.example', 'c', 'd') returning id`,
    },
    {
      what: 'question part is a positive integer',
      who: C,
      bad: `update public.questions set part = 0 where id = $1 returning id`,
      good: `update public.questions set part = 3 where id = $1 returning id`,
      params: () => [questionId],
    },
    {
      what: 'question options non-empty',
      who: C,
      bad: `update public.questions set options = '[]' where id = $1 returning id`,
      good: `update public.questions set options = '${TWO_OPTIONS}' where id = $1 returning id`,
      params: () => [questionId],
    },
    {
      what: 'question has at least two options',
      who: C,
      bad: `update public.questions set options = '${ONE_OPTION}' where id = $1 returning id`,
      good: `update public.questions set options = '${TWO_OPTIONS}' where id = $1 returning id`,
      params: () => [questionId],
    },
    {
      what: `question has at most ${LIMITS.QUESTION_MAX_OPTIONS} options`,
      who: C,
      bad: `update public.questions set options = '${optionsSql(LIMITS.QUESTION_MAX_OPTIONS + 1)}' where id = $1 returning id`,
      good: `update public.questions set options = '${optionsSql(LIMITS.QUESTION_MAX_OPTIONS)}' where id = $1 returning id`,
      params: () => [questionId],
    },
    {
      what: 'question options have text and five numeric scores',
      who: C,
      bad: `update public.questions set options = '[{"text":"是","scores":{"overall":"1"}}]' where id = $1 returning id`,
      good: `update public.questions set options = '[{"text":"是","scores":{"overall":1.5,"skill":0,"execution":0,"teamwork":0,"risk":0}},{"text":"否","scores":{"overall":0,"skill":0,"execution":0,"teamwork":0,"risk":0}}]' where id = $1 returning id`,
      params: () => [questionId],
    },
    {
      what: 'feedback name and message required',
      who: () => service,
      bad: `insert into public.feedback (name, message, user_id) values ('', '內容', $1) returning id`,
      good: `insert into public.feedback (name, message, user_id) values ('訪客', '內容', $1) returning id`,
      params: ids('A'),
    },
    {
      what: 'feedback email optional but email-typed',
      who: () => service,
      bad: `insert into public.feedback (name, email, message, user_id) values ('訪客', 'x@', '內容', $1) returning id`,
      good: `insert into public.feedback (name, email, message, user_id) values ('訪客', '', '內容', $1) returning id`,
      params: ids('A'),
    },
  ];

  it('refuses each invalid write with a check violation and stores its valid twin', async () => {
    const report: string[] = [];
    const failures: string[] = [];
    for (const c of cases) {
      await db.scratch(async (tx) => {
        const params = c.params?.() ?? [];
        const bad = await tx.try(c.who(), c.bad, params);
        const good = await tx.try(c.who(), c.good, params);
        const badCode = bad.ok ? 'stored!' : bad.error.code;
        report.push(
          `${badCode === '23514' ? 'refused' : 'WRONG  '} ${badCode.padEnd(7)} ${good.ok && good.rows.length > 0 ? 'ok ' : 'FAIL'} ${c.what}`,
        );
        if (badCode !== '23514') failures.push(`${c.what}: bad gave ${bad.ok ? 'success' : bad.error.message}`);
        if (!good.ok || good.rows.length === 0)
          failures.push(`${c.what}: good gave ${good.ok ? 'no rows' : good.error.message}`);
      });
    }
    console.log(
      [
        `Section 5 constraints on ${ENGINE} (invalid refused 23514 / valid twin stored)`,
        ...report,
        `TOTAL ${cases.length} rules, ${cases.length - failures.length} held`,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
  });
});

describe(`one limit in core/constants and in the database, on ${ENGINE}`, () => {
  it('the buckets take the image limits of core/constants', async () => {
    const buckets = await db.sys(`select id, file_size_limit, allowed_mime_types from storage.buckets order by id`);
    expect(buckets).toEqual([
      {
        id: 'avatars',
        file_size_limit: LIMITS.AVATAR_MAX_BYTES,
        allowed_mime_types: [...LIMITS.STORED_IMAGE_MIME_TYPES],
      },
      {
        id: 'banners',
        file_size_limit: LIMITS.BANNER_IMAGE_MAX_BYTES,
        allowed_mime_types: [...LIMITS.STORED_IMAGE_MIME_TYPES],
      },
    ]);
  });

  it(`a member files at most ${LIMITS.REPORTS_PER_DAY} reports a Taiwan day, then from the next day again`, async () => {
    await db.scratch(async (tx) => {
      const file = async () => {
        // As create_report writes it (members insert no report row themselves).
        const out = await tx.try(
          service,
          `insert into public.reports (reporter_id, target_kind, target_id, chat_id, target_owner_id, target_excerpt, reason)
            values ($1, 'message', $2, $3, $4, '訊息', 'spam') returning id`,
          [id.B, randomUUID(), [id.A, id.B].sort().join('_'), id.A],
        );
        return out.ok ? 'stored' : out.error.code;
      };
      const filed: string[] = [];
      for (let i = 0; i <= LIMITS.REPORTS_PER_DAY; i++) filed.push(await file());
      expect(filed).toEqual([...Array(LIMITS.REPORTS_PER_DAY).fill('stored'), 'CF429']);
      // Yesterday's (Taiwan time) no longer count.
      await tx.sys(`update public.reports set created_at = created_at - interval '1 day' where reporter_id = $1`, [
        id.B,
      ]);
      expect(await file()).toBe('stored');
    });
  });

  it(`a sender's feedback counts against ${LIMITS.FEEDBACK_MAX_PER_WINDOW} for FEEDBACK_WINDOW_MS, then no longer`, async () => {
    await db.scratch(async (tx) => {
      const send = async () => {
        const out = await tx.try(
          service,
          `insert into public.feedback (name, message, user_id) values ('王小明', '內容', $1) returning id`,
          [id.A],
        );
        return out.ok ? 'stored' : out.error.code;
      };
      const age = (sql: string) =>
        tx.sys(
          `update public.feedback set created_at = clock_timestamp() - make_interval(secs => $1::double precision / 1000) ${sql} where user_id = $2`,
          [LIMITS.FEEDBACK_WINDOW_MS, id.A],
        );
      const sent: string[] = [];
      for (let i = 0; i <= LIMITS.FEEDBACK_MAX_PER_WINDOW; i++) sent.push(await send());
      expect(sent).toEqual([...Array(LIMITS.FEEDBACK_MAX_PER_WINDOW).fill('stored'), 'CF429']);
      await age(`+ interval '1 minute'`);
      expect(await send()).toBe('CF429');
      await age(`- interval '1 second'`);
      expect(await send()).toBe('stored');
    });
  });
});

describe(`what Realtime announces of a deleted row, on ${ENGINE}`, () => {
  // Realtime sends a DELETE of a published table to every subscriber whose filter the old row
  // matches, without RLS, carrying the row's primary key (the whole row when its replica
  // identity is full and RLS is off). A key made of the members a row names (who blocked whom,
  // who wrote to whom, who applied where) would reach every member listening.
  it('a published row is announced by an id of its own, never by the members it names, and filtered watches hear it', async () => {
    const rows = await db.sys<{
      table: string;
      key: string[];
      columns: string[];
      members: string[];
      identity: string;
      rls: boolean;
    }>(
      `select c.relname as table, c.relreplident as identity, c.relrowsecurity as rls,
              array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                     where i.indrelid = c.oid and i.indisprimary order by a.attname) as key,
              array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
              array(select a.attname::text from pg_constraint f join pg_attribute a on a.attrelid = f.conrelid and a.attnum = any (f.conkey)
                     where f.conrelid = c.oid and f.contype = 'f'
                       and f.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass)) as members
         from pg_publication_tables t join pg_class c on c.relname = t.tablename
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = t.schemaname
        where t.pubname = 'supabase_realtime'
        order by c.relname`,
    );
    const announced = (r: (typeof rows)[number]) => (r.identity === 'f' && !r.rls ? r.columns : r.key);
    // A profile's and a project's key is the member themself, public in every list.
    const namingMembers = rows
      .filter((r) => !['profiles', 'projects'].includes(r.table))
      .filter((r) => announced(r).some((k) => r.members.includes(k)))
      .map((r) => `${r.table} (${announced(r).join(', ')})`);
    expect(namingMembers).toEqual([]);
    // Their watches filter by member or project: the filter needs the whole old row.
    const watchedByFilter = ['applications', 'blocks', 'chat_summaries', 'notifications'];
    expect(rows.filter((r) => watchedByFilter.includes(r.table)).map((r) => [r.table, r.identity, r.rls])).toEqual(
      watchedByFilter.map((table) => [table, 'f', true]),
    );
  });
});

describe(`Storage's upload flow with the image checks, on ${ENGINE}`, () => {
  // Storage first tries the row as the member without metadata and rolls it back (its
  // permission test), then commits the row with the size and type it measured as its own role.
  const probe = (uid: string) =>
    db.scratch((tx) =>
      tx.try(member(uid), `insert into storage.objects (bucket_id, name) values ('avatars', $1) returning id`, [uid]),
    );

  it('lets the permission test through for the member’s own avatar only, and stores the measured row', async () => {
    expect((await probe(id.E)).ok).toBe(true);
    const other = await db.scratch((tx) =>
      tx.try(member(id.E), `insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [id.B]),
    );
    expect(other.ok ? 'stored' : other.error.code).toBe('42501');
    await db.sys(
      `insert into storage.objects (bucket_id, name, owner, metadata) values ('avatars', $1, $2, $3)
       on conflict (bucket_id, name) do update set metadata = excluded.metadata`,
      [id.E, id.E, { size: 2048, mimetype: 'image/png', eTag: '"x"' }],
    );
    expect(
      await db.sys(
        `select metadata ->> 'size' as size from storage.objects where bucket_id = 'avatars' and name = $1`,
        [id.E],
      ),
    ).toEqual([{ size: '2048' }]);
    await db.sys(`delete from storage.objects where bucket_id = 'avatars' and name = $1`, [id.E]);
  });

  it('refuses at commit an avatar row that never got its size and type', async () => {
    const out = await db.as(member(id.E), `insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [
      id.E,
    ]);
    expect(out.ok ? 'stored' : out.error.code).toBe('23514');
    expect(await db.sys(`select count(*)::int as n from storage.objects where name = $1`, [id.E])).toEqual([{ n: 0 }]);
  });

  it('keeps a WebP banner image, and refuses at commit one of a type storage does not keep', async () => {
    const gif = await db.as(
      member(id.C),
      `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000001_ad.gif', '{"size": 1000, "mimetype": "image/gif"}')`,
    );
    expect(gif.ok ? 'stored' : gif.error.code).toBe('23514');
    const webp = await db.as(
      member(id.C),
      `insert into storage.objects (bucket_id, name, metadata) values ('banners', '1700000000001_hero.webp', '{"size": 1000, "mimetype": "image/webp"}')`,
    );
    expect(webp.ok ? 'stored' : webp.error.message).toBe('stored');
    expect(await db.sys(`select name from storage.objects where name like '1700000000001_%'`)).toEqual([
      { name: '1700000000001_hero.webp' },
    ]);
    await db.sys(`delete from storage.objects where name like '1700000000001_%'`);
  });
});

describe(`profile_complete: Explore partners' rank, on ${ENGINE}`, () => {
  it('follows the role and the headline as isProfileComplete does, and no member writes it', async () => {
    await db.scratch(async (tx) => {
      const complete = async (set: string) => {
        const r = await tx.try<{ profile_complete: boolean }>(
          A(),
          `update public.profiles set ${set} where uid = $1 returning profile_complete`,
          [id.A],
        );
        if (!r.ok) throw new Error(r.error.message);
        return r.rows[0]?.profile_complete;
      };
      // A member who has not chosen a role yet (one signed up, before onboarding).
      await tx.sys(`update public.profiles set role = null where uid = $1`, [id.A]);
      expect(await complete(`headline = '全端工程師'`)).toBe(false);
      expect(await complete(`role = 'technical', headline = ''`)).toBe(false);
      expect(await complete(`headline = '全端工程師'`)).toBe(true);
      expect(await complete(`role = 'operations', headline = '行銷'`)).toBe(true);

      const forged = await tx.try(A(), `update public.profiles set profile_complete = true where uid = $1`, [id.B]);
      expect(forged.ok).toBe(false);
      const own = await tx.try(A(), `update public.profiles set role = null, profile_complete = true where uid = $1`, [
        id.A,
      ]);
      expect(own.ok).toBe(false);
      const rows = await tx.sys<{ profile_complete: boolean }>(
        `select profile_complete from public.profiles where uid = $1`,
        [id.A],
      );
      expect(rows[0]?.profile_complete).toBe(true);
    });
  });
});
