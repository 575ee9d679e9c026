/**
 * The one database object of the in-memory backend, persisted to a KeyValueStore as JSON after
 * every write, reloaded when another tab wrote (channel message, or a changed revision noticed
 * on the next read or write).
 */
import type {
  AppNotification,
  Application,
  Banner,
  Block,
  ChatMessage,
  ChatSummary,
  ClientId,
  ContactInfo,
  EpochMs,
  Project,
  Question,
  Questionnaire,
  Report,
  QuestionnaireResult,
  Resource,
  SocialProvider,
  Submission,
  Uid,
  UserProfile,
} from '../../core/domain';
import { DomainError } from '../../core/domain';
import type { TabLock } from './tabLock';
import { MemoryKeyValueStore, type ChannelMessage, type CrossTabChannel, type KeyValueStore } from './keyValueStore';
import { isPlainObject, record, toRecord } from './records';

export const DB_VERSION = 1;
const PREFIX = `cofounder-memory/v${DB_VERSION}`;
/** Store keys, versioned: a new layout gets a new key instead of misreading an old one. */
export const STORE_KEYS = {
  db: `${PREFIX}/db`,
  rev: `${PREFIX}/rev`,
  /** In the per-tab session store. */
  session: `${PREFIX}/session`,
  /** A copy of stored data that could not be read, kept before starting over. */
  unreadable: `${PREFIX}/unreadable`,
} as const;

export type SignInMethod = 'password' | SocialProvider;

/** The authentication provider's record of a member. */
export interface Account {
  uid: Uid;
  /** Lower-cased, trimmed. */
  email: string;
  displayName: string;
  emailVerified: boolean;
  methods: SignInMethod[];
  /** Salted SHA-256, hex; null for social-only accounts. */
  passwordHash: string | null;
  salt: string | null;
  createdAt: EpochMs;
}

/** Mail the backend "sent" (recorded, never delivered). */
export interface OutboxMail {
  id: string;
  kind: 'verify-email' | 'password-reset';
  to: string;
  uid: Uid;
  createdAt: EpochMs;
}

export interface FeedbackRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  uid: Uid | null;
  createdAt: EpochMs;
}

export interface StoredFile {
  path: string;
  contentType: string;
  size: number;
  /** data: URL, also the download URL. */
  url: string;
  uploadedBy: Uid;
  createdAt: EpochMs;
}

/** The new conversations a member started on one Taiwan day. */
export interface OutreachDay {
  started: number;
}

/** An application with the client id it was sent with, which only its applicant's retry reads. */
export type StoredApplication = Application & { clientId?: ClientId };

export interface DbData {
  version: typeof DB_VERSION;
  accounts: Record<Uid, Account>;
  users: Record<Uid, UserProfile>;
  contacts: Record<Uid, ContactInfo>;
  /** Keyed by the owner's uid (= project id). */
  projects: Record<string, Project>;
  /** projectId → applicantId → application. */
  applications: Record<string, Record<Uid, StoredApplication>>;
  /** chatId → messages in send order. */
  messages: Record<string, ChatMessage[]>;
  /** uid → otherId → summary. */
  chatSummaries: Record<Uid, Record<Uid, ChatSummary>>;
  /** blockIdOf(blocker, blocked) → block. */
  blocks: Record<string, Block>;
  /** uid → Taiwan day number (core/rules/outreach.ts) → new conversations started that day. */
  outreach: Record<Uid, Record<string, OutreachDay>>;
  /** uid → notificationId → notification. */
  notifications: Record<Uid, Record<string, AppNotification>>;
  banners: Record<string, Banner>;
  resources: Record<string, Resource>;
  questionnaires: Record<string, Questionnaire>;
  questions: Record<string, Question>;
  submissions: Record<string, Submission>;
  results: Record<string, QuestionnaireResult>;
  feedback: Record<string, FeedbackRecord>;
  /** Storage path → file. */
  files: Record<string, StoredFile>;
  reports: Record<string, Report>;
  outbox: OutboxMail[];
}

export type Table = Exclude<keyof DbData, 'version'>;
export const TABLES: readonly Table[] = [
  'accounts',
  'users',
  'contacts',
  'projects',
  'applications',
  'messages',
  'chatSummaries',
  'blocks',
  'outreach',
  'notifications',
  'banners',
  'resources',
  'questionnaires',
  'questions',
  'submissions',
  'results',
  'feedback',
  'files',
  'reports',
  'outbox',
];

/** Tables that hold a record per member or project rather than documents. */
const NESTED_TABLES: ReadonlySet<Table> = new Set(['applications', 'chatSummaries', 'outreach', 'notifications']);

export function emptyDb(): DbData {
  return {
    version: DB_VERSION,
    accounts: record(),
    users: record(),
    contacts: record(),
    projects: record(),
    applications: record(),
    messages: record(),
    chatSummaries: record(),
    blocks: record(),
    outreach: record(),
    notifications: record(),
    banners: record(),
    resources: record(),
    questionnaires: record(),
    questions: record(),
    submissions: record(),
    results: record(),
    feedback: record(),
    files: record(),
    reports: record(),
    outbox: [],
  };
}

/** What was stored: the database, and the paths of records left out because they were unreadable. */
export interface StoredDb {
  db: DbData;
  skipped: string[];
}

function isMessage(m: unknown): boolean {
  return isPlainObject(m) && typeof m.id === 'string' && typeof m.text === 'string' && typeof m.senderId === 'string';
}

/**
 * Parses stored JSON into a DbData, filling missing tables; null when absent or unreadable (not
 * JSON, another version, a table of the wrong type). A single record of the wrong shape is left
 * out and named in `skipped`, so the rest stays usable.
 */
export function parseDb(json: string | null): StoredDb | null {
  if (json === null) return null;
  try {
    const raw = JSON.parse(json) as Record<string, unknown> | null;
    if (!isPlainObject(raw) || raw.version !== DB_VERSION) return null;
    const db = emptyDb();
    const skipped: string[] = [];
    for (const t of TABLES) {
      const v = raw[t];
      if (v === undefined) continue;
      if (t === 'outbox') {
        if (!Array.isArray(v)) return null;
        db.outbox = v as OutboxMail[];
      } else if (!isPlainObject(v)) {
        return null;
      } else if (t === 'messages') {
        for (const [chatId, list] of Object.entries(toRecord<unknown[]>(v, 1, t, skipped, Array.isArray))) {
          db.messages[chatId] = list.filter(
            (m, i) => isMessage(m) || !skipped.push(`${t}/${chatId}/${i}`),
          ) as ChatMessage[];
        }
      } else {
        (db as unknown as Record<string, unknown>)[t] = toRecord(v, NESTED_TABLES.has(t) ? 2 : 1, t, skipped);
      }
    }
    // A member stored before last-active was kept counts as active when they registered.
    for (const u of Object.values(db.users)) {
      if (typeof u.lastActiveAt !== 'number') u.lastActiveAt = u.createdAt;
    }
    return { db, skipped };
  } catch {
    return null;
  }
}

export type ChangeListener = (tables: ReadonlySet<Table>) => void;

function randomToken(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The revision's sequence number: every write stores the one after the one it read. */
function seqOf(rev: string | null): number {
  return parseInt(rev ?? '', 10) || 0;
}

/**
 * Holds the data of one instance ("tab"). Every read first checks the stored revision and
 * reloads when another tab wrote, so a read never returns data older than the store's. Every
 * write runs under the tabs' lock (./tabLock.ts) on the data the store holds then, so no tab's
 * write overwrites another's.
 */
export class MemoryDatabase {
  readonly instanceId = randomToken();
  private data: DbData = emptyDb();
  private loadedRev: string | null = null;
  /** Whether the store held readable data at the last reload. */
  private storedValid = false;
  /** Records of the last reload that were left out as unreadable (their paths). */
  skipped: string[] = [];
  private readonly versions = new Map<Table, number>();
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly unsubscribeChannel: () => void;
  private readonly lockName: string;
  private tabLock: Promise<TabLock> | null = null;
  private closed = false;

  constructor(
    private readonly store: KeyValueStore,
    private readonly channel: CrossTabChannel | null,
  ) {
    this.lockName = store instanceof MemoryKeyValueStore ? store.lockName : STORE_KEYS.db;
    this.unsubscribeChannel = channel ? channel.subscribe((m: ChannelMessage) => this.onChannel(m)) : () => {};
    this.sync();
  }

  /** Whether the store holds a readable database (false before seeding, or when corrupt). */
  hasStoredData(): boolean {
    this.sync();
    return this.storedValid && this.loadedRev !== null;
  }

  /** Reloads from the store when its revision is not the one this instance holds. */
  sync(): boolean {
    const rev = this.store.getItem(STORE_KEYS.rev);
    if (rev === this.loadedRev) return false;
    const parsed = parseDb(this.store.getItem(STORE_KEYS.db));
    this.storedValid = parsed !== null;
    this.data = parsed?.db ?? emptyDb();
    this.skipped = parsed?.skipped ?? [];
    this.loadedRev = rev;
    this.bumpAll();
    this.emit(new Set(TABLES));
    return true;
  }

  /** Runs a read against current data. The callback must not change it. */
  read<T>(fn: (data: DbData) => T): T {
    this.sync();
    return fn(this.data);
  }

  /**
   * Runs a mutation against the data the store holds and persists it, one tab at a time. When
   * `fn` throws, or the store refuses the write (quota), the instance reloads what the store
   * holds: nothing half-done stays. `tables` names what `fn` may change (for indexes and
   * listeners). Writes of one tab run in the order they were asked for.
   */
  write<T>(tables: readonly Table[], fn: (data: DbData) => T): Promise<T> {
    return this.locked(() => {
      // Stored data this tab cannot read may hold members' accounts and messages: never written over.
      if (!this.storedValid && this.store.getItem(STORE_KEYS.db) !== null) {
        throw new DomainError('unavailable', 'the stored data cannot be read');
      }
      let result: T;
      try {
        result = fn(this.data);
      } catch (e) {
        this.rollback();
        throw e;
      }
      this.persist(tables);
      return result;
    });
  }

  /** Replaces everything (resetDemo), or only an empty store (seeding: another tab may have seeded). */
  replace(data: DbData, onlyIfEmpty = false): Promise<void> {
    return this.locked(() => {
      if (onlyIfEmpty && this.hasStoredData()) return;
      this.data = data;
      this.persist(TABLES);
    });
  }

  /** Bumped whenever the table may have changed; indexes rebuild when it moves. */
  version(table: Table): number {
    return this.versions.get(table) ?? 0;
  }

  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => {
      this.changeListeners.delete(listener);
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribeChannel();
    this.changeListeners.clear();
    void this.tabLock?.then((lock) => lock.close());
  }

  private onChannel(message: ChannelMessage): void {
    if (message.type === 'db-changed') this.sync();
  }

  /** Runs `run` on the data the store holds, under the tabs' lock where the browser has one. */
  private locked<T>(run: () => T): Promise<T> {
    this.assertOpen();
    const fresh = () => {
      this.sync();
      return run();
    };
    const locks = globalThis.navigator?.locks;
    // Without Web Locks (old browsers, test DOMs) one realm's writes still run one at a time.
    if (!locks) return Promise.resolve().then(fresh);
    // Loaded on the first write, like the validators: no page needs it to show itself.
    this.tabLock ??= import(/* webpackChunkName: "tab-lock" */ './tabLock').then(
      ({ TabLock }) => new TabLock(locks, this.lockName, () => seqOf(this.store.getItem(STORE_KEYS.rev))),
    );
    return this.tabLock.then((lock) => lock.run(fresh));
  }

  private persist(tables: readonly Table[]): void {
    const seq = seqOf(this.loadedRev) + 1;
    const rev = `${seq}-${this.instanceId}`;
    try {
      this.store.setItem(STORE_KEYS.db, JSON.stringify(this.data));
      this.store.setItem(STORE_KEYS.rev, rev);
    } catch (e) {
      this.rollback();
      const err = new DomainError('storage-full', 'the browser storage is full');
      (err as { cause?: unknown }).cause = e;
      throw err;
    }
    this.loadedRev = rev;
    this.storedValid = true;
    for (const t of tables) this.versions.set(t, this.version(t) + 1);
    this.channel?.postMessage({ type: 'db-changed', rev, origin: this.instanceId });
    this.emit(new Set(tables));
  }

  private rollback(): void {
    this.loadedRev = null;
    this.sync();
  }

  private bumpAll(): void {
    for (const t of TABLES) this.versions.set(t, this.version(t) + 1);
  }

  private emit(tables: ReadonlySet<Table>): void {
    for (const l of [...this.changeListeners]) l(tables);
  }

  private assertOpen(): void {
    if (this.closed) throw new DomainError('unavailable', 'this memory backend was disposed');
  }
}
