import { jest } from '@jest/globals';
import { when } from 'mobx';
import { LIMITS } from '../../../core/constants';
import type { Cursor, Page, UserFilters, UserProfile } from '../../../core/domain';
import { DomainError, emptyProfile } from '../../../core/domain';
import {
  EMPTY_PARTNER_FILTERS,
  ExplorePartnersStore,
  parsePartnerQuery,
  partnerQueryString,
} from '../../../ui/explore/ExplorePartnersStore';
import type { PartnerSource } from '../../../ui/explore/ExplorePartnersStore';
import { ME, exploreWorld, memberSeed } from './exploreSeed';
import type { ExploreWorld } from './exploreSeed';

interface Deferred {
  promise: Promise<void>;
  release: () => void;
}

function gate(): Deferred {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

type Call = { filters: UserFilters; after: Cursor | null };

/** The real use case, recording every call; a call can be held back until its gate opens. */
function recordingSource(world: ExploreWorld) {
  const calls: Call[] = [];
  const gates = new Map<number, Deferred>();
  let failNext: unknown = null;
  const source: PartnerSource = {
    async explorePartners(filters, after, ownUid) {
      const index = calls.length;
      calls.push({ filters, after });
      if (failNext) {
        const e = failNext;
        failNext = null;
        throw e;
      }
      const page = await world.useCases.profiles.explorePartners(filters, after, ownUid);
      await gates.get(index)?.promise;
      return page;
    },
  };
  return {
    source,
    calls,
    /** Holds the answer of the call with this index (0-based) until release(). */
    hold(index: number): Deferred {
      const g = gate();
      gates.set(index, g);
      return g;
    },
    failWith(e: unknown) {
      failNext = e;
    },
  };
}

async function idle(store: ExplorePartnersStore): Promise<void> {
  await when(() => !store.list.busy && !store.list.loadingMore);
}

const uids = (store: ExplorePartnersStore) => store.list.items.map((u) => u.uid);

describe('ExplorePartnersStore (spec 2 Explore partners, 4 Lists, 9)', () => {
  let world: ExploreWorld;
  const { seed, others } = memberSeed(30);

  beforeEach(async () => {
    world = await exploreWorld(seed);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });

  afterEach(() => {
    jest.useRealTimers();
    world.dispose();
  });

  it('pages 12 at a time by cursor until the backend has no next page, never listing the own account', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    store.start();
    await idle(store);
    // The own account is the newest member: the backend's first page of 12 holds it, the list 11.
    expect(rec.calls[0]).toEqual({ filters: {}, after: null });
    expect(uids(store)).not.toContain(ME);
    expect(store.list.items).toHaveLength(LIMITS.EXPLORE_PARTNERS_PAGE);
    expect(store.list.hasMore).toBe(true);
    expect(store.list.isEnd).toBe(false);

    let pages = 1;
    while (store.list.hasMore) {
      store.loadMore();
      await idle(store);
      pages += 1;
      expect(pages).toBeLessThan(10);
    }
    expect(rec.calls.slice(1).every((c) => c.after !== null)).toBe(true);
    expect(new Set(uids(store)).size).toBe(store.list.items.length);
    expect(uids(store).sort()).toEqual(others.map((u) => u.uid).sort());
    expect(store.list.isEnd).toBe(true);
    expect(store.list.isEmpty).toBe(false);
    expect(store.list.next).toBeNull();
  });

  it('debounces filter changes by 500 ms (each change restarts the wait) and then loads once', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    store.start();
    await idle(store);
    expect(rec.calls).toHaveLength(1);

    store.setRole('technical');
    expect(store.list.pending).toBe(true);
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS - 1);
    expect(rec.calls).toHaveLength(1);
    store.setCity('臺北市');
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS - 1);
    expect(rec.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(rec.calls).toHaveLength(2);
    expect(rec.calls[1]).toEqual({ filters: { role: 'technical', city: '臺北市' }, after: null });
    await idle(store);
    const expected = others.filter((u) => u.role === 'technical' && u.address.city === '臺北市').map((u) => u.uid);
    expect(expected.length).toBeGreaterThan(0);
    expect(uids(store).sort()).toEqual(expected.sort());
    expect(store.list.isEnd).toBe(true);
  });

  it('a filter change resets the list to the first page of the new filters', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    store.start();
    await idle(store);
    store.loadMore();
    await idle(store);
    expect(store.list.items.length).toBeGreaterThan(LIMITS.EXPLORE_PARTNERS_PAGE);

    store.setGender('female');
    // While waiting, the old items stay (marked stale) and load more is hidden.
    expect(store.list.stale).toBe(true);
    expect(store.list.hasMore).toBe(false);
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS);
    await idle(store);
    expect(rec.calls.at(-1)).toEqual({ filters: { gender: 'female' }, after: null });
    const female = others.filter((u) => u.gender === 'female');
    expect(store.list.items).toHaveLength(Math.min(female.length, LIMITS.EXPLORE_PARTNERS_PAGE));
    expect(store.list.items.every((u) => u.gender === 'female')).toBe(true);
    expect(uids(store)).toEqual(female.slice(0, LIMITS.EXPLORE_PARTNERS_PAGE).map((u) => u.uid));
  });

  it('ignores a slow answer to older filters: it never overwrites the newer list', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    const slow = rec.hold(0);
    store.start();
    store.setRole('operations');
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS);
    await idle(store);
    const operations = others.filter((u) => u.role === 'operations').map((u) => u.uid);
    expect(uids(store).sort()).toEqual(operations.sort());

    slow.release();
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(uids(store).sort()).toEqual(operations.sort());
    expect(store.list.items.every((u) => u.role === 'operations')).toBe(true);
  });

  it('ignores a load more that answers after the filters changed', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    store.start();
    await idle(store);
    const slowMore = rec.hold(1);
    store.loadMore();
    expect(store.list.loadingMore).toBe(true);
    store.setRole('idea_holder');
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS);
    await idle(store);
    slowMore.release();
    await jest.advanceTimersByTimeAsync(0);
    await idle(store);
    expect(store.list.items.every((u) => u.role === 'idea_holder')).toBe(true);
    expect(new Set(uids(store)).size).toBe(store.list.items.length);
  });

  it('never lists an item twice, even when pages overlap', async () => {
    const a = emptyProfile('a', 'A', 3);
    const b = emptyProfile('b', 'B', 2);
    const c = emptyProfile('c', 'C', 1);
    const pages: Record<string, Page<UserProfile>> = {
      first: { items: [a, b], next: 'p2' },
      p2: { items: [b, c, c], next: null },
    };
    const store = new ExplorePartnersStore(
      { explorePartners: async (_f, after) => pages[after ?? 'first']! },
      () => null,
    );
    store.start();
    await idle(store);
    store.loadMore();
    await idle(store);
    expect(uids(store)).toEqual(['a', 'b', 'c']);
    expect(store.list.appendedFrom).toBe(2);
    expect(store.list.isEnd).toBe(true);
  });

  it('a new city clears the district; the district needs a city', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    expect(store.districtEnabled).toBe(false);
    expect(store.districtOptions).toEqual([]);
    store.setDistrict('大安區');
    expect(store.filters.district).toBe('');

    store.setCity('臺北市');
    expect(store.districtEnabled).toBe(true);
    expect(store.districtOptions).toContain('大安區');
    store.setDistrict('大安區');
    expect(store.filters).toEqual({ ...EMPTY_PARTNER_FILTERS, city: '臺北市', district: '大安區' });
    store.setDistrict('板橋區');
    expect(store.filters.district).toBe('');
    store.setDistrict('大安區');
    store.setCity('新北市');
    expect(store.filters).toEqual({ ...EMPTY_PARTNER_FILTERS, city: '新北市', district: '' });
    store.setCity('');
    expect(store.districtEnabled).toBe(false);

    store.setCity('臺北市');
    store.setDistrict('大安區');
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS);
    await idle(store);
    expect(rec.calls.at(-1)?.filters).toEqual({ city: '臺北市', district: '大安區' });
    const expected = others
      .filter((u) => u.address.city === '臺北市' && u.address.district === '大安區')
      .map((u) => u.uid);
    expect(uids(store).sort()).toEqual(expected.sort());
  });

  it('clear all filters goes back to every member (debounced too)', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME, {
      ...EMPTY_PARTNER_FILTERS,
      role: 'technical',
      gender: 'male',
    });
    store.start();
    await idle(store);
    expect(rec.calls[0]?.filters).toEqual({ role: 'technical', gender: 'male' });
    expect(store.activeFilterCount).toBe(2);
    store.clearFilters();
    expect(store.hasActiveFilters).toBe(false);
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS);
    await idle(store);
    expect(rec.calls.at(-1)?.filters).toEqual({});
    expect(store.list.items).toHaveLength(LIMITS.EXPLORE_PARTNERS_PAGE);
  });

  it('shows the empty state when nothing matches', async () => {
    const store = new ExplorePartnersStore(recordingSource(world).source, () => ME, {
      ...EMPTY_PARTNER_FILTERS,
      gender: 'undisclosed',
    });
    store.start();
    await idle(store);
    expect(store.list.items).toEqual([]);
    expect(store.list.isEmpty).toBe(true);
    expect(store.list.isEnd).toBe(false);
    expect(store.list.hasMore).toBe(false);
  });

  it('tells a missing index (failed-precondition) from any other error, and retries', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    rec.failWith(new DomainError('failed-precondition'));
    store.start();
    await idle(store);
    expect(store.errorKind).toBe('index');
    expect(store.list.isEmpty).toBe(false);
    expect(store.list.hasMore).toBe(false);

    rec.failWith(new Error('network down'));
    store.retry();
    await idle(store);
    expect(store.errorKind).toBe('unknown');

    store.retry();
    await idle(store);
    expect(store.errorKind).toBeNull();
    expect(store.list.items.length).toBeGreaterThan(0);

    rec.failWith(new DomainError('unavailable'));
    store.loadMore();
    await idle(store);
    expect(store.errorKind).toBe('unknown');
    expect(store.list.errorOnMore).toBe(true);
    expect(store.list.items.length).toBe(LIMITS.EXPLORE_PARTNERS_PAGE);
    store.retry();
    await idle(store);
    expect(store.errorKind).toBeNull();
    expect(store.list.items.length).toBeGreaterThan(LIMITS.EXPLORE_PARTNERS_PAGE);
  });

  it('dispose() cancels a pending debounce and drops answers in flight', async () => {
    const rec = recordingSource(world);
    const store = new ExplorePartnersStore(rec.source, () => ME);
    store.start();
    await idle(store);
    const before = uids(store);
    store.setRole('technical');
    store.dispose();
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS * 3);
    expect(rec.calls).toHaveLength(1);

    const held = rec.hold(1);
    store.start();
    store.dispose();
    held.release();
    await jest.advanceTimersByTimeAsync(0);
    expect(rec.calls).toHaveLength(2);
    expect(uids(store)).toEqual(before);
  });
});

describe('partner filters in the query string', () => {
  it('round-trips and drops unknown values and districts of another city', () => {
    const f = { role: 'technical', gender: 'female', city: '臺北市', district: '大安區' } as const;
    expect(parsePartnerQuery(partnerQueryString(f))).toEqual(f);
    expect(parsePartnerQuery('role=boss&gender=x&city=東京都&district=大安區')).toEqual(EMPTY_PARTNER_FILTERS);
    expect(parsePartnerQuery('city=新北市&district=大安區')).toEqual({ ...EMPTY_PARTNER_FILTERS, city: '新北市' });
    expect(parsePartnerQuery('district=大安區')).toEqual(EMPTY_PARTNER_FILTERS);
    expect(partnerQueryString(EMPTY_PARTNER_FILTERS)).toBe('');
  });
});
