/**
 * Recommendation time at 20,000 members on each backend that runs here: memory (a bounded
 * candidate set from the activity index, scored in core) and PostgreSQL 15 (recommend_partners
 * over profiles_role_active_idx, on a throwaway server as the chat bench starts it). Prints the
 * first request (memory sorts its index then) and the median / p99 / worst of the next ones.
 * Figures only: nothing here fails on a time. Run by `npm run bench`. SCALE_MEMBERS changes the size.
 */
import { jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend } from '../../adapters/memory';
import type { MemoryBackend, SeedUser } from '../../adapters/memory';
import type { Availability, Project, Role } from '../../core/domain';
import { AVAILABILITIES, ROLES, emptyProfile } from '../../core/domain';
import { HOUR_MS } from '../../core/matching/lastActive';
import { HOME_RECOMMENDATIONS } from '../../core/matching/recommendationLimits';
import { cities, districtsOf } from '../../core/region/taiwanRegions';
import { startCluster, type RunningCluster } from '../adapters/supabase/postgres/cluster';
import { member, SupabaseDb } from '../adapters/supabase/support/supabaseDb';

const MEMBERS = Number(process.env.SCALE_MEMBERS ?? 20_000);
const REQUESTS = 50;
export const RECOMMENDATIONS_RESULT = path.resolve(process.cwd(), 'node_modules/.cache/bench/recommendations.json');

const SKILLS = ['React', 'Go', '行銷', 'UI 設計', '財務', 'Node.js', '募資'];

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BenchMember {
  role: Role;
  headline: string;
  skills: string[];
  availability: Availability;
  city: string;
  district: string;
  lastActiveAt: number;
}

function members(now: number): BenchMember[] {
  const rand = rng(11);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const out: BenchMember[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const city = pick(cities());
    out.push({
      role: i === 0 ? 'idea_holder' : pick(ROLES),
      headline: i % 5 === 3 ? '' : `第 ${i} 位會員`,
      skills: SKILLS.filter(() => rand() < 0.3),
      availability: pick(AVAILABILITIES),
      city,
      district: pick(districtsOf(city)),
      lastActiveAt: now - Math.floor(rand() * 200 * 24) * HOUR_MS,
    });
  }
  return out;
}

export interface Timing {
  firstMs: number;
  medianMs: number;
  p99Ms: number;
  worstMs: number;
}

async function time(call: () => Promise<unknown>): Promise<Timing> {
  let t = performance.now();
  await call();
  const firstMs = performance.now() - t;
  const xs: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    t = performance.now();
    await call();
    xs.push(performance.now() - t);
  }
  xs.sort((a, b) => a - b);
  return {
    firstMs,
    medianMs: xs[xs.length >> 1]!,
    p99Ms: xs[Math.min(xs.length - 1, Math.floor(0.99 * xs.length))]!,
    worstMs: xs[xs.length - 1]!,
  };
}

let backend: MemoryBackend | null = null;
let cluster: RunningCluster | undefined;
let db: SupabaseDb | undefined;

afterAll(async () => {
  backend?.dispose();
  await db?.close();
  cluster?.stop();
});

jest.setTimeout(900_000);

it(`recommendations at ${MEMBERS} members on memory and PostgreSQL`, async () => {
  const now = Date.now();
  const people = members(now);
  const result: Record<string, Timing & { members: number }> = {};

  // Memory: the bench member (an idea holder with a project needing React and UI 設計).
  const users: SeedUser[] = people.map((p, i) => ({
    profile: {
      ...emptyProfile(i === 0 ? 'u-bench' : `u-${i}`, `會員${i}`, now - 300 * 24 * HOUR_MS + i),
      role: p.role,
      headline: p.headline,
      skills: p.skills,
      availability: p.availability,
      address: { city: p.city, district: p.district },
      lastActiveAt: p.lastActiveAt,
    },
    contact: { email: i === 0 ? 'bench@example.com' : `u-${i}@example.com`, phone: '' },
    password: i === 0 ? 'bench-pass-1' : 'x',
  }));
  const project: Project = {
    id: 'u-bench',
    ownerId: 'u-bench',
    ownerName: '會員0',
    ownerAvatar: '',
    projectName: '量測專案',
    headline: '量測',
    description: '一個用來量測的專案。',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: ['React', 'UI 設計'],
    createdAt: now,
  };
  backend = await createMemoryBackend({
    store: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    channel: new MemoryChannelHub().connect(),
    seed: async () => ({ users, projects: [project] }),
    resultDelayMs: 0,
  });
  await backend.auth.signIn('bench@example.com', 'bench-pass-1');
  const b = backend;
  result.memory = { members: MEMBERS, ...(await time(() => b.users.recommendPartners(HOME_RECOMMENDATIONS))) };

  // PostgreSQL 15: the same members, inserted in one statement each table.
  cluster = await startCluster();
  process.env.SUPABASE_TEST_ENGINE = 'postgres';
  process.env.SUPABASE_TEST_PG = JSON.stringify(cluster.address);
  db = await SupabaseDb.create();
  const ids = await db.sys<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data)
     select 'r' || g || '@example.com', jsonb_build_object('name', '會員' || g) from generate_series(1, $1) g returning id`,
    [MEMBERS],
  );
  await db.sys(
    `insert into public.profiles (uid, name, role, headline, skills, availability, city, district, last_active_at)
     select (a.ids)[i], '會員' || i, p->>'role', p->>'headline',
            array(select jsonb_array_elements_text(p->'skills')), p->>'availability', p->>'city', p->>'district',
            to_timestamp((p->>'lastActiveAt')::double precision / 1000)
       from (select $1::uuid[] as ids) a, jsonb_array_elements($2::jsonb) with ordinality as x(p, i)`,
    [ids.map((r) => r.id), JSON.stringify(people)],
  );
  const me = ids[0]!.id;
  await db.must(
    member(me),
    `insert into public.projects (id, project_name, headline, description, stage, skills_required)
     values ($1, '量測專案', '量測', '一個用來量測的專案。', 'concept', $2)`,
    [me, project.skillsRequired],
  );
  await db.sys('analyze public.profiles');
  const pg = db;
  result.postgres = {
    members: MEMBERS,
    ...(await time(() => pg.must(member(me), `select uid from public.recommend_partners($1)`, [HOME_RECOMMENDATIONS]))),
  };

  mkdirSync(path.dirname(RECOMMENDATIONS_RESULT), { recursive: true });
  writeFileSync(RECOMMENDATIONS_RESULT, JSON.stringify({ server: `PostgreSQL ${cluster.version}`, ...result }, null, 2));
  const line = (name: string, r: Timing) =>
    `${name}: first ${r.firstMs.toFixed(1)} ms, then median ${r.medianMs.toFixed(2)} / p99 ${r.p99Ms.toFixed(2)} / worst ${r.worstMs.toFixed(1)} ms`;
  console.log(`recommendations at ${MEMBERS} members\n${line('memory', result.memory)}\n${line(`PostgreSQL ${cluster.version}`, result.postgres)}`);
  expect(result.memory.medianMs).toBeGreaterThan(0);
});
