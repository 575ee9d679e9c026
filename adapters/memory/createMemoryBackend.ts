/**
 * The in-memory backend: every port of core/ports/Backend.ts, in the browser, with live
 * listeners, persistence (localStorage), several tabs as several members (sessionStorage +
 * BroadcastChannel), demo data, and the server-side rules and effects of ARCHITECTURE.md
 * enforced in process with the policy functions of core/.
 */
import type { Uid } from '../../core/domain';
import type {
  AdminGateway,
  Backend,
  ApplicationRepository,
  BannerRepository,
  ChatGateway,
  FeedbackService,
  FileStorage,
  QuestionnaireRepository,
  ResourceRepository,
} from '../../core/ports';
import { deferred, type Deferrable, type MethodNames } from '../../core/ports/deferred';
import { createAuthProvider } from './authProvider';
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
import { createNotificationRepository } from './notificationRepository';
import { createProjectRepository } from './projectRepository';
import type { SeedData } from './seed';
import type { SocialPrompt } from './socialPrompt';
import type { StorageNotice } from './storageNotice';
import { createUserRepository } from './userRepository';

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

/** Wraps every async port method so any non-domain failure reaches callers as DomainError('unknown'). */
function guardPort<T extends object>(port: T): T {
  const out = {} as Record<string, unknown>;
  for (const [name, fn] of Object.entries(port)) {
    if (typeof fn !== 'function') {
      out[name] = fn;
      continue;
    }
    out[name] = (...args: unknown[]) => {
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
 * A port whose adapter is its own chunk, loaded on first use (core/ports/deferred.ts): everything but the
 * session, members, projects and notifications, which the app shell calls on every screen. A page
 * that calls one as it opens names it in ui/app/pageFeatures.ts.
 */
function later<T extends Deferrable<T>>(methods: MethodNames<T>, load: () => Promise<T>): T {
  return deferred(() => load().then(guardPort, (e: unknown) => Promise.reject(toDomainError(e))), methods);
}

const CHAT: MethodNames<ChatGateway> = { watchMessages: true, sendMessage: true, watchInbox: true, markChatRead: true };
const QUESTIONNAIRE: MethodNames<QuestionnaireRepository> = {
  getActiveQuestionnaire: true,
  listQuestions: true,
  countMySubmissions: true,
  latestMySubmission: true,
  submit: true,
  watchSubmission: true,
  getResult: true,
  addQuestion: true,
  updateQuestion: true,
  deleteQuestion: true,
};
const APPLICATIONS: MethodNames<ApplicationRepository> = {
  watchApplications: true,
  apply: true,
  decide: true,
  getMyApplication: true,
  watchMyApplication: true,
  listMyApplications: true,
};
const BANNERS: MethodNames<BannerRepository> = {
  listBanners: true,
  createBanner: true,
  updateBanner: true,
  deleteBanner: true,
};
const RESOURCES: MethodNames<ResourceRepository> = {
  listResources: true,
  createResource: true,
  updateResource: true,
  deleteResource: true,
};
const STORAGE: MethodNames<FileStorage> = { uploadAvatar: true, uploadBannerImage: true };
const FEEDBACK: MethodNames<FeedbackService> = { submitFeedback: true };
const ADMIN: MethodNames<AdminGateway> = {
  countUsers: true,
  countProjects: true,
  searchUsers: true,
  searchProjects: true,
  setAdmin: true,
};

export async function createMemoryBackend(options: MemoryBackendOptions = {}): Promise<MemoryBackend> {
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
  const ports: Backend = {
    auth: guardPort(createAuthProvider(ctx, options.socialPrompt)),
    users: guardPort(createUserRepository(ctx)),
    projects: guardPort(createProjectRepository(ctx)),
    applications: later(APPLICATIONS, async () =>
      (
        await import(/* webpackChunkName: "memory-applications" */ './applicationRepository')
      ).createApplicationRepository(ctx),
    ),
    chat: later(CHAT, async () =>
      (await import(/* webpackChunkName: "memory-chat" */ './chatGateway')).createChatGateway(ctx),
    ),
    notifications: guardPort(createNotificationRepository(ctx)),
    banners: later(BANNERS, async () =>
      (await import(/* webpackChunkName: "memory-content" */ './contentRepository')).createBannerRepository(ctx),
    ),
    resources: later(RESOURCES, async () =>
      (await import(/* webpackChunkName: "memory-content" */ './contentRepository')).createResourceRepository(ctx),
    ),
    questionnaire: later(QUESTIONNAIRE, async () =>
      (
        await import(/* webpackChunkName: "memory-questionnaire" */ './questionnaireRepository')
      ).createQuestionnaireRepository(ctx),
    ),
    storage: later(STORAGE, async () =>
      (await import(/* webpackChunkName: "memory-uploads" */ './fileStorage')).createFileStorage(ctx),
    ),
    feedback: later(FEEDBACK, async () =>
      (await import(/* webpackChunkName: "memory-feedback" */ './feedbackService')).createFeedbackService(ctx),
    ),
    admin: later(ADMIN, async () =>
      (await import(/* webpackChunkName: "memory-admin" */ './adminGateway')).createAdminGateway(ctx),
    ),
  };

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
