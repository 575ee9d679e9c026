import { jest } from '@jest/globals';
import { isObservable } from 'mobx';
import { DomainError } from '../../../core/domain';
import { HomeStore } from '../../../ui/home/HomeStore';
import { banner, makeWorld, resource, seedMember } from '../profile/profileWorld';
import type { World } from '../profile/profileWorld';

let world: World | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  world?.dispose();
  world = null;
});

const quiet = () => {};

describe('HomeStore (spec 2 Home, 9)', () => {
  it('loads banners by order, the 3 newest resources and 4 members without the own account', async () => {
    const users = [seedMember('u-me', '我', 100)];
    for (let i = 0; i < 6; i += 1) users.push(seedMember(`u-${i}`, `M${i}`, 50 - i, { headline: '工程師' }));
    world = await makeWorld(
      { users, banners: [banner(3), banner(1), banner(2)], resources: [1, 2, 3, 4].map((n) => resource(n)) },
      'u-me',
    );
    const store = new HomeStore(world.useCases, { log: quiet });
    expect(store.membersStatus).toBe('loading');
    await store.load('u-me');
    expect(store.banners.map((b) => b.id)).toEqual(['b-1', 'b-2', 'b-3']);
    expect(store.showCarousel).toBe(true);
    expect(store.resources.map((r) => r.id)).toEqual(['r-4', 'r-3', 'r-2']);
    expect(store.members.map((m) => m.uid)).toEqual(['u-0', 'u-1', 'u-2', 'u-3']);
    expect(store.membersStatus).toBe('ready');
  });

  it('keeps what the backend answered as it is: no observable copy of every member, banner and resource', async () => {
    world = await makeWorld(
      {
        users: [seedMember('u-me', '我', 100), seedMember('u-1', 'A', 1, { headline: '工程師' })],
        banners: [banner(1)],
        resources: [resource(1)],
      },
      'u-me',
    );
    const store = new HomeStore(world.useCases, { log: quiet });
    await store.load('u-me');
    expect(
      [store.members, store.members[0], store.banners[0], store.resources[0]].map((value) => isObservable(value)),
    ).toEqual([false, false, false, false]);
  });

  it('a failing part hides only itself: no carousel, members still there; a members failure has its message', async () => {
    world = await makeWorld(
      {
        users: [seedMember('u-me', '我', 100), seedMember('u-1', 'A', 1, { headline: '工程師' })],
        banners: [banner(1)],
      },
      'u-me',
    );
    jest.spyOn(world.useCases.content, 'listBanners').mockRejectedValue(new DomainError('unavailable'));
    const store = new HomeStore(world.useCases, { log: quiet });
    await store.load('u-me');
    expect(store.showCarousel).toBe(false);
    expect(store.members).toHaveLength(1);

    jest.spyOn(world.useCases.profiles, 'featuredMembers').mockRejectedValue(new DomainError('unavailable'));
    await store.loadMembers('u-me');
    expect(store.membersStatus).toBe('error');
    expect(store.membersError).toBe('無法載入會員，請稍後再試。');
  });

  it('starts with the banners the prerendered page shows, in order, and refreshes them in place', async () => {
    world = await makeWorld({ users: [seedMember('u-me', '我', 100)], banners: [banner(1), banner(4)] }, 'u-me');
    const store = new HomeStore(world.useCases, { log: quiet, banners: [banner(2), banner(1)] });
    expect([store.bannersStatus, store.banners.map((b) => b.id)]).toEqual(['ready', ['b-1', 'b-2']]);
    const done = store.load('u-me');
    expect([store.bannersStatus, store.banners.map((b) => b.id)]).toEqual(['ready', ['b-1', 'b-2']]);
    await done;
    expect([store.bannersStatus, store.banners.map((b) => b.id)]).toEqual(['ready', ['b-1', 'b-4']]);
  });

  it('drops results that arrive after dispose', async () => {
    world = await makeWorld(
      { users: [seedMember('u-me', '我', 100), seedMember('u-1', 'A', 1, { headline: '工程師' })] },
      'u-me',
    );
    const store = new HomeStore(world.useCases, { log: quiet });
    const done = store.load('u-me');
    store.dispose();
    await done;
    expect(store.members).toEqual([]);
  });
});
