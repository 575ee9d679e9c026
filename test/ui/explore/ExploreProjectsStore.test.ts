import { jest } from '@jest/globals';
import { when } from 'mobx';
import { LIMITS } from '../../../core/constants';
import type { Cursor, ProjectFilters } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import {
  EMPTY_PROJECT_FILTERS,
  ExploreProjectsStore,
  parseProjectQuery,
  projectQueryString,
} from '../../../ui/explore/ExploreProjectsStore';
import type { ProjectSource } from '../../../ui/explore/ExploreProjectsStore';
import { ME, exploreWorld, projectSeed } from './exploreSeed';
import type { ExploreWorld } from './exploreSeed';

async function idle(store: ExploreProjectsStore): Promise<void> {
  await when(() => !store.list.busy && !store.list.loadingMore);
}

const ids = (store: ExploreProjectsStore) => store.list.items.map((p) => p.id);

describe('ExploreProjectsStore (spec 2 Explore projects, 4 Lists, 6, 9)', () => {
  let world: ExploreWorld;
  let calls: { filters: ProjectFilters; after: Cursor | null }[];
  let source: ProjectSource;
  let failNext: unknown;
  const { seed, others } = projectSeed(12);

  beforeEach(async () => {
    world = await exploreWorld(seed);
    calls = [];
    failNext = null;
    source = {
      exploreProjects: async (filters, after, ownUid) => {
        calls.push({ filters, after });
        if (failNext) {
          const e = failNext;
          failNext = null;
          throw e;
        }
        return world.useCases.projects.exploreProjects(filters, after, ownUid);
      },
    };
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });

  afterEach(() => {
    jest.useRealTimers();
    world.dispose();
  });

  it('pages 9 at a time, never lists the own project, and ends when the backend has no next page', async () => {
    const store = new ExploreProjectsStore(source, () => ME);
    store.start();
    await idle(store);
    expect(ids(store)).not.toContain(ME);
    expect(store.list.items).toHaveLength(LIMITS.EXPLORE_PROJECTS_PAGE);
    expect(store.list.hasMore).toBe(true);
    store.loadMore();
    await idle(store);
    expect(calls[1]?.after).not.toBeNull();
    expect(ids(store).sort()).toEqual(others.map((p) => p.id).sort());
    expect(store.list.hasMore).toBe(false);
    expect(store.list.isEnd).toBe(true);
  });

  it('filters by stage and partner type after the debounce, replacing the list', async () => {
    const store = new ExploreProjectsStore(source, () => ME);
    store.start();
    await idle(store);
    store.setStage('prototype');
    store.setPartnerType('operations');
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await idle(store);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ filters: { stage: 'prototype', partnerType: 'operations' }, after: null });
    const expected = others
      .filter((p) => p.stage === 'prototype' && p.partnersWanted.includes('operations'))
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(store).sort()).toEqual(expected.sort());
    expect(store.activeFilterCount).toBe(2);

    store.clearFilters();
    jest.advanceTimersByTime(LIMITS.FILTER_DEBOUNCE_MS);
    await idle(store);
    expect(calls.at(-1)?.filters).toEqual({});
    expect(store.list.items).toHaveLength(LIMITS.EXPLORE_PROJECTS_PAGE);
  });

  it('keeps the own project out of a filtered list too (it matches these filters)', async () => {
    const store = new ExploreProjectsStore(
      { exploreProjects: (f, after) => world.useCases.projects.exploreProjects(f, after, ME) },
      () => ME,
      { partnerType: 'technical', stage: 'concept' },
    );
    store.start();
    await idle(store);
    const expected = others
      .filter((p) => p.stage === 'concept' && p.partnersWanted.includes('technical'))
      .map((p) => p.id);
    expect(ids(store).sort()).toEqual(expected.sort());
    expect(ids(store)).not.toContain(ME);
  });

  it('failed-precondition is the index error; anything else is unknown', async () => {
    const store = new ExploreProjectsStore(source, () => ME);
    failNext = new DomainError('failed-precondition');
    store.start();
    await idle(store);
    expect(store.errorKind).toBe('index');
    failNext = new DomainError('permission-denied');
    store.retry();
    await idle(store);
    expect(store.errorKind).toBe('unknown');
    store.retry();
    await idle(store);
    expect(store.errorKind).toBeNull();
  });

  it('reads and writes its filters as a query string', () => {
    const f = { partnerType: 'technical', stage: 'early_adopters' } as const;
    expect(projectQueryString(f)).toBe('type=technical&stage=early_adopters');
    expect(parseProjectQuery(projectQueryString(f))).toEqual(f);
    expect(parseProjectQuery('type=idea_holder&stage=done')).toEqual(EMPTY_PROJECT_FILTERS);
  });
});
