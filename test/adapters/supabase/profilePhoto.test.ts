/**
 * A member's profile photo on the real migrations, in embedded PGlite (`npm test`) and on a
 * throwaway PostgreSQL 15 server (run-postgres.sh): who may store one in Storage, and the
 * addresses a profile may name for it, as an operator deploys the project (its own address, a
 * custom domain, the local CLI).
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

const UPLOAD_SQL = `insert into storage.objects (bucket_id, name, metadata)
  values ('avatars', $1, '{"size": 128, "mimetype": "image/png"}') returning name`;
const SET_PHOTO_SQL = `update public.profiles set avatar_url = $2 || '/storage/v1/object/public/avatars/' || $1::text || '?v=1764300000000'
  where uid = $1 returning uid`;

async function newMember(): Promise<string> {
  const tag = Math.random().toString(36).slice(2);
  return db.createAuthUser(`photo-${tag}@example.com`, '有照片的人');
}

describe(`storing a photo, on ${ENGINE}`, () => {
  it('a member who has not saved a profile yet (Confirm email on, or a provider) stores their photo', async () => {
    const [{ id }] = (await db.sys<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ('onboarding@example.com', '{}') returning id`,
    )) as [{ id: string }];
    const upload = await db.as(member(id), UPLOAD_SQL, [id]);
    expect(upload.ok ? 'stored' : upload.error.code).toBe('stored');
  });

  it('not for an account the operator banned or soft-deleted, while its session is still valid', async () => {
    for (const column of ['banned_until', 'deleted_at']) {
      const a = await newMember();
      const value = column === 'banned_until' ? `now() + interval '1 day'` : 'now()';
      await db.sys(`update auth.users set ${column} = ${value} where id = $1`, [a]);
      const upload = await db.as(member(a), UPLOAD_SQL, [a]);
      expect(upload.ok ? 'stored' : upload.error.code).toBe('42501');
    }
    const a = await newMember();
    await db.sys(`update auth.users set banned_until = now() - interval '1 day' where id = $1`, [a]);
    expect((await db.as(member(a), UPLOAD_SQL, [a])).ok).toBe(true);
  });

  it('never under another member’s id', async () => {
    const a = await newMember();
    const b = await newMember();
    const upload = await db.as(member(a), UPLOAD_SQL, [b]);
    expect(upload.ok ? 'stored' : upload.error.code).toBe('42501');
  });
});

describe(`the address a profile names for its photo, on ${ENGINE}`, () => {
  afterEach(async () => {
    await db.sys(`delete from app.photo_hosts`);
  });

  it('is this project’s Storage, the address that issued the session', async () => {
    const a = await newMember();
    expect((await db.as(member(a), SET_PHOTO_SQL, [a, 'https://x.supabase.co'])).ok).toBe(true);
    const elsewhere = await db.as(member(a), SET_PHOTO_SQL, [a, 'https://tracker.example']);
    expect(elsewhere.ok ? 'saved' : elsewhere.error.code).toBe('23514');
  });

  it('or the project’s custom domain, once the operator names it (sessions still name the project’s own address)', async () => {
    const a = await newMember();
    const before = await db.as(member(a), SET_PHOTO_SQL, [a, 'https://api.cofounder.tw']);
    expect(before.ok ? 'saved' : before.error.code).toBe('23514');
    await db.sys(`insert into app.photo_hosts (address) values ('https://api.cofounder.tw')`);
    expect((await db.as(member(a), SET_PHOTO_SQL, [a, 'https://api.cofounder.tw'])).ok).toBe(true);
    expect((await db.as(member(a), SET_PHOTO_SQL, [a, 'https://API.Cofounder.tw'])).ok).toBe(true);
  });

  it('on the local CLI, localhost, [::1] and 127.0.0.1 are the same address', async () => {
    const a = await newMember();
    const local = member(a, 'http://127.0.0.1:54321/auth/v1');
    expect((await db.as(local, SET_PHOTO_SQL, [a, 'http://localhost:54321'])).ok).toBe(true);
    expect((await db.as(local, SET_PHOTO_SQL, [a, 'http://127.0.0.1:54321'])).ok).toBe(true);
    expect((await db.as(local, SET_PHOTO_SQL, [a, 'http://[::1]:54321'])).ok).toBe(true);
    const otherPort = await db.as(local, SET_PHOTO_SQL, [a, 'http://localhost:8080']);
    expect(otherPort.ok ? 'saved' : otherPort.error.code).toBe('23514');
  });

  it('a session that names no issuer may name only the hosts the operator lists', async () => {
    const a = await newMember();
    const noIss = member(a, null);
    const unlisted = await db.as(noIss, SET_PHOTO_SQL, [a, 'https://x.supabase.co']);
    expect(unlisted.ok ? 'saved' : unlisted.error.code).toBe('23514');
    await db.sys(`insert into app.photo_hosts (address) values ('https://x.supabase.co')`);
    expect((await db.as(noIss, SET_PHOTO_SQL, [a, 'https://x.supabase.co'])).ok).toBe(true);
  });

  it('the list takes an address without a path, and no member may write it', async () => {
    await expect(
      db.sys(`insert into app.photo_hosts (address) values ('https://api.cofounder.tw/storage')`),
    ).rejects.toThrow();
    const a = await newMember();
    const byMember = await db.as(member(a), `insert into app.photo_hosts (address) values ('https://tracker.example')`);
    expect(byMember.ok ? 'saved' : byMember.error.code).toBe('42501');
  });
});
