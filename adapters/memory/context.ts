/** What every port of one in-memory backend instance shares. */
import type { Uid } from '../../core/domain';
import { DomainError, isDomainError } from '../../core/domain';
import type { Actor } from '../../core/policies/permissions';
import type { DbData, MemoryDatabase, Table } from './database';
import { STORE_KEYS } from './database';
import type { KeyValueStore } from './keyValueStore';
import type { Dependency, LiveHub } from './liveHub';
import type { JobQueue } from './jobQueue';
import { SortedIndex, type IndexSpec } from './paging';
import { ActivityPartition } from './activityPartition';
import type { Project, UserProfile } from '../../core/domain';
import { isProfileComplete } from '../../core/rules/profileComplete';

/** Deep copy: callers never get (or keep) a reference into the database. */
export function clone<T>(value: T): T {
  if (value === undefined || value === null) return value;
  return typeof structuredClone === 'function' ? structuredClone(value) : (JSON.parse(JSON.stringify(value)) as T);
}

interface SessionRecord {
  uid: Uid;
}

/** Explore partners' order: complete profiles first, then newest first. */
const USERS_BY_RANK: IndexSpec<UserProfile> = {
  key: (u) => [isProfileComplete(u) ? 1 : 0, u.createdAt, u.uid],
  direction: 'desc',
};

export class MemoryContext {
  /** Scoring's delayed work; made by the questionnaire repository, which alone schedules any. */
  jobs: JobQueue | null = null;
  readonly usersByCreated = new SortedIndex<UserProfile>({ key: (u) => [u.createdAt, u.uid], direction: 'desc' });
  /** Explore partners: complete profiles first, then newest first. */
  readonly usersByRank = new SortedIndex<UserProfile>(USERS_BY_RANK);
  /** The same order, the active members and the others apart (the member lists show the inactive last). */
  readonly usersByRankAndActivity = new ActivityPartition<UserProfile>(USERS_BY_RANK, (u) => u.lastActiveAt);
  /**
   * Recommendations' candidates: complete profiles grouped by role, each group active most
   * recently first (core/matching/partnerScoring.ts); the rest after them.
   */
  readonly usersByActivity = new SortedIndex<UserProfile>({
    key: (u) => [isProfileComplete(u) ? 1 : 0, u.role ?? '', u.lastActiveAt, u.uid],
    direction: 'desc',
  });
  readonly usersByName = new SortedIndex<UserProfile>({
    key: (u) => [(u.name ?? '').toLocaleLowerCase(), u.uid],
    direction: 'asc',
  });
  readonly projectsByCreated = new SortedIndex<Project>({ key: (p) => [p.createdAt, p.id], direction: 'desc' });
  readonly projectsByName = new SortedIndex<Project>({
    key: (p) => [(p.projectName ?? '').toLocaleLowerCase(), p.id],
    direction: 'asc',
  });
  private lastTime = 0;

  constructor(
    readonly db: MemoryDatabase,
    readonly hub: LiveHub,
    private readonly sessionStore: KeyValueStore,
    private readonly clock: (() => number) | undefined,
    readonly resultDelayMs: () => number,
  ) {}

  /**
   * The injected clock as is; the default clock (Date.now) made strictly increasing in this
   * instance, so two writes in one millisecond still sort.
   */
  now(): number {
    if (this.clock) return this.clock();
    const t = Math.max(Date.now(), this.lastTime + 1);
    this.lastTime = t;
    return t;
  }

  sessionUid(): Uid | null {
    const raw = this.sessionStore.getItem(STORE_KEYS.session);
    if (!raw) return null;
    try {
      const s = JSON.parse(raw) as Partial<SessionRecord> | null;
      return s && typeof s.uid === 'string' && s.uid !== '' ? s.uid : null;
    } catch {
      return null;
    }
  }

  setSessionUid(uid: Uid | null): void {
    if (uid === null) this.sessionStore.removeItem(STORE_KEYS.session);
    else this.sessionStore.setItem(STORE_KEYS.session, JSON.stringify({ uid } satisfies SessionRecord));
    this.hub.changed(['session']);
  }

  /** The signed-in member of this instance, with isAdmin from the user record; null if none. */
  actor(data: DbData): Actor | null {
    const uid = this.sessionUid();
    if (!uid || !data.accounts[uid]) return null;
    return { uid, isAdmin: data.users[uid]?.isAdmin === true };
  }

  requireActor(data: DbData): Actor {
    const a = this.actor(data);
    if (!a) throw new DomainError('auth/not-signed-in');
    return a;
  }

  /** Reads as the signed-in member (refused when signed out). */
  readAsMember<T>(fn: (data: DbData, actor: Actor) => T): T {
    return this.db.read((d) => fn(d, this.requireActor(d)));
  }

  writeAsMember<T>(tables: readonly Table[], fn: (data: DbData, actor: Actor) => T): Promise<T> {
    return this.db.write(tables, (d) => fn(d, this.requireActor(d)));
  }

  /**
   * A live listener bound to the member signed in now: when the session changes (sign-out,
   * another member), it ends with 'permission-denied' like a backend listener would.
   */
  watchAsMember<T>(
    deps: readonly Dependency[],
    compute: (data: DbData, actor: Actor) => T,
    callback: (value: T) => void,
    onError?: (e: unknown) => void,
  ): () => void {
    let boundUid: Uid | null = null;
    return this.hub.subscribe(
      [...deps, 'session', 'accounts', 'users'],
      () =>
        this.db.read((d) => {
          const actor = this.requireActor(d);
          if (boundUid === null) boundUid = actor.uid;
          else if (boundUid !== actor.uid) throw new DomainError('permission-denied', 'the session changed');
          return clone(compute(d, actor));
        }),
      callback,
      onError ? (e) => onError(toDomainError(e)) : undefined,
    );
  }
}

/** Any thrown value as a DomainError ('unknown' for anything else, the original as cause). */
export function toDomainError(e: unknown): DomainError {
  if (isDomainError(e)) return e as DomainError;
  const err = new DomainError('unknown', e instanceof Error ? e.message : String(e));
  (err as { cause?: unknown }).cause = e;
  return err;
}
