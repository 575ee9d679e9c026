/**
 * @jest-environment jsdom
 */
/** The memory backend's browser defaults: localStorage, sessionStorage, the 'storage' event. */
import type { UserProfile } from '../../../core/domain';
import { emptyProfile } from '../../../core/domain';
import { STORE_KEYS, createMemoryBackend, runAsOperator, type StorageProblem } from '../../../adapters/memory';
import { eventually, expectRejects, record } from '../../contract/helpers';

const seed = async () => ({
  users: [
    {
      profile: { ...emptyProfile('u-ann', '安妮', 1_000), role: 'idea_holder' as const },
      contact: { email: 'ann@example.com', phone: '' },
      password: 'ann-pass-1',
    },
  ],
});

describe('memory backend in a page', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('keeps data in localStorage and the session in sessionStorage', async () => {
    const tab = await createMemoryBackend({ seed });
    try {
      // This DOM has neither crypto.subtle nor TextEncoder: the pure-JS SHA-256 steps in.
      expect(globalThis.crypto?.subtle).toBeUndefined();
      await tab.auth.signIn('ann@example.com', 'ann-pass-1');
      expect(window.localStorage.getItem(STORE_KEYS.db)).toContain('u-ann');
      expect(JSON.parse(window.sessionStorage.getItem(STORE_KEYS.session)!)).toEqual({ uid: 'u-ann' });
      expect(tab.auth.currentSession()?.uid).toBe('u-ann');
    } finally {
      tab.dispose();
    }
  });

  it('another tab’s write arrives through the storage event', async () => {
    const tab = await createMemoryBackend({ seed });
    try {
      window.sessionStorage.setItem(STORE_KEYS.session, JSON.stringify({ uid: 'u-ann' }));
      const live = record<UserProfile | null>((cb) => tab.users.watchUser('u-ann', cb));
      expect(live.latest()?.headline).toBe('');
      // "Another tab" writes the store directly, then the browser fires 'storage' here.
      await runAsOperator({ store: window.localStorage }, (d) => {
        d.users['u-ann']!.headline = '從另一個分頁';
      });
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORE_KEYS.rev, newValue: window.localStorage.getItem(STORE_KEYS.rev) }),
      );
      await live.until((u) => u?.headline === '從另一個分頁');
      live.stop();
    } finally {
      tab.dispose();
    }
  });

  it('a full localStorage stays the store after a reload: its data is served and a change says it was not saved', async () => {
    const first = await createMemoryBackend({ seed });
    await first.auth.signIn('ann@example.com', 'ann-pass-1');
    await first.users.saveProfile('u-ann', { headline: '存在這個瀏覽器裡' });
    first.dispose();
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!;
    Object.defineProperty(Storage.prototype, 'setItem', {
      ...setItem,
      value() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    try {
      const reloaded = await createMemoryBackend({ seed });
      try {
        expect((await reloaded.users.getUser('u-ann'))?.headline).toBe('存在這個瀏覽器裡');
        await expectRejects(reloaded.users.saveProfile('u-ann', { headline: '存不進去' }), 'storage-full');
        expect((await reloaded.users.getUser('u-ann'))?.headline).toBe('存在這個瀏覽器裡');
      } finally {
        reloaded.dispose();
      }
    } finally {
      Object.defineProperty(Storage.prototype, 'setItem', setItem);
    }
  });

  it('a browser that refuses the page its storage hears that changes last only as long as the tab', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const told: StorageProblem[] = [];
      const tab = await createMemoryBackend({
        seed,
        storageNotice: async (p) => {
          told.push(p);
          return true;
        },
      });
      try {
        await eventually(() => told.length > 0);
        expect(told).toEqual([{ kind: 'unsaved' }]);
        await tab.auth.signIn('ann@example.com', 'ann-pass-1');
      } finally {
        tab.dispose();
      }
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  });
});
