/**
 * Query plans at scale: 20,000 members and 5,000 projects, then EXPLAIN of every list query the
 * client adapter issues (the SQL PostgREST runs for them): every Explore partners filter
 * combination and Explore projects combination, first page and a cursor page, and the admin
 * name-prefix searches. None may read a table by sequential scan. On embedded PGlite
 * (`npm test`) and on the PostgreSQL 15 server (run-postgres.sh), whose planner is the operator's.
 */
import { TAIWAN_REGIONS } from '../../../core/region/taiwanRegions';
import { LIMITS } from '../../../core/constants';
import { engineName, member, SupabaseDb } from './support/supabaseDb';

const MEMBERS = 20_000;
const PROJECTS = 5_000;

let db: SupabaseDb;
let admin = '';

beforeAll(async () => {
  db = await SupabaseDb.create();
  const cities = JSON.stringify(TAIWAN_REGIONS.map((c) => ({ city: c.city, districts: c.districts })));
  // Bulk load without triggers (session_replication_role = replica), as a data import would.
  await db.exec(`set session_replication_role = replica`);
  await db.sys(
    `insert into auth.users (id, email)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'm' || g || '@example.com'
       from generate_series(1, ${MEMBERS}) g`,
  );
  await db.sys(
    `with regions as (
       select (r.ordinality - 1)::int as ci, r.value ->> 'city' as city, r.value -> 'districts' as districts
         from jsonb_array_elements($1::jsonb) with ordinality r
     ), base as (
       select g,
              ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid as uid,
              abs(hashint4(g)) as h1, abs(hashint4(g + 1000003)) as h2, abs(hashint4(g + 2000003)) as h3
         from generate_series(1, ${MEMBERS}) g
     )
     insert into public.profiles (uid, name, role, gender, city, district, created_at, skills, headline)
     select b.uid,
            case when b.g % 5 = 0 then 'Member ' || b.g
                 else (array['王','李','張','陳','林','黃','吳','劉'])[1 + b.g % 8] || '小' || b.g end,
            case when b.h1 % 100 < 20 then null when b.h1 % 100 < 55 then 'idea_holder' when b.h1 % 100 < 85 then 'technical' else 'operations' end,
            case when b.h2 % 100 < 10 then null when b.h2 % 100 < 55 then 'male' when b.h2 % 100 < 95 then 'female' else 'undisclosed' end,
            coalesce(r.city, ''),
            coalesce(r.districts ->> (b.h3 % jsonb_array_length(r.districts)), ''),
            timestamptz '2026-11-20 00:00+08' - (b.g * interval '7 minutes') - ((b.h1 % 60) * interval '1 second'),
            array['React', 'Go'],
            case when b.h2 % 3 = 0 then '' else '找共同創辦人' end
       from base b
       left join regions r on r.ci = case when b.h3 % 10 = 0 then -1
                                          when b.h3 % 3 = 0 then 0 else (b.h3 / 7) % 22 end`,
    [cities],
  );
  await db.sys(
    `insert into public.projects (id, project_name, headline, description, stage, partners_wanted, created_at)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(g * 4), 12, '0'))::uuid,
            (array['共享','智慧','綠能','Smart','AI'])[1 + g % 5] || ' 專案 ' || g,
            '標語', '說明',
            (array['concept','prototype','early_adopters'])[1 + abs(hashint4(g)) % 3],
            (array['{technical}','{operations}','{technical,operations}','{}'])[1 + abs(hashint4(g + 7)) % 4]::text[],
            timestamptz '2026-11-20 00:00+08' - (g * interval '13 minutes')
       from generate_series(1, ${PROJECTS}) g`,
  );
  await db.exec(`set session_replication_role = origin`);
  admin = '00000000-0000-4000-8000-' + (1).toString(16).padStart(12, '0');
  await db.sys(`update public.profiles set is_admin = true where uid = $1`, [admin]);
  await db.exec(`analyze`);
}, 90_000);

afterAll(async () => {
  await db?.close();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

async function plan(sql: string, params: unknown[]): Promise<PlanNode[]> {
  const rows = await db.must<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    member(admin),
    `explain (format json) ${sql}`,
    params,
  );
  return walk(rows[0]!['QUERY PLAN'][0]!.Plan);
}

/**
 * What PostgREST runs for GET /profiles?select=*&role=eq.…&order=profile_complete.desc,created_at.desc,uid.desc&limit=12,
 * with the adapter's cursor filter: after a complete profile, `or` over both groups; after an
 * incomplete one, profile_complete=eq.false and the (created_at, uid) `or`.
 */
function usersSql(
  f: { role?: string; gender?: string; city?: string; district?: string },
  cursor: 'complete' | 'incomplete' | null,
): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const eq = (col: string, v: unknown) => {
    params.push(v);
    where.push(`${col} = $${params.length}`);
  };
  if (f.role) eq('role', f.role);
  if (f.gender) eq('gender', f.gender);
  if (f.city) eq('city', f.city);
  if (f.district) eq('district', f.district);
  if (cursor) {
    params.push('2026-11-10T00:00:00+08:00', '00000000-0000-4000-8000-000000000abc');
    const t = params.length - 1;
    const after = `(created_at < $${t} or (created_at = $${t} and uid < $${t + 1}))`;
    where.push(
      cursor === 'complete'
        ? `(profile_complete = false or (profile_complete = true and ${after}))`
        : `profile_complete = false and ${after}`,
    );
  }
  return {
    sql: `select * from public.profiles ${where.length ? 'where ' + where.join(' and ') : ''} order by profile_complete desc, created_at desc, uid desc limit ${LIMITS.EXPLORE_PARTNERS_PAGE}`,
    params,
  };
}

function projectsSql(f: { partnerType?: string; stage?: string }, cursor: boolean): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.partnerType) {
    params.push(`{${f.partnerType}}`);
    where.push(`partners_wanted @> $${params.length}::text[]`);
  }
  if (f.stage) {
    params.push(f.stage);
    where.push(`stage = $${params.length}`);
  }
  if (cursor) {
    params.push('2026-11-15T00:00:00+08:00', '00000000-0000-4000-8000-000000000abc');
    const t = params.length - 1;
    where.push(`(created_at < $${t} or (created_at = $${t} and id < $${t + 1}))`);
  }
  return {
    sql: `select * from public.projects ${where.length ? 'where ' + where.join(' and ') : ''} order by created_at desc, id desc limit ${LIMITS.EXPLORE_PROJECTS_PAGE}`,
    params,
  };
}

/** The statements inside admin_search_users / admin_search_projects (plpgsql hides them from EXPLAIN). */
function adminUsersSql(prefix: string, after: string | null): { sql: string; params: unknown[] } {
  if (prefix === '') {
    return {
      sql: `select p.* from public.profiles p
             where $1::uuid is null or (p.created_at, p.uid) < (select a.created_at, a.uid from public.profiles a where a.uid = $1::uuid)
             order by p.created_at desc, p.uid desc limit 10`,
      params: [after],
    };
  }
  return {
    sql: `select p.* from public.profiles p
           where (lower(p.name) collate "C") >= ($1::text collate "C")
             and (lower(p.name) collate "C") < (app.prefix_end($1::text) collate "C")
             and starts_with(lower(p.name), $1::text)
             and ($2::uuid is null or ((lower(p.name) collate "C"), p.uid) > (select (lower(a.name) collate "C"), a.uid from public.profiles a where a.uid = $2::uuid))
           order by (lower(p.name) collate "C"), p.uid limit 10`,
    params: [prefix.toLowerCase(), after],
  };
}

function adminProjectsSql(prefix: string, after: string | null): { sql: string; params: unknown[] } {
  if (prefix === '') {
    return {
      sql: `select p.* from public.projects p
             where $1::uuid is null or (p.created_at, p.id) < (select a.created_at, a.id from public.projects a where a.id = $1::uuid)
             order by p.created_at desc, p.id desc limit 10`,
      params: [after],
    };
  }
  return {
    sql: `select p.* from public.projects p
           where (lower(p.project_name) collate "C") >= ($1::text collate "C")
             and (lower(p.project_name) collate "C") < (app.prefix_end($1::text) collate "C")
             and starts_with(lower(p.project_name), $1::text)
             and ($2::uuid is null or ((lower(p.project_name) collate "C"), p.id) > (select (lower(a.project_name) collate "C"), a.id from public.projects a where a.id = $2::uuid))
           order by (lower(p.project_name) collate "C"), p.id limit 10`,
    params: [prefix.toLowerCase(), after],
  };
}

describe(`EXPLAIN at ${MEMBERS} members / ${PROJECTS} projects, on ${engineName()}`, () => {
  it('loaded the data', async () => {
    const counts = await db.sys<{ m: number; p: number }>(
      `select (select count(*)::int from public.profiles) m, (select count(*)::int from public.projects) p`,
    );
    expect(counts[0]).toEqual({ m: MEMBERS, p: PROJECTS });
  });

  it('uses an index for every list query, never a sequential scan', async () => {
    const cases: { name: string; q: { sql: string; params: unknown[] } }[] = [];
    const roles = [undefined, 'technical'];
    const genders = [undefined, 'female'];
    const places: { city?: string; district?: string }[] = [
      {},
      { city: '臺北市' },
      { city: '臺北市', district: '大安區' },
      { city: '連江縣' },
      { city: '連江縣', district: '南竿鄉' },
    ];
    for (const cursor of [null, 'complete', 'incomplete'] as const) {
      for (const role of roles)
        for (const gender of genders)
          for (const place of places) {
            const f = { role, gender, ...place };
            const label =
              Object.entries(f)
                .filter(([, v]) => v)
                .map(([k, v]) => `${k}=${v}`)
                .join(' ') || '(no filter)';
            cases.push({ name: `partners ${label}${cursor ? ` +cursor(${cursor})` : ''}`, q: usersSql(f, cursor) });
          }
      if (cursor === 'incomplete') continue;
      for (const partnerType of [undefined, 'technical', 'operations'])
        for (const stage of [undefined, 'prototype']) {
          const f = { partnerType, stage };
          const label =
            Object.entries(f)
              .filter(([, v]) => v)
              .map(([k, v]) => `${k}=${v}`)
              .join(' ') || '(no filter)';
          cases.push({ name: `projects ${label}${cursor ? ' +cursor' : ''}`, q: projectsSql(f, cursor !== null) });
        }
    }
    const someUser = '00000000-0000-4000-8000-' + (4321).toString(16).padStart(12, '0');
    const someProject = '00000000-0000-4000-8000-' + (4 * 1234).toString(16).padStart(12, '0');
    for (const [prefix, after] of [
      ['王小1', null],
      ['王小1', someUser],
      ['member 1', null],
      ['m', someUser],
      ['', null],
      ['', someUser],
    ] as const) {
      cases.push({ name: `admin users prefix="${prefix}"${after ? ' +cursor' : ''}`, q: adminUsersSql(prefix, after) });
    }
    for (const [prefix, after] of [
      ['smart', null],
      ['共享', someProject],
      ['', null],
      ['', someProject],
    ] as const) {
      cases.push({
        name: `admin projects prefix="${prefix}"${after ? ' +cursor' : ''}`,
        q: adminProjectsSql(prefix, after),
      });
    }

    const report: string[] = [];
    const seqScans: string[] = [];
    const nodeTotals = new Map<string, number>();
    for (const c of cases) {
      const nodes = await plan(c.q.sql, c.q.params);
      const types = nodes.map((n) => (n['Index Name'] ? `${n['Node Type']}(${n['Index Name']})` : n['Node Type']));
      for (const n of nodes) nodeTotals.set(n['Node Type'], (nodeTotals.get(n['Node Type']) ?? 0) + 1);
      const seq = nodes.filter((n) => n['Node Type'] === 'Seq Scan');
      if (seq.length > 0) seqScans.push(`${c.name}: ${types.join(' > ')}`);
      expect(nodes.some((n) => n['Index Name'])).toBe(true);
      report.push(`${seq.length ? 'SEQ ' : 'idx '} ${c.name.padEnd(62)} ${types.join(' > ')}`);
    }
    console.log(
      [
        `EXPLAIN on ${engineName()} (${MEMBERS} members, ${PROJECTS} projects): ${cases.length} queries, ${cases.length - seqScans.length} without a Seq Scan`,
        ...report,
        `node types over all plans: ${[...nodeTotals].map(([k, v]) => `${k} ×${v}`).join(', ')}`,
      ].join('\n'),
    );
    expect(seqScans).toEqual([]);
  }, 60_000);

  it('the admin search functions answer with those plans’ results', async () => {
    const viaFunction = await db.must<{ uid: string }>(
      member(admin),
      `select uid from public.admin_search_users('王小1', 10, null)`,
    );
    const direct = adminUsersSql('王小1', null);
    const viaSql = await db.must<{ uid: string }>(member(admin), direct.sql, direct.params);
    expect(viaFunction.map((r) => r.uid)).toEqual(viaSql.map((r) => r.uid));
    expect(viaFunction).toHaveLength(10);
  });
});
