/**
 * recommend_partners and mark_active (migration 20261126010000_last_active.sql) against the
 * shared vectors of core/matching/partner-vectors.json: the SQL ranking gives exactly the order
 * core gives, leaving out members blocked either way (20261126060000_recommendations_leave_out_blocked.sql)
 * and admins (20261128020000_recommendations_leave_out_admins.sql),
 * from a candidate set whose size the member cannot choose (20261127000000_recommendation_candidates_fixed.sql).
 * On embedded PGlite (`npm test`) and on PostgreSQL 15 (run-postgres.sh).
 */
import { activeAt, partnerVectors, vectorProfileFields, type VectorPerson } from '../../contract/partnerVectors';
import { engineName, member, anon, SupabaseDb } from './support/supabaseDb';
import { MOST_RECOMMENDATIONS_ASKED, RECOMMENDATION_CANDIDATES_PER_ROLE } from '../../../core/matching/recommendationLimits';

const ENGINE = engineName();

let db: SupabaseDb;

beforeAll(async () => {
  db = await SupabaseDb.create();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

let counter = 0;
async function seed(name: string, p: VectorPerson, lastActiveAt: number | null): Promise<string> {
  counter += 1;
  const uid = await db.createAuthUser(`rec-${counter}@example.com`, name);
  if (p.role !== null) {
    const f = vectorProfileFields(p);
    await db.must(
      member(uid),
      `update public.profiles set role = $2, headline = $3, skills = $4, interests = $5, working_style = $6,
         availability = $7, city = $8, district = $9 where uid = $1`,
      [
        uid,
        f.role,
        f.headline,
        f.skills,
        f.interests,
        f.workingStyle,
        f.availability,
        f.address.city,
        f.address.district,
      ],
    );
  }
  if (lastActiveAt !== null) {
    await db.sys(
      `update public.profiles set last_active_at = to_timestamp($2::double precision / 1000) where uid = $1`,
      [uid, lastActiveAt],
    );
  }
  return uid;
}

describe(`recommend_partners on ${ENGINE}`, () => {
  it.each(partnerVectors.map((v) => [v.name, v] as const))('vector: %s', async (_name, v) => {
    await db.sys(`delete from auth.users`);
    const now = Date.now();
    const seeker = await seed('尋找者', v.seeker, null);
    if (v.seeker.skillsRequired?.length) {
      await db.must(
        member(seeker),
        `insert into public.projects (id, project_name, headline, description, stage, skills_required)
         values ($1, '向量專案', '測試推薦用的專案', '這個專案只用來提供所需技能。', 'concept', $2)`,
        [seeker, v.seeker.skillsRequired],
      );
    }
    const keyOf = new Map<string, string>();
    for (const c of v.candidates) keyOf.set(await seed(c.key, c, activeAt(now, c.activeHoursAgo)), c.key);
    const rows = await db.must<{ uid: string }>(member(seeker), `select uid from public.recommend_partners(20)`);
    expect(rows.map((r) => keyOf.get(r.uid) ?? `unexpected ${r.uid}`)).toEqual(v.expected);
  });

  /** `count` complete profiles of `role`, active 1, 2, … hours before `fromHoursAgo`, most recent first. */
  async function seedMany(role: 'technical' | 'operations', count: number, fromHoursAgo: number, now: number): Promise<string[]> {
    const uids: string[] = [];
    for (let i = 0; i < count; i += 1) uids.push(await seed(`${role}-${i}`, { role }, activeAt(now, fromHoursAgo + i)));
    return uids;
  }

  it('reads only the bounded candidate set: per role, the RECOMMENDATION_CANDIDATES_PER_ROLE most recently active', async () => {
    await db.sys(`delete from auth.users`);
    const now = Date.now();
    const seeker = await seed('尋找者', { role: 'idea_holder' }, null);
    const recent = await seedMany('technical', RECOMMENDATION_CANDIDATES_PER_ROLE, 1, now);
    const older = await seed('older', { role: 'technical' }, activeAt(now, RECOMMENDATION_CANDIDATES_PER_ROLE + 5));
    const rows = await db.must<{ uid: string }>(member(seeker), `select uid from public.recommend_partners(1000)`);
    expect(rows.map((r) => r.uid).sort()).toEqual([...recent].sort());
    expect(rows.map((r) => r.uid)).not.toContain(older);
  });

  it('takes no candidate-set size from the member: the bound is the same on every backend', async () => {
    const uid = await seed('x', { role: 'technical' }, null);
    const wider = await db.as(member(uid), `select * from public.recommend_partners(4, 500)`);
    expect(wider.ok).toBe(false);
  });

  it('leaves out members blocked either way, who take no place in the candidate set, until unblocked', async () => {
    await db.sys(`delete from auth.users`);
    const now = Date.now();
    const a = await seed('A', { role: 'idea_holder' }, activeAt(now, 1));
    const b = await seed('B', { role: 'technical' }, activeAt(now, 1));
    // With B, the candidate set of technical members is full without `older`.
    const others = await seedMany('technical', RECOMMENDATION_CANDIDATES_PER_ROLE - 1, 2, now);
    const older = await seed('older', { role: 'technical' }, activeAt(now, RECOMMENDATION_CANDIDATES_PER_ROLE + 5));
    const recommended = async (uid: string) =>
      (await db.must<{ uid: string }>(member(uid), `select uid from public.recommend_partners(1000)`)).map((r) => r.uid);
    const sorted = (uids: string[]) => [...uids].sort();
    expect(sorted(await recommended(a))).toEqual(sorted([b, ...others]));
    expect(await recommended(b)).toContain(a);

    await db.must(member(a), `insert into public.blocks (blocked_id) values ($1)`, [b]);
    expect(sorted(await recommended(a))).toEqual(sorted([...others, older]));
    expect(await recommended(b)).not.toContain(a);

    await db.must(member(a), `delete from public.blocks where blocked_id = $1`, [b]);
    expect(sorted(await recommended(a))).toEqual(sorted([b, ...others]));
    expect(await recommended(b)).toContain(a);
  });

  it('leaves out admins, who take no place in the candidate set, and still offers them members', async () => {
    await db.sys(`delete from auth.users`);
    const now = Date.now();
    const a = await seed('A', { role: 'idea_holder' }, activeAt(now, 1));
    const staff = await seed('站長', { role: 'technical' }, activeAt(now, 1));
    const others = await seedMany('technical', RECOMMENDATION_CANDIDATES_PER_ROLE - 1, 2, now);
    const older = await seed('older', { role: 'technical' }, activeAt(now, RECOMMENDATION_CANDIDATES_PER_ROLE + 5));
    const recommended = async (uid: string) =>
      (await db.must<{ uid: string }>(member(uid), `select uid from public.recommend_partners(1000)`)).map((r) => r.uid);
    const sorted = (uids: string[]) => [...uids].sort();
    expect(sorted(await recommended(a))).toEqual(sorted([staff, ...others]));

    await db.sys(`update public.profiles set is_admin = true where uid = $1`, [staff]);
    expect(sorted(await recommended(a))).toEqual(sorted([...others, older]));
    expect(await recommended(staff)).toContain(a);
  });

  it('refuses visitors and limits out of range', async () => {
    const outcome = await db.as(anon, `select * from public.recommend_partners(4)`);
    expect(outcome.ok).toBe(false);
    const uid = await seed('x', { role: 'technical' }, null);
    const none = await db.as(member(uid), `select * from public.recommend_partners(0)`);
    expect(none.ok).toBe(false);
    // The bound every backend keeps (core's MOST_RECOMMENDATIONS_ASKED).
    const tooMany = await db.as(member(uid), `select * from public.recommend_partners($1)`, [MOST_RECOMMENDATIONS_ASKED + 1]);
    expect(tooMany.ok).toBe(false);
    const most = await db.as(member(uid), `select * from public.recommend_partners($1)`, [MOST_RECOMMENDATIONS_ASKED]);
    expect(most.ok).toBe(true);
  });
});

describe(`last_active_at on ${ENGINE}`, () => {
  it('mark_active moves it to now() only when it is an hour old', async () => {
    const uid = await seed('上線者', { role: 'technical' }, Date.now() - 5 * 24 * 3600_000);
    const moved = await db.must<{ moved: boolean }>(member(uid), `select public.mark_active() as moved`);
    expect(moved[0]!.moved).toBe(true);
    const again = await db.must<{ moved: boolean }>(member(uid), `select public.mark_active() as moved`);
    expect(again[0]!.moved).toBe(false);
  });

  it('a member cannot write last_active_at themselves, on insert or update', async () => {
    const uid = await seed('自己改', { role: 'technical' }, null);
    const update = await db.as(
      member(uid),
      `update public.profiles set last_active_at = now() + interval '1 year' where uid = $1`,
      [uid],
    );
    expect(update.ok).toBe(false);
  });

  it('a new member is active from registration', async () => {
    const uid = await seed('新會員', { role: null }, null);
    const rows = await db.sys<{ same: boolean }>(
      `select last_active_at = created_at or abs(extract(epoch from last_active_at - created_at)) < 1 as same from public.profiles where uid = $1`,
      [uid],
    );
    expect(rows[0]!.same).toBe(true);
  });
});
