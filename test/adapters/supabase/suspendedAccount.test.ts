/**
 * An account the operator bans (auth.users.banned_until) or soft-deletes (deleted_at) keeps a
 * valid access token for up to an hour. In that hour it writes nothing: every write a member
 * can make (a table's insert, update or delete policy, a function they may call) asks
 * app.require_member(), which refuses such an account with 42501, the refusal the app shows
 * as 權限不足. Reads stay as they are. On the real migrations, in embedded PGlite (`npm test`)
 * and on a throwaway PostgreSQL 15 server (run-postgres.sh).
 */
import { engineName, member, SupabaseDb, type Outcome } from './support/supabaseDb';

const ENGINE = engineName();
let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const code = (o: Outcome) => (o.ok ? 'ok' : o.error.code);

/** What a member's writes have left: what they sent, applied, reported, blocked and uploaded, and their profile. */
const whatItWrote = (uid: string) =>
  db.sys(
    `select (select count(*)::int from public.chat_messages where sender_id = $1) sent,
            (select count(*)::int from public.applications where applicant_id = $1) applied,
            (select count(*)::int from public.reports where reporter_id = $1) reported,
            (select name || headline from public.profiles where uid = $1) profile,
            (select unread_notifications from public.profiles where uid = $1) bell,
            (select count(*)::int from public.blocks where blocker_id = $1) blocks,
            (select count(*)::int from storage.objects where name = $1::text) photos`,
    [uid],
  );

const PROJECT_SQL = `insert into public.projects (id, project_name, headline, description, stage)
  values ($1, $2, '標語', '說明', 'concept')`;
const UPLOAD_SQL = `insert into storage.objects (bucket_id, name, metadata)
  values ('avatars', $1, '{"size": 128, "mimetype": "image/png"}')`;

const SUSPENSIONS = {
  banned: `update auth.users set banned_until = now() + interval '100 years' where id = $1`,
  'soft-deleted': `update auth.users set deleted_at = now() where id = $1`,
} as const;

/**
 * A member with something of every kind to write to: a project, an application to decide, an
 * unread notification and chat, a contact, a block, a photo; and another member with a project.
 */
async function memberWithEverything(): Promise<{ me: string; other: string; third: string }> {
  const me = await db.newMember('會員');
  const other = await db.newMember('另一位');
  const third = await db.newMember('第三位');
  await db.must(member(me), PROJECT_SQL, [me, '我的專案']);
  await db.must(member(other), PROJECT_SQL, [other, '另一個專案']);
  await db.must(member(other), `insert into public.applications (project_id) values ($1)`, [me]);
  await db.must(member(other), `insert into public.chat_messages (receiver_id, text) values ($1, '你好')`, [me]);
  await db.must(member(me), `insert into public.blocks (blocked_id) values ($1)`, [third]);
  await db.must(member(me), UPLOAD_SQL, [me]);
  return { me, other, third };
}

/** Every write a member makes, in an order where each still has something to act on. */
function writes(me: string, other: string, third: string): [string, string, unknown[]][] {
  return [
    ['send a message', `insert into public.chat_messages (receiver_id, text) values ($1, '訊息')`, [other]],
    ['apply to a project', `insert into public.applications (project_id) values ($1)`, [other]],
    ['report a member', `select public.create_report('member', $1, null, 'harassment', '說明')`, [other]],
    ['rename the profile', `update public.profiles set name = '新名字' where uid = $1`, [me]],
    ['save the profile', `select public.save_profile('{"headline": "新標語"}'::jsonb, null)`, []],
    ['edit the contact', `update public.contacts set phone = '' where uid = $1`, [me]],
    ['edit the project', `update public.projects set headline = '新標語' where id = $1`, [me]],
    ['decide an application', `update public.applications set status = 'accepted' where project_id = $1`, [me]],
    [
      'mark a notification read',
      `select public.mark_notification_read('application_' || $1::text || '_' || $2::text)`,
      [me, other],
    ],
    ['open a chat', `select public.mark_chat_read($1)`, [other]],
    ['say it was active', `select public.mark_active()`, []],
    ['unblock a member', `delete from public.blocks where blocker_id = $1 and blocked_id = $2`, [me, third]],
    ['block a member', `insert into public.blocks (blocked_id) values ($1)`, [other]],
    [
      'replace the photo',
      `update storage.objects set metadata = metadata where bucket_id = 'avatars' and name = $1`,
      [me],
    ],
    ['remove the photo', `delete from storage.objects where bucket_id = 'avatars' and name = $1`, [me]],
    ['delete the account', `select public.delete_my_account('刪除帳號')`, []],
  ];
}

async function outcomes(me: string, other: string, third: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [what, sql, params] of writes(me, other, third)) out[what] = code(await db.as(member(me), sql, params));
  return out;
}

describe(`a banned or soft-deleted account's still-valid session, on ${ENGINE}`, () => {
  it('an active member makes every one of these writes', async () => {
    const { me, other, third } = await memberWithEverything();
    const out = await outcomes(me, other, third);
    expect(Object.entries(out).filter(([, c]) => c !== 'ok')).toEqual([]);
  });

  it('an account whose ban ran out writes again', async () => {
    const { me, other, third } = await memberWithEverything();
    await db.sys(`update auth.users set banned_until = now() - interval '1 minute' where id = $1`, [me]);
    const out = await outcomes(me, other, third);
    expect(Object.entries(out).filter(([, c]) => c !== 'ok')).toEqual([]);
  });

  it.each(Object.keys(SUSPENSIONS) as (keyof typeof SUSPENSIONS)[])(
    'a %s account is refused every write with 42501 (權限不足), and nothing it names changes',
    async (kind) => {
      const { me, other, third } = await memberWithEverything();
      const before = await whatItWrote(me);
      await db.sys(SUSPENSIONS[kind], [me]);
      const out = await outcomes(me, other, third);
      expect(Object.entries(out).filter(([, c]) => c !== '42501')).toEqual([]);
      // A project of their own, for an account that had none.
      const fresh = await db.newMember('新會員');
      await db.sys(SUSPENSIONS[kind], [fresh]);
      expect(code(await db.as(member(fresh), PROJECT_SQL, [fresh, '停權後的專案']))).toBe('42501');
      expect(await whatItWrote(me)).toEqual(before);
      // What they read stays readable: their own profile and the projects.
      expect(await db.must(member(me), `select uid from public.profiles where uid = $1`, [me])).toHaveLength(1);
      expect(await db.must(member(me), `select id from public.projects where id = $1`, [other])).toHaveLength(1);
    },
  );

  it('a banned admin makes no admin write either', async () => {
    const admin = await db.newMember('小編');
    const owner = await db.newMember('專案主');
    await db.must(member(owner), PROJECT_SQL, [owner, '被管理的專案']);
    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
    await db.sys(SUSPENSIONS.banned, [admin]);
    const out = {
      grant: code(await db.as(member(admin), `select public.set_admin($1, true)`, [owner])),
      remove: code(await db.as(member(admin), `delete from public.projects where id = $1`, [owner])),
      questionnaire: code(
        await db.as(member(admin), `insert into public.questionnaires (title, is_active) values ('新問卷', false)`),
      ),
    };
    expect(out).toEqual({ grant: '42501', remove: '42501', questionnaire: '42501' });
  });
});

describe(`every write path asks app.require_member(), on ${ENGINE}`, () => {
  it('each table a member may insert into, update or delete from has a restrictive policy for that command that asks it', async () => {
    const policies = await db.sys<{
      tbl: string;
      permissive: string;
      cmd: string;
      qual: string | null;
      check: string | null;
    }>(
      `select schemaname || '.' || tablename tbl, permissive, cmd, qual, with_check "check" from pg_policies
        where (roles && array['authenticated', 'public']::name[])`,
    );
    const writable = new Set<string>();
    for (const p of policies.filter((x) => x.permissive === 'PERMISSIVE')) {
      const cmds = p.cmd === 'ALL' ? ['INSERT', 'UPDATE', 'DELETE'] : [p.cmd];
      for (const c of cmds) if (c !== 'SELECT') writable.add(`${p.tbl} ${c}`);
    }
    // The expression the command is decided by: a new row's check for an insert, the row's
    // condition for a delete, both for an update.
    const asks = (p: (typeof policies)[number], cmd: string) => {
      const calls = (e: string | null) => e !== null && /\bapp\.require_member\(\)/.test(e);
      if (cmd === 'INSERT') return calls(p.check);
      if (cmd === 'DELETE') return calls(p.qual);
      return calls(p.qual) && calls(p.check);
    };
    const unguarded = [...writable].filter((key) => {
      const [tbl, cmd] = key.split(' ') as [string, string];
      return !policies.some(
        (p) => p.tbl === tbl && p.permissive === 'RESTRICTIVE' && (p.cmd === cmd || p.cmd === 'ALL') && asks(p, cmd),
      );
    });
    expect(writable.size).toBeGreaterThan(20);
    expect(unguarded.sort()).toEqual([]);
  });

  it('each function a member may call that writes (volatile) asks it, or app.require_admin(), which asks it', async () => {
    const fns = await db.sys<{ fn: string; src: string }>(
      `select n.nspname || '.' || p.proname fn, p.prosrc src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'app', 'storage') and p.prokind = 'f' and p.provolatile = 'v'
          and p.prorettype <> 'trigger'::regtype and has_function_privilege('authenticated', p.oid, 'execute')`,
    );
    expect(fns.length).toBeGreaterThan(3);
    expect(fns.filter((f) => !/\bapp\.require_(member|admin)\(\)/.test(f.src)).map((f) => f.fn)).toEqual([]);
    const requireAdmin = await db.sys<{ src: string }>(
      `select prosrc src from pg_proc where oid = 'app.require_admin()'::regprocedure`,
    );
    expect(requireAdmin[0]!.src).toMatch(/\bapp\.require_member\(\)/);
  });
});
