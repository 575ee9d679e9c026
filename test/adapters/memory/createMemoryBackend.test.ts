/**
 * What the memory backend does when its stored data is unreadable, partly unreadable, or the
 * browser's storage is full: it says so and never replaces or drops a member's data unasked.
 */
import { emptyProfile } from '../../../core/domain';
import {
  MemoryChannelHub,
  MemoryKeyValueStore,
  STORE_KEYS,
  createMemoryBackend,
  type KeyValueStore,
  type MemoryBackendOptions,
  type SeedData,
  type StorageProblem,
} from '../../../adapters/memory';
import { eventually, expectRejects } from '../../contract/helpers';

const seed: SeedData = {
  users: [
    {
      profile: { ...emptyProfile('u-ann', '安妮', 1_000), role: 'idea_holder' },
      contact: { email: 'ann@example.com', phone: '' },
      password: 'ann-pass-1',
    },
    {
      profile: { ...emptyProfile('u-bo', '柏宇', 1_001), role: 'technical' },
      contact: { email: 'bo@example.com', phone: '' },
      password: 'bo-pass-1',
    },
  ],
};

function open(store: KeyValueStore, extra: Partial<MemoryBackendOptions> = {}) {
  return createMemoryBackend({
    store,
    sessionStore: new MemoryKeyValueStore(),
    channel: new MemoryChannelHub().connect(),
    seed: async () => seed,
    ...extra,
  });
}

/** A store with the seed and one message from Ann to Bo in it. */
async function storeWithData(): Promise<{ store: MemoryKeyValueStore; stored: Record<string, unknown> }> {
  const store = new MemoryKeyValueStore();
  const tab = await open(store);
  await tab.auth.signIn('ann@example.com', 'ann-pass-1');
  await tab.chat.sendMessage('u-bo', '你好');
  tab.dispose();
  return { store, stored: JSON.parse(store.getItem(STORE_KEYS.db)!) as Record<string, unknown> };
}

describe('memory backend: stored data it cannot read', () => {
  const unreadable: [string, (json: string) => string][] = [
    ['not JSON', () => 'not json at all'],
    ['truncated', (json) => json.slice(0, Math.floor(json.length / 2))],
    ['another version', (json) => json.replace('"version":1', '"version":99')],
    ['a table of the wrong type', (json) => JSON.stringify({ ...JSON.parse(json), users: ['u-ann'] })],
    ['a list of the wrong type', (json) => JSON.stringify({ ...JSON.parse(json), outbox: 'none' })],
    ['null', () => 'null'],
  ];

  for (const [what, spoil] of unreadable) {
    it(`${what}: asks first, and without a yes changes nothing`, async () => {
      const { store } = await storeWithData();
      const raw = spoil(store.getItem(STORE_KEYS.db)!);
      store.setItem(STORE_KEYS.db, raw);
      const asked: StorageProblem[] = [];
      await expectRejects(
        open(store, {
          storageNotice: async (p) => {
            asked.push(p);
            return false;
          },
        }),
        'unavailable',
      );
      expect(asked).toEqual([{ kind: 'unreadable', data: raw }]);
      expect(store.getItem(STORE_KEYS.db)).toBe(raw);
    });
  }

  it('starting over keeps a copy of the unreadable data first, then loads the demo data', async () => {
    const { store } = await storeWithData();
    store.setItem(STORE_KEYS.db, '{"version":1,"users":');
    const tab = await open(store, { storageNotice: async () => true });
    expect(store.getItem(STORE_KEYS.unreadable)).toBe('{"version":1,"users":');
    await tab.auth.signIn('bo@example.com', 'bo-pass-1');
    expect((await tab.users.getUser('u-ann'))?.name).toBe('安妮');
    tab.dispose();
  });

  it('with no way to ask (no page, no notice given) it does not start over', async () => {
    const { store } = await storeWithData();
    store.setItem(STORE_KEYS.db, 'garbage');
    await expectRejects(open(store), 'unavailable');
    expect(store.getItem(STORE_KEYS.db)).toBe('garbage');
  });
});

describe('memory backend: single records it cannot read', () => {
  it('skips each bad record, says which, and serves the rest', async () => {
    const { store, stored } = await storeWithData();
    const db = stored as {
      users: Record<string, unknown>;
      projects: Record<string, unknown>;
      messages: Record<string, unknown[]>;
      chatSummaries: Record<string, Record<string, unknown>>;
    };
    db.users['u-ghost'] = 'not a profile';
    db.projects['u-ann'] = [1, 2];
    const chat = Object.keys(db.messages)[0]!;
    db.messages[chat]!.push(42, { id: 'm-x', text: null });
    db.chatSummaries['u-bo']!['u-zed'] = null;
    store.setItem(STORE_KEYS.db, JSON.stringify(db));
    store.setItem(STORE_KEYS.rev, 'edited');

    const asked: StorageProblem[] = [];
    const tab = await open(store, {
      storageNotice: async (p) => {
        asked.push(p);
        return true;
      },
    });
    await eventually(() => asked.length > 0);
    expect(asked).toEqual([
      {
        kind: 'skipped',
        records: expect.arrayContaining([
          'users/u-ghost',
          'projects/u-ann',
          `messages/${chat}/1`,
          `messages/${chat}/2`,
          'chatSummaries/u-bo/u-zed',
        ]),
      },
    ]);
    expect((asked[0] as { records: string[] }).records).toHaveLength(5);
    await tab.auth.signIn('bo@example.com', 'bo-pass-1');
    expect(await tab.users.getUser('u-ghost')).toBeNull();
    expect(await tab.projects.getProject('u-ann')).toBeNull();
    const messages = await new Promise<unknown[]>((resolve) => tab.chat.watchMessages('u-ann', resolve));
    expect(messages).toEqual([expect.objectContaining({ text: '你好', senderId: 'u-ann' })]);
    // The store itself is untouched until the next write.
    expect(store.getItem(STORE_KEYS.db)).toBe(JSON.stringify(db));
    tab.dispose();
  });
});

describe('memory backend: the browser storage is full', () => {
  it('refuses the change with storage-full and keeps what was stored', async () => {
    const { store } = await storeWithData();
    let full = false;
    const fillable: KeyValueStore = {
      getItem: (k) => store.getItem(k),
      removeItem: (k) => store.removeItem(k),
      setItem: (k, v) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        store.setItem(k, v);
      },
    };
    const tab = await open(fillable);
    await tab.auth.signIn('bo@example.com', 'bo-pass-1');
    const before = store.getItem(STORE_KEYS.db);
    full = true;
    await expectRejects(tab.chat.sendMessage('u-ann', '收到了嗎？'), 'storage-full');
    expect(store.getItem(STORE_KEYS.db)).toBe(before);
    const messages = await new Promise<{ text: string }[]>((resolve) => tab.chat.watchMessages('u-ann', resolve));
    expect(messages.map((m) => m.text)).toEqual(['你好']);
    full = false;
    await tab.chat.sendMessage('u-ann', '收到了嗎？');
    tab.dispose();
  });
});

describe('memory backend: stored data that turns unreadable while it runs', () => {
  it('refuses to write over it, so nothing is lost unasked', async () => {
    const { store } = await storeWithData();
    const tab = await open(store);
    await tab.auth.signIn('bo@example.com', 'bo-pass-1');
    store.setItem(STORE_KEYS.db, '{"version":1,"users":');
    store.setItem(STORE_KEYS.rev, 'broken-by-hand');
    await expectRejects(tab.chat.sendMessage('u-ann', '還在嗎？'), 'unavailable');
    expect(store.getItem(STORE_KEYS.db)).toBe('{"version":1,"users":');
    tab.dispose();
  });
});
