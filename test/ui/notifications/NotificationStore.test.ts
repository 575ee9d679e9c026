import { DomainError } from '../../../core/domain';
import type { AppNotification, Unsubscribe } from '../../../core/domain';
import type { UseCases } from '../../../core/usecases';
import { NotificationStore, safeInAppPath } from '../../../ui/notifications/NotificationStore';

describe('safeInAppPath: only in-app paths are followed', () => {
  it.each([
    ['/project/u-1', '/project/u-1'],
    ['/chat/u-2', '/chat/u-2'],
    ['  /inbox ', '/inbox'],
  ])('%s → %s', (link, path) => expect(safeInAppPath(link)).toBe(path));

  it.each([
    'https://evil.example.com',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'project/u-1',
    '/chat/u 1',
    '/a\u0000b',
    '',
    null,
    42,
  ])('refuses %p', (link) => expect(safeInAppPath(link)).toBeNull());
});

function fakeUseCases() {
  const state = {
    watchers: 0,
    callback: null as ((items: AppNotification[]) => void) | null,
    onError: null as ((e: unknown) => void) | null,
    opened: [] as string[],
    failOpen: false,
  };
  const useCases = {
    notifications: {
      watchLatest(callback: (items: AppNotification[]) => void, onError?: (e: unknown) => void): Unsubscribe {
        state.watchers += 1;
        state.callback = callback;
        state.onError = onError ?? null;
        return () => {
          state.watchers -= 1;
        };
      },
      async open(n: AppNotification) {
        state.opened.push(n.id);
        if (state.failOpen) throw new DomainError('unavailable');
        return n.link;
      },
    },
  } as unknown as UseCases;
  return { state, useCases };
}

const note = (over: Partial<AppNotification> = {}): AppNotification => ({
  id: 'n1',
  userId: 'u-1',
  type: 'application',
  message: '有人申請加入你的專案',
  isRead: false,
  link: '/project/u-1',
  createdAt: 1,
  ...over,
});

describe('NotificationStore', () => {
  it('subscribes on first opening only, keeps one listener while reopened, and stops cleanly', () => {
    const { state, useCases } = fakeUseCases();
    const store = new NotificationStore(useCases, { log: () => {} });
    expect(state.watchers).toBe(0);
    store.setOpen(true);
    expect(store.status).toBe('loading');
    state.callback?.([note()]);
    expect(store.status).toBe('ready');
    expect(store.unreadInList).toBe(1);
    store.setOpen(false);
    store.setOpen(true);
    expect(state.watchers).toBe(1);
    expect(store.clock.running).toBe(true);
    store.stop();
    expect(state.watchers).toBe(0);
    expect(store.open).toBe(false);
    expect(store.clock.running).toBe(false);
  });

  it('a listener error is logged and clears the list, showing nothing more (spec 8); opening again subscribes again', () => {
    const { state, useCases } = fakeUseCases();
    const logged: string[] = [];
    const store = new NotificationStore(useCases, { log: (m) => logged.push(m) });
    store.setOpen(true);
    state.callback?.([note()]);
    state.onError?.(new DomainError('permission-denied'));
    expect(store.status).toBe('ready');
    expect(store.items).toEqual([]);
    expect(logged).toHaveLength(1);
    store.setOpen(false);
    store.setOpen(true);
    expect(state.watchers).toBe(1);
    state.callback?.([]);
    expect(store.status).toBe('ready');
    store.stop();
  });

  it('choosing closes the panel, marks read through the use case and returns the safe path; a failure is only logged', async () => {
    const { state, useCases } = fakeUseCases();
    const logged: string[] = [];
    const store = new NotificationStore(useCases, { log: (m) => logged.push(m) });
    store.setOpen(true);
    state.failOpen = true;
    expect(store.choose(note({ link: 'javascript:alert(1)' }))).toBeNull();
    expect(store.open).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(state.opened).toEqual(['n1']);
    expect(logged).toEqual(['marking a notification read failed']);
    store.stop();
  });
});
