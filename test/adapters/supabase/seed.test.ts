/**
 * A new Supabase project set up as the README says: the migrations, then seed.sql (the active
 * questionnaire, its questions, banners and resources), then the first admin by one command,
 * app.make_admin. PGlite in `npm test`, the PostgreSQL server in run-postgres.sh.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoBanners, demoResources } from '../../../adapters/memory/demo/demoContent';
import { demoQuestions } from '../../../adapters/memory/demo/demoQuestionnaire';
import { anon, engineName, member, service, SupabaseDb } from './support/supabaseDb';
import { seedSql } from './support/seedSql';

const SEED_FILE = join(process.cwd(), 'adapters/supabase/supabase/seed.sql');
const ENGINE = engineName();

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe(`a new Supabase project on ${ENGINE}`, () => {
  it('seed.sql is the demo data as seedSql() writes it (UPDATE_SEED=1 rewrites it)', () => {
    if (process.env.UPDATE_SEED === '1') writeFileSync(SEED_FILE, seedSql());
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(seedSql());
  });

  it('seed.sql gives members the active questionnaire with every question, the banners and the resources', async () => {
    const seed = readFileSync(SEED_FILE, 'utf8');
    await db.exec(seed);
    await db.exec(seed);
    const reader = await db.createAuthUser('reader@example.com', '讀者');
    const [active] = await db.must<{ id: string; title: string }>(
      member(reader),
      `select id, title from public.questionnaires where is_active`,
    );
    expect(active?.title).toBe('創業潛力評測');
    const questions = await db.must<{ options: unknown[] }>(
      member(reader),
      `select options from public.list_questions($1)`,
      [active!.id],
    );
    expect(questions).toHaveLength(demoQuestions.length);
    expect(questions.every((q) => q.options.length >= 2)).toBe(true);
    expect(await db.must(anon, `select id from public.banners`)).toHaveLength(demoBanners.length);
    expect(await db.must(anon, `select id from public.resources`)).toHaveLength(demoResources.length);
  });

  it('app.make_admin makes a registered member an admin, for the database owner only', async () => {
    const uid = await db.createAuthUser('Founder@Example.com', '創辦人');
    const other = await db.createAuthUser('other@example.com', '別人');
    for (const actor of [anon, member(other), member(uid), service]) {
      const refused = await db.as(actor, `select app.make_admin('founder@example.com')`);
      expect(refused.ok ? 'allowed' : refused.error.code).toBe('42501');
    }
    const [made] = await db.sys<{ uid: string }>(`select app.make_admin(' founder@example.com ') as uid`);
    expect(made?.uid).toBe(uid);
    expect(await db.sys(`select is_admin from public.profiles where uid = $1`, [uid])).toEqual([{ is_admin: true }]);
    // The new admin can grant admin rights in the app from here on.
    expect((await db.as(member(uid), `select public.set_admin($1, true)`, [other])).ok).toBe(true);
    await expect(db.sys(`select app.make_admin('nobody@example.com')`)).rejects.toMatchObject({ code: 'CF404' });
  });

  it('app.make_admin tells the operator what makes a profile when the member has none yet', async () => {
    // With "Confirm email" on, the profile row comes with the member's first profile save.
    const uid = await db.createAuthUser('new.admin@example.com', '新管理員');
    await db.sys(`delete from public.profiles where uid = $1`, [uid]);
    await expect(db.sys(`select app.make_admin('new.admin@example.com')`)).rejects.toMatchObject({
      code: 'CF404',
      message: expect.stringContaining('save the profile once'),
    });
  });
});
