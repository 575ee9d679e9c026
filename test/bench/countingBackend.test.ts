import { createMemoryBackend } from '../../adapters/memory/createMemoryBackend';
import type { MemoryBackend } from '../../adapters/memory/createMemoryBackend';
import { MemoryChannelHub, MemoryKeyValueStore } from '../../adapters/memory/keyValueStore';
import type { SeedData } from '../../adapters/memory/seed';
import { emptyProfile } from '../../core/domain';
import { classify, countBackend, countDocuments, installBackendCounters } from './countingBackend';

function member(uid: string, createdAt: number) {
  return { profile: emptyProfile(uid, `會員${uid}`, createdAt), contact: { email: `${uid}@example.tw`, phone: '' }, password: 'secret123' };
}

const SEED: SeedData = { users: [member('u-a', 3), member('u-b', 2), member('u-c', 1)] };

let backend: MemoryBackend | null = null;
afterEach(() => {
  backend?.dispose();
  backend = null;
  delete (globalThis as { __bench?: unknown }).__bench;
});

async function signedIn(): Promise<MemoryBackend> {
  backend = await createMemoryBackend({
    store: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    channel: new MemoryChannelHub().connect(),
    seed: async () => SEED,
    resultDelayMs: 0,
  });
  await backend.auth.signIn('u-a@example.tw', 'secret123');
  return backend;
}

describe('countingBackend', () => {
  test('classifies port methods by what they cost a backend', () => {
    expect(classify('getUser')).toBe('read');
    expect(classify('listUsers')).toBe('read');
    expect(classify('countUsers')).toBe('read');
    expect(classify('searchProjects')).toBe('read');
    expect(classify('latestMySubmission')).toBe('read');
    expect(classify('watchInbox')).toBe('listen');
    expect(classify('currentSession')).toBe('local');
    expect(classify('saveProfile')).toBe('write');
    expect(classify('listing')).toBe('write');
  });

  test('counts documents in lists, pages, single documents and nothing in null or counts', () => {
    expect(countDocuments([1, 2, 3])).toBe(3);
    expect(countDocuments({ items: [1, 2], next: null })).toBe(2);
    expect(countDocuments({ uid: 'u-a' })).toBe(1);
    expect(countDocuments(null)).toBe(0);
    expect(countDocuments(42)).toBe(0);
    expect(countDocuments(true)).toBe(1);
  });

  test('counts reads and their documents, and behaves like the wrapped ports', async () => {
    const raw = await signedIn();
    const { backend: counted, counters } = countBackend(raw);
    const page = await counted.users.listUsers({ filters: {}, limit: 2 });
    expect(page.items.map((u) => u.uid)).toEqual(['u-a', 'u-b']);
    expect((await counted.users.getUser('u-c'))?.uid).toBe('u-c');
    expect(await counted.users.getUser('u-none')).toBeNull();
    expect(counted.auth.currentSession()?.uid).toBe('u-a');
    const s = counters.snapshot();
    expect(s.reads).toBe(3);
    expect(s.documents).toBe(3);
    expect(s.writes).toBe(0);
    expect(s.repeats).toEqual([]);
  });

  test('flags the same thing read twice, a get and a watch of one document included', async () => {
    const raw = await signedIn();
    const { backend: counted, counters } = countBackend(raw);
    await counted.users.getUser('u-b');
    const stop = counted.users.watchUser('u-b', () => {});
    await counted.users.getUser('u-c');
    expect(counters.snapshot().repeats).toEqual(['users.User("u-b") ×2']);
    stop();
  });

  test('counts listeners opened, open and closed, and the documents they deliver', async () => {
    const raw = await signedIn();
    const { backend: counted, counters } = countBackend(raw);
    const seen: unknown[] = [];
    const stopA = counted.users.watchUser('u-a', (u) => seen.push(u));
    const stopB = counted.projects.watchProjectExists('u-a', () => {});
    await raw.settle();
    let s = counters.snapshot();
    expect(s.listenersOpened).toBe(2);
    expect(s.listenersOpen).toBe(2);
    expect(s.deliveries).toBeGreaterThanOrEqual(2);
    expect(s.documents).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(raw.listenerCount()).toBe(2);

    stopA();
    stopA();
    s = counters.snapshot();
    expect(s.listenersOpen).toBe(1);
    expect(s.listenersClosed).toBe(1);
    expect(raw.listenerCount()).toBe(1);

    counters.reset();
    s = counters.snapshot();
    expect(s).toMatchObject({ reads: 0, documents: 0, listenersOpened: 0, listenersOpen: 1, calls: [] });
    expect(s.openSubjects).toEqual(['projects.ProjectExists("u-a")']);
    stopB();
    expect(counters.snapshot().listenersOpen).toBe(0);
  });

  test('counts writes and passes their errors through', async () => {
    const raw = await signedIn();
    const { backend: counted, counters } = countBackend(raw);
    await expect(counted.users.saveProfile('u-b', { name: '別人' })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(counters.snapshot().writes).toBe(1);
  });

  test('installBackendCounters exposes the counters and the adapter listener count on window.__bench', async () => {
    const raw = await signedIn();
    const counted = installBackendCounters(raw);
    const hook = (globalThis as { __bench?: { counters: { snapshot(): { listenersOpen: number } }; adapterListenerCount(): number | null } }).__bench;
    expect(hook).toBeDefined();
    const stop = counted.chat.watchInbox(() => {});
    expect(hook?.counters.snapshot().listenersOpen).toBe(1);
    expect(hook?.adapterListenerCount()).toBe(raw.listenerCount());
    stop();
    expect(hook?.counters.snapshot().listenersOpen).toBe(0);
  });
});
