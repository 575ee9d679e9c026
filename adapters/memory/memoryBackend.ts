/**
 * The in-memory backend: every port of core/ports/Backend.ts, in the browser, with live
 * listeners, persistence (localStorage), several tabs as several members (sessionStorage +
 * BroadcastChannel), demo data, and the server-side rules and effects of ARCHITECTURE.md
 * enforced in process with the policy functions of core/.
 */
import type { Uid } from '../../core/domain';
import type { Backend } from '../../core/ports';
import { MemoryContext, toDomainError } from './context';
import { MemoryDatabase, STORE_KEYS } from './database';
import {
  MemoryKeyValueStore,
  browserChannel,
  browserStore,
  type CrossTabChannel,
  type KeyValueStore,
} from './keyValueStore';
import { LiveHub } from './liveHub';
import type { SeedData } from './seed';
import type { SocialPrompt } from './socialPrompt';
import type { StorageNotice } from './storageNotice';

/**
 * Turning seed data into a database (and hashing its passwords) happens only in an empty store,
 * so that code travels with the demo data, not in every first load.
 */
const seeding = () => import(/* webpackChunkName: "demo-data" */ './seed');
/** Saying that stored data cannot be read is rare: its code loads only then. */
const notices = () => import(/* webpackChunkName: "memory-storage-notice" */ './storageNotice');

export interface MemoryBackendOptions {
  /** Shared by every tab. Default window.localStorage (in-memory when unavailable). */
  store?: KeyValueStore;
  /** One per tab: who is signed in here. Default window.sessionStorage (in-memory when unavailable). */
  sessionStore?: KeyValueStore;
  /**
   * Tells the other tabs about writes. Default BroadcastChannel('cofounder-memory') plus the
   * 'storage' event. The backend owns it: dispose() closes it.
   */
  channel?: CrossTabChannel;
  /** Data for an empty store (and resetDemo). Default: the demo data, loaded by dynamic import. */
  seed?: () => Promise<SeedData>;
  /**
   * Tells the person about stored data that cannot be read, and asks whether to start over with
   * the seed. Default: a <dialog> in the browser (none elsewhere: then nothing is replaced).
   */
  storageNotice?: StorageNotice;
  /** Clock, ms since the epoch. Default Date.now, made strictly increasing per instance. */
  now?: () => number;
  /** Stands in for the Google / Facebook popup. Default: a <dialog> in the browser. */
  socialPrompt?: SocialPrompt;
  /**
   * How long the backend takes to score a submission (ms), like a server trigger. A number, or
   * a function giving one per submission. Default: random 0–300 ms.
   */
  resultDelayMs?: number | (() => number);
}

export type MemoryBackend = Backend & {
  /** Wipes every tab's data and reseeds it; signs this tab out when its account is gone. */
  resetDemo(): Promise<void>;
  /** Stops listeners and timers (pending scoring runs now) and closes the channel. */
  dispose(): void;
  /** Live listeners currently subscribed in this instance (leak checks). */
  listenerCount(): number;
  /** Resolves when this instance's background work (scoring) is done and listeners are up to date. */
  settle(): Promise<void>;
};

function defaultResultDelay(): number {
  return Math.floor(Math.random() * 301);
}

/**
 * Wraps every port method so any non-domain failure reaches callers as DomainError('unknown'):
 * thrown, rejected, or passed to a watch's onError (the function argument after the callback),
 * which is where a port that loads on first use reports code that could not be loaded.
 */
function guardPort<T extends object>(port: T): T {
  const out = {} as Record<string, unknown>;
  for (const [name, fn] of Object.entries(port)) {
    if (typeof fn !== 'function') {
      out[name] = fn;
      continue;
    }
    out[name] = (...args: unknown[]) => {
      const onError = args.findIndex((a) => typeof a === 'function') + 1;
      const report = args[onError];
      if (name.startsWith('watch') && typeof report === 'function')
        args[onError] = (e: unknown) => (report as (e: unknown) => void)(toDomainError(e));
      let result: unknown;
      try {
        result = (fn as (...a: unknown[]) => unknown)(...args);
      } catch (e) {
        throw toDomainError(e);
      }
      if (result instanceof Promise) return result.catch((e: unknown) => Promise.reject(toDomainError(e)));
      return result;
    };
  }
  return out as T;
}

/**
 * How each port is made over the backend's state. createMemoryBackend makes them all at once; the
 * composition root (src/memoryBackend.ts) loads some on first use.
 */
export type MemoryPorts = {
  [K in keyof Backend]: (ctx: MemoryContext, options: MemoryBackendOptions) => Backend[K];
};

export async function openMemoryBackend(make: MemoryPorts, options: MemoryBackendOptions = {}): Promise<MemoryBackend> {
  const store = options.store ?? browserStore('localStorage');
  const sessionStore = options.sessionStore ?? browserStore('sessionStorage');
  const channel = options.channel ?? browserChannel(STORE_KEYS.rev);
  const seed = options.seed ?? (async () => (await seeding()).loadDemoSeed());
  const buildSeedDb = async (data: SeedData) => (await seeding()).buildSeedDb(data);
  const delay = options.resultDelayMs;
  const resultDelay =
    typeof delay === 'function' ? delay : typeof delay === 'number' ? () => delay : defaultResultDelay;

  const db = new MemoryDatabase(store, channel);
  const hub = new LiveHub();
  const stopChanges = db.onChange((tables) => hub.changed(tables));
  const ctx = new MemoryContext(db, hub, sessionStore, options.now, resultDelay);

  if (!db.hasStoredData()) {
    // Stored data that cannot be read may hold members' accounts and messages: it is replaced
    // only when the person agrees, and a copy is kept first.
    if (store.getItem(STORE_KEYS.db) !== null) await (await notices()).agreeToStartOver(store, options.storageNotice);
    const seeded = await buildSeedDb(await seed());
    // Another tab may have seeded while the data loaded: keep theirs.
    await db.replace(seeded, true);
  }

  if (db.skipped.length)
    void notices().then((m) => m.report({ kind: 'skipped', records: db.skipped }, options.storageNotice));
  // The browser refused the page its storage (./keyValueStore.ts browserStore): said, never silent.
  if (!options.store && store instanceof MemoryKeyValueStore) {
    void notices().then((m) => m.report({ kind: 'unsaved' }, options.storageNotice));
  }

  const signOutIfGone = (uid: Uid | null) => {
    if (uid && !db.read((d) => !!d.accounts[uid])) ctx.setSessionUid(null);
  };
  signOutIfGone(ctx.sessionUid());

  let disposed = false;
  const ports = Object.fromEntries(
    Object.entries(make).map(([name, port]) => [name, guardPort(port(ctx, options))]),
  ) as unknown as Backend;

  return {
    ...ports,

    async resetDemo(): Promise<void> {
      const fresh = await buildSeedDb(await seed());
      await db.replace(fresh);
      signOutIfGone(ctx.sessionUid());
    },

    dispose(): void {
      if (disposed) return;
      disposed = true;
      ctx.jobs?.flushAll();
      hub.dispose();
      stopChanges();
      db.close();
      channel.close();
    },

    listenerCount(): number {
      return hub.size;
    },

    async settle(): Promise<void> {
      await ctx.jobs?.idle();
      db.sync();
      hub.flush();
      await Promise.resolve();
    },
  };
}
