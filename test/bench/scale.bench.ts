/**
 * Explore at scale on the memory backend: 20,000 members and 5,000 projects seeded
 * straight into an in-memory store, then both explore queries (through the use cases the screens
 * call) for every filter combination, first page and every "load more" to the end:
 *
 * - members: role (any + 3) × gender (any + 3) × place (any, each of the 22 cities, each of the
 *   368 districts) = 6,256 combinations;
 * - projects: partner type (any + 2) × stage (any + 3) = 12 combinations.
 *
 * Prints median and worst time a page, per filter shape, and checks with the paging probe that
 * no page rescans from the start (each page starts where the previous one stopped, and paging a
 * query to its end visits every row of the index at most once). Figures only: nothing here fails
 * on a time. Run by `npm run bench` (or on its own:
 * `npm run jest -- --testMatch '**\/test/bench/*.bench.ts' test/bench/scale`).
 * SCALE_MEMBERS / SCALE_PROJECTS change the sizes.
 */
import { jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend } from '../../adapters/memory';
import type { MemoryBackend, SeedData, SeedUser } from '../../adapters/memory';
import { setPagingProbe } from '../../adapters/memory/paging';
import type { PageVisit } from '../../adapters/memory/paging';
import type { Cursor, Gender, PartnerRole, Project, ProjectFilters, ProjectStage, Role, UserFilters } from '../../core/domain';
import { GENDERS, PARTNER_ROLES, PROJECT_STAGES, ROLES, emptyProfile } from '../../core/domain';
import { cities, districtsOf } from '../../core/region/taiwanRegions';
import { createUseCases } from '../../src/useCases';
import type { UseCases } from '../../core/usecases';

const MEMBERS = Number(process.env.SCALE_MEMBERS ?? 20_000);
const PROJECTS = Number(process.env.SCALE_PROJECTS ?? 5_000);
export const SCALE_RESULT = path.resolve(process.cwd(), 'node_modules/.cache/bench/scale.json');

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

const BENCH_UID = 'u-bench';
const BENCH_EMAIL = 'bench@example.com';
const BENCH_PASSWORD = 'bench-pass-1';

function generateSeed(): SeedData {
  const rand = rng(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const allCities = cities();
  const t0 = Date.UTC(2026, 0, 1);
  const users: SeedUser[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const uid = i === 0 ? BENCH_UID : `u-${i}`;
    const city = pick(allCities);
    users.push({
      profile: {
        ...emptyProfile(uid, `會員${i}`, t0 + i * 60_000),
        role: pick(ROLES),
        gender: pick(GENDERS),
        address: { city, district: pick(districtsOf(city)) },
        // One in five never finished onboarding: Explore partners pages across that boundary.
        headline: i % 5 === 3 ? '' : `第 ${i} 位會員的自我介紹`,
        skills: ['React', 'Go', '行銷', '設計', '財務'].slice(0, 1 + (i % 5)),
      },
      contact: { email: i === 0 ? BENCH_EMAIL : `${uid}@example.com`, phone: '' },
      password: i === 0 ? BENCH_PASSWORD : 'x',
    });
  }
  const projects: Project[] = [];
  for (let i = 0; i < PROJECTS; i += 1) {
    const owner = users[i * Math.floor(MEMBERS / PROJECTS)] as SeedUser;
    const wanted = PARTNER_ROLES.filter(() => rand() < 0.5);
    projects.push({
      id: owner.profile.uid,
      ownerId: owner.profile.uid,
      ownerName: owner.profile.name,
      ownerAvatar: '',
      projectName: `專案${i}`,
      headline: `第 ${i} 個專案`,
      description: '一個用來量測的專案。',
      stage: pick(PROJECT_STAGES),
      partnersWanted: wanted.length ? wanted : [pick(PARTNER_ROLES)],
      skillsRequired: ['React'],
      createdAt: t0 + i * 90_000,
    });
  }
  return { users, projects };
}

interface PageFigure {
  ms: number;
  visit: PageVisit;
}

interface QueryRun {
  shape: string;
  pages: PageFigure[];
  /** A page started before where the previous one stopped, or the run visited a row twice. */
  rescans: number;
}

/** Pages one query to its end; the probe reports each page's scan. */
async function runQuery(
  shape: string,
  fetch: (after: Cursor | null) => Promise<{ next: Cursor | null }>,
  visits: PageVisit[],
): Promise<QueryRun> {
  const pages: PageFigure[] = [];
  let after: Cursor | null = null;
  let rescans = 0;
  // Per index: a list read in parts (active members first) scans each part's own index.
  const expectedStart = new Map<string, number>();
  const visitedTotal = new Map<string, { visited: number; size: number }>();
  for (;;) {
    visits.length = 0;
    const t = performance.now();
    const page = await fetch(after);
    const ms = performance.now() - t;
    // One scan a page, or two when the page held the bench member's own entry and was topped up
    // with the next row (core/usecases/pageWithoutOwn.ts), or when it ended one part of the list
    // and began the next (core/usecases/activeFirst.ts): a scan of an index must start where the
    // last scan of that index stopped.
    const first = visits[0];
    if (!first || visits.length > 4) throw new Error(`expected one to four paging visits a page, got ${visits.length}`);
    for (const v of visits) {
      if (v.start < (expectedStart.get(v.indexName) ?? 0)) rescans += 1;
      expectedStart.set(v.indexName, v.start + v.visited);
      const total = visitedTotal.get(v.indexName) ?? { visited: 0, size: v.size };
      visitedTotal.set(v.indexName, { visited: total.visited + v.visited, size: v.size });
    }
    const visit: PageVisit = {
      ...first,
      visited: visits.reduce((n, v) => n + v.visited, 0),
      returned: visits.reduce((n, v) => n + v.returned, 0),
    };
    pages.push({ ms, visit });
    if (!page.next) break;
    after = page.next;
  }
  for (const { visited, size } of visitedTotal.values()) if (visited > size) rescans += 1;
  return { shape, pages, rescans };
}

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

export interface ShapeRow {
  query: 'members' | 'projects';
  shape: string;
  combinations: number;
  pages: number;
  firstMedianMs: number;
  firstWorstMs: number;
  moreMedianMs: number;
  moreWorstMs: number;
  /** Most rows one page looked at. */
  maxVisited: number;
  rescans: number;
}

function summarize(query: 'members' | 'projects', runs: QueryRun[]): ShapeRow[] {
  const shapes = [...new Set(runs.map((r) => r.shape))];
  return shapes.map((shape) => {
    const rs = runs.filter((r) => r.shape === shape);
    const first = rs.map((r) => (r.pages[0] as PageFigure).ms);
    const more = rs.flatMap((r) => r.pages.slice(1).map((p) => p.ms));
    return {
      query,
      shape,
      combinations: rs.length,
      pages: rs.reduce((n, r) => n + r.pages.length, 0),
      firstMedianMs: median(first),
      firstWorstMs: Math.max(...first),
      moreMedianMs: median(more),
      moreWorstMs: more.length ? Math.max(...more) : 0,
      maxVisited: Math.max(...rs.flatMap((r) => r.pages.map((p) => p.visit.visited))),
      rescans: rs.reduce((n, r) => n + r.rescans, 0),
    };
  });
}

function memberCombos(): { shape: string; filters: UserFilters }[] {
  const roles: (Role | undefined)[] = [undefined, ...ROLES];
  const genders: (Gender | undefined)[] = [undefined, ...GENDERS];
  const places: { city?: string; district?: string }[] = [{}];
  for (const city of cities()) {
    places.push({ city });
    for (const district of districtsOf(city)) places.push({ city, district });
  }
  const out: { shape: string; filters: UserFilters }[] = [];
  for (const role of roles) {
    for (const gender of genders) {
      for (const place of places) {
        const filters: UserFilters = { ...place };
        if (role) filters.role = role;
        if (gender) filters.gender = gender;
        const parts = [role && 'role', gender && 'gender', place.district ? 'district' : place.city ? 'city' : ''].filter(Boolean);
        out.push({ shape: parts.length ? parts.join(' + ') : 'no filter', filters });
      }
    }
  }
  return out;
}

function projectCombos(): { shape: string; filters: ProjectFilters }[] {
  const out: { shape: string; filters: ProjectFilters }[] = [];
  for (const partnerType of [undefined, ...PARTNER_ROLES] as (PartnerRole | undefined)[]) {
    for (const stage of [undefined, ...PROJECT_STAGES] as (ProjectStage | undefined)[]) {
      const filters: ProjectFilters = {};
      if (partnerType) filters.partnerType = partnerType;
      if (stage) filters.stage = stage;
      const parts = [partnerType && 'partner type', stage && 'stage'].filter(Boolean);
      out.push({ shape: parts.length ? parts.join(' + ') : 'no filter', filters });
    }
  }
  return out;
}

const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);

export function scaleTable(rows: readonly ShapeRow[]): string {
  const head =
    '| query | filters | combinations | pages | first page median / worst (ms) | load more median / worst (ms) | most rows a page visits | rescans |\n|---|---|---:|---:|---:|---:|---:|---:|';
  return [
    head,
    ...rows.map(
      (r) =>
        `| ${r.query} | ${r.shape} | ${r.combinations} | ${r.pages} | ${ms(r.firstMedianMs)} / ${ms(r.firstWorstMs)} | ${r.moreMedianMs ? `${ms(r.moreMedianMs)} / ${ms(r.moreWorstMs)}` : '–'} | ${r.maxVisited} | ${r.rescans} |`,
    ),
  ].join('\n');
}

jest.setTimeout(600_000);

let backend: MemoryBackend | null = null;
afterAll(() => {
  setPagingProbe(null);
  backend?.dispose();
});

it(`explore at scale: ${MEMBERS} members, ${PROJECTS} projects`, async () => {
  const t0 = performance.now();
  const seed = generateSeed();
  backend = await createMemoryBackend({
    store: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    channel: new MemoryChannelHub().connect(),
    seed: async () => seed,
    resultDelayMs: 0,
  });
  const seededMs = performance.now() - t0;
  const useCases: UseCases = createUseCases(backend);
  await backend.auth.signIn(BENCH_EMAIL, BENCH_PASSWORD);

  const visits: PageVisit[] = [];
  setPagingProbe((v) => visits.push(v));

  // The first query sorts the index (once per table version): timed apart, not as a page.
  let t = performance.now();
  await useCases.profiles.explorePartners({}, null, BENCH_UID);
  const memberIndexMs = performance.now() - t;
  t = performance.now();
  await useCases.projects.exploreProjects({}, null, BENCH_UID);
  const projectIndexMs = performance.now() - t;

  t = performance.now();
  const memberRuns: QueryRun[] = [];
  for (const { shape, filters } of memberCombos()) {
    memberRuns.push(await runQuery(shape, (after) => useCases.profiles.explorePartners(filters, after, BENCH_UID), visits));
  }
  const projectRuns: QueryRun[] = [];
  for (const { shape, filters } of projectCombos()) {
    projectRuns.push(await runQuery(shape, (after) => useCases.projects.exploreProjects(filters, after, BENCH_UID), visits));
  }
  const queriesMs = performance.now() - t;

  const rows = [...summarize('members', memberRuns), ...summarize('projects', projectRuns)];
  const allPages = [...memberRuns, ...projectRuns].flatMap((r) => r.pages.map((p) => p.ms));
  const result = {
    members: MEMBERS,
    projects: PROJECTS,
    seededMs,
    memberIndexMs,
    projectIndexMs,
    queriesMs,
    pages: allPages.length,
    medianMs: median(allPages),
    p99Ms: percentile(allPages, 99),
    byQuery: Object.fromEntries(
      (['members', 'projects'] as const).map((q) => {
        const runs = q === 'members' ? memberRuns : projectRuns;
        const first = runs.map((r) => (r.pages[0] as PageFigure).ms);
        const more = runs.flatMap((r) => r.pages.slice(1).map((p) => p.ms));
        return [
          q,
          {
            combinations: runs.length,
            pages: first.length + more.length,
            first: { median: median(first), p99: percentile(first, 99), worst: Math.max(...first) },
            more: { median: median(more), p99: percentile(more, 99), worst: more.length ? Math.max(...more) : 0 },
          },
        ];
      }),
    ),
    worstMs: Math.max(...allPages),
    over5ms: allPages.filter((x) => x > 5).length,
    rescans: rows.reduce((n, r) => n + r.rescans, 0),
    rows,
    table: scaleTable(rows),
  };
  mkdirSync(path.dirname(SCALE_RESULT), { recursive: true });
  writeFileSync(SCALE_RESULT, JSON.stringify(result, null, 2));
  console.log(
    `${MEMBERS} members, ${PROJECTS} projects: seeded in ${ms(seededMs)} ms; index sort ${ms(memberIndexMs)} ms (members), ${ms(projectIndexMs)} ms (projects); ` +
      `${allPages.length} pages in ${ms(queriesMs)} ms, median ${ms(result.medianMs)} ms, p99 ${ms(result.p99Ms)} ms, worst ${ms(result.worstMs)} ms, ${result.over5ms} over 5 ms, rescans ${result.rescans}\n\n${scaleTable(rows)}`,
  );
  // Correctness, not time: paging must be a cursor scan, never a rescan from the start.
  expect(result.rescans).toBe(0);
});
