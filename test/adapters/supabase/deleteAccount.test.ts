/**
 * Deleting an account (public.delete_my_account) on the real migrations, in embedded PGlite
 * (`npm test`) and on a throwaway PostgreSQL 15 server (run-postgres.sh): every row of the member
 * goes, found by going over every table of the public schema in the catalogue; messages stay in
 * the other member's chat, whose summary names no one; the attacks are refused.
 */
import { ACCOUNT_DELETION_WORD } from '../../../core/domain';
import { anon, engineName, member, SupabaseDb } from './support/supabaseDb';

const ENGINE = engineName();
let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const PROJECT_SQL = `insert into public.projects (id, project_name, headline, description, stage)
  values ($1, $2, '標語', '說明', 'concept')`;

/** A with a project and an avatar row; B applies to it and chats with A; A applies to C's project. */
async function world() {
  const tag = Math.random().toString(36).slice(2);
  const a = await db.createAuthUser(`a-${tag}@example.com`, '資料主人');
  const b = await db.createAuthUser(`b-${tag}@example.com`, '對話夥伴');
  const c = await db.createAuthUser(`c-${tag}@example.com`, '另一位創辦人');
  await db.must(member(a), PROJECT_SQL, [a, '資料主人的專案']);
  await db.must(member(c), PROJECT_SQL, [c, '別人的專案']);
  await db.must(member(b), `insert into public.applications (project_id) values ($1)`, [a]);
  await db.must(member(a), `insert into public.applications (project_id) values ($1)`, [c]);
  await db.must(member(c), `update public.applications set status = 'accepted' where project_id = $1 and applicant_id = $2`, [c, a]);
  await db.must(member(a), `insert into public.chat_messages (receiver_id, text) values ($1, '你好，我是資料主人')`, [b]);
  await db.must(member(b), `insert into public.chat_messages (receiver_id, text) values ($1, '你好，我是對話夥伴')`, [a]);
  await db.sys(`insert into public.feedback (name, email, message, user_id) values ('資料主人', '', '意見', $1)`, [a]);
  return { a, b, c };
}

/**
 * A blocks C and reports C's project; C blocks A and reports A's project; B reports A's message
 * and A as a member.
 */
async function blocksAndReports({ a, b, c }: { a: string; b: string; c: string }) {
  const REPORT_SQL = `select public.create_report($1, $2::uuid, $3, 'spam', '')`;
  await db.must(member(a), REPORT_SQL, ['project', c, '']);
  await db.must(member(a), `insert into public.blocks (blocked_id) values ($1)`, [c]);
  await db.must(member(c), `insert into public.blocks (blocked_id) values ($1)`, [a]);
  await db.must(member(c), REPORT_SQL, ['project', a, '']);
  const [sent] = await db.sys<{ id: string; chat_id: string }>(`select id, chat_id from public.chat_messages where sender_id = $1`, [a]);
  await db.must(member(b), REPORT_SQL, ['message', sent!.id, sent!.chat_id]);
  await db.must(member(b), REPORT_SQL, ['member', a, '']);
}

interface Naming {
  table: string;
  row: Record<string, unknown>;
}

/** Every row of every table of the public schema (from the catalogue) whose text names `uid`. */
async function rowsNaming(uid: string): Promise<Naming[]> {
  const tables = await db.sys<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  expect(tables.length).toBeGreaterThanOrEqual(12);
  const out: Naming[] = [];
  for (const { name } of tables) {
    const rows = await db.sys<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from public.${JSON.stringify(name).replace(/"/g, '"')} t where strpos(to_jsonb(t)::text, $1) > 0`,
      [uid],
    );
    out.push(...rows.map((r) => ({ table: name, row: r.row })));
  }
  return out;
}

describe(`delete_my_account (${ENGINE})`, () => {
  it('refuses visitors and a wrong confirmation word, and deletes nothing then', async () => {
    const { a } = await world();
    const visitor = await db.as(anon, `select public.delete_my_account($1)`, [ACCOUNT_DELETION_WORD]);
    expect(visitor.ok).toBe(false);
    for (const word of ['delete', '', '刪除']) {
      const wrong = await db.as(member(a), `select public.delete_my_account($1)`, [word]);
      expect(wrong.ok ? null : wrong.error.code).toBe('CF422');
    }
    expect(await db.sys(`select 1 from public.profiles where uid = $1`, [a])).toHaveLength(1);
  });

  it('removes every row of the member in every public table, and their auth user', async () => {
    const { a, b, c } = await world();
    await blocksAndReports({ a, b, c });
    const before = await rowsNaming(a);
    expect(new Set(before.map((n) => n.table))).toEqual(
      new Set([
        'profiles',
        'contacts',
        'projects',
        'applications',
        'chat_messages',
        'chat_summaries',
        'notifications',
        'feedback',
        'blocks',
        'outreach_days',
        'reports',
      ]),
    );
    expect(before.filter((n) => n.table === 'reports')).toHaveLength(4);
    const bBell = (await db.sys<{ n: number }>(`select unread_notifications as n from public.profiles where uid = $1`, [b]))[0]!.n;

    await db.must(member(a), `select public.delete_my_account($1)`, [` ${ACCOUNT_DELETION_WORD} `]);

    expect(await db.sys(`select 1 from auth.users where id = $1`, [a])).toEqual([]);
    expect(await db.sys(`select 1 from storage.objects where name = $1 or owner = $1::uuid`, [a])).toEqual([]);
    const left = await rowsNaming(a);
    // Only the conversation stays: both messages, and B's summary of it, which names no one.
    expect(left.filter((n) => n.table !== 'chat_messages' && n.table !== 'chat_summaries')).toEqual([]);
    expect(left.filter((n) => n.table === 'chat_messages').map((n) => n.row.text).sort()).toEqual(
      ['你好，我是對話夥伴', '你好，我是資料主人'].sort(),
    );
    const summaries = left.filter((n) => n.table === 'chat_summaries').map((n) => n.row);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ owner_id: b, other_id: a, other_name: '', other_avatar: '' });

    // B's bell: the unread message stays counted by the summary; no notification about A is left.
    expect((await db.sys<{ n: number }>(`select unread_notifications as n from public.profiles where uid = $1`, [b]))[0]!.n).toBe(bBell);
    // C's project lost A's application and the notification about it, and C's bell with it.
    expect(await db.sys(`select 1 from public.applications where project_id = $1`, [c])).toEqual([]);
    expect(await db.sys(`select message from public.notifications where user_id = $1 and type = 'application'`, [c])).toEqual([]);
    expect((await db.sys<{ n: number }>(`select unread_notifications as n from public.profiles where uid = $1`, [c]))[0]!.n).toBe(0);

    // B still reads the conversation as a member, and cannot write to A any more.
    const read = await db.must<{ text: string }>(member(b), `select text from public.chat_messages where sender_id = $1`, [a]);
    expect(read.map((r) => r.text)).toEqual(['你好，我是資料主人']);
    const send = await db.as(member(b), `insert into public.chat_messages (receiver_id, text) values ($1, '還在嗎？')`, [a]);
    expect(send.ok ? null : send.error.code).toBe('23503');
  });

  it('refuses while the avatar is still stored', async () => {
    const { a } = await world();
    await db.sys(`insert into storage.objects (bucket_id, name, owner, metadata) values ('avatars', $1::text, $1::uuid, '{"size": 128, "mimetype": "image/png"}')`, [a]);
    const out = await db.as(member(a), `select public.delete_my_account($1)`, [ACCOUNT_DELETION_WORD]);
    expect(out.ok ? null : out.error.code).toBe('CF412');
    await db.must(member(a), `delete from storage.objects where bucket_id = 'avatars' and name = $1`, [a]);
    await db.must(member(a), `select public.delete_my_account($1)`, [ACCOUNT_DELETION_WORD]);
    expect(await db.sys(`select 1 from public.profiles where uid = $1`, [a])).toEqual([]);
  });

  it('the deleted member’s session, still valid for up to an hour, stores no photo any more', async () => {
    const { a } = await world();
    await db.must(member(a), `select public.delete_my_account($1)`, [ACCOUNT_DELETION_WORD]);
    const upload = await db.as(
      member(a),
      `insert into storage.objects (bucket_id, name, metadata) values ('avatars', $1, '{"size": 128, "mimetype": "image/png"}')`,
      [a],
    );
    expect(upload.ok ? 'stored' : upload.error.code).toBe('42501');
    expect(await db.sys(`select 1 from storage.objects where name = $1`, [a])).toEqual([]);
  });
});
