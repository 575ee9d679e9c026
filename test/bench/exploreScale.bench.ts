/**
 * Explore partners at scale, on the memory backend: how long the first page and paging to the
 * end take, and how many backend reads a screen costs, for a broad filter and a rare one.
 * Reports figures only (no assertion on time). Not part of `npm test`; run with
 *
 *   npm run jest -- --testMatch '**\/test/bench/*.bench.ts' test/bench/exploreScale
 *
 * (EXPLORE_BENCH_SIZES=1000,10000 to choose the member counts).
 */
import { jest } from '@jest/globals';
import { when } from 'mobx';
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend } from '../../adapters/memory';
import type { SeedUser } from '../../adapters/memory';
import { LIMITS } from '../../core/constants';
import type { Cursor, Gender, Role, UserFilters } from '../../core/domain';
import { emptyProfile } from '../../core/domain';
import { cities, districtsOf } from '../../core/region/taiwanRegions';
import { createUseCases } from '../../core/usecases';
import { ExplorePartnersStore, EMPTY_PARTNER_FILTERS } from '../../ui/explore/ExplorePartnersStore';
import type { PartnerFilterValues, PartnerSource } from '../../ui/explore/ExplorePartnersStore';

const SIZES = (process.env.EXPLORE_BENCH_SIZES ?? '1000,10000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);

const ROLES: Role[] = ['idea_holder', 'technical', 'operations'];
const GENDERS: Gender[] = ['male', 'female', 'undisclosed'];

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

function members(n: number): SeedUser[] {
  const rand = rng(n);
  const allCities = cities();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const users: SeedUser[] = [];
  for (let i = 0; i < n; i += 1) {
    const city = pick(allCities);
    const uid = `u-${i}`;
    users.push({
      profile: {
        ...emptyProfile(uid, `會員${i}`, 1_000_000 + i),
        role: pick(ROLES),
        gender: pick(GENDERS),
        address: { city, district: pick(districtsOf(city)) },
        skills: ['React', 'Go', '行銷', '設計'].slice(0, 1 + (i % 4)),
      },
      contact: { email: `${uid}@example.com`, phone: '' },
      password: 'bench-pass',
    });
  }
  return users;
}

interface Figures {
  members: number;
  filter: string;
  matches: number;
  firstPageMs: number;
  allPagesMs: number;
  reads: number;
}

async function measure(
  source: PartnerSource,
  filters: PartnerFilterValues,
  label: string,
  members: number,
): Promise<Figures> {
  let reads = 0;
  const counting: PartnerSource = {
    explorePartners: (f: UserFilters, after: Cursor | null, own) => {
      reads += 1;
      return source.explorePartners(f, after, own);
    },
  };
  const store = new ExplorePartnersStore(counting, () => 'u-0', filters, { debounceMs: 0 });
  const idle = () => when(() => !store.list.busy && !store.list.loadingMore);
  const t0 = performance.now();
  store.start();
  await idle();
  const firstPageMs = performance.now() - t0;
  while (store.list.hasMore) {
    store.loadMore();
    await idle();
  }
  const allPagesMs = performance.now() - t0;
  const uids = store.list.items.map((u) => u.uid);
  expect(new Set(uids).size).toBe(uids.length);
  expect(uids).not.toContain('u-0');
  store.dispose();
  return { members, filter: label, matches: uids.length, firstPageMs, allPagesMs, reads };
}

describe('Explore partners at scale (memory backend)', () => {
  jest.setTimeout(600_000);

  it.each(SIZES)('%i members: first page and paging to the end', async (n) => {
    const seedUsers = members(n);
    const backend = await createMemoryBackend({
      store: new MemoryKeyValueStore(),
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
      seed: async () => ({ users: seedUsers }),
      resultDelayMs: 0,
    });
    await backend.auth.signIn('u-0@example.com', 'bench-pass');
    const useCases = createUseCases(backend, { log: () => {} });
    const rare = seedUsers[n - 1]!.profile;
    const cases: [string, PartnerFilterValues][] = [
      ['no filter', EMPTY_PARTNER_FILTERS],
      ['role technical', { ...EMPTY_PARTNER_FILTERS, role: 'technical' }],
      [
        'role + gender + city + district (rare)',
        { role: rare.role ?? '', gender: rare.gender ?? '', city: rare.address.city, district: rare.address.district },
      ],
    ];
    const rows: Figures[] = [];
    for (const [label, filters] of cases) rows.push(await measure(useCases.profiles, filters, label, n));
    backend.dispose();

    const expectedAll = n - 1;
    expect(rows[0]!.matches).toBe(expectedAll);
    expect(rows[0]!.reads).toBe(Math.floor(n / LIMITS.EXPLORE_PARTNERS_PAGE) + 1);
    console.log(
      rows
        .map(
          (r) =>
            `${r.members} members | ${r.filter}: ${r.matches} matches, first page ${r.firstPageMs.toFixed(1)} ms, ` +
            `all ${Math.ceil(r.matches / LIMITS.EXPLORE_PARTNERS_PAGE)} pages ${r.allPagesMs.toFixed(1)} ms, ${r.reads} backend reads`,
        )
        .join('\n'),
    );
  });
});
