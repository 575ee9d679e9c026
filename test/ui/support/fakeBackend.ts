/**
 * A small, synchronous fake of the ports the app shell uses (auth, users, project existence),
 * for UI tests. Everything else rejects with 'unavailable' (watchers return a no-op). Tests
 * drive it through FakeWorld: accounts, profiles, failures, and counts of live listeners.
 */
import { DomainError, emptyProfile } from '../../../core/domain';
import type { SocialProvider, Unsubscribe, UserProfile } from '../../../core/domain';
import type { Backend } from '../../../core/ports';
import type { AuthProvider, AuthSession } from '../../../core/ports/AuthProvider';
import type { ProjectRepository } from '../../../core/ports/ProjectRepository';
import type { UserRepository } from '../../../core/ports/UserRepository';
import { createUseCases } from '../../../src/useCases';
import { jsdomImages } from './jsdomImages';
import type { UseCases } from '../../../core/usecases';

export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  /** False while the account waits for its email to be confirmed (confirmEmails). */
  confirmed?: boolean;
}

type Listener<T> = (value: T) => void;

interface Watch<T> {
  callback: Listener<T>;
  onError?: (e: unknown) => void;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export class FakeWorld {
  accounts: FakeAccount[] = [];
  profiles = new Map<string, UserProfile>();
  projectOwners = new Set<string>();
  session: AuthSession | null = null;
  resetRequests: string[] = [];
  /** A reset link opened this page (as Supabase's does); the new passwords set through it. */
  passwordResetPending = false;
  newPasswords: string[] = [];
  verificationEmails = 0;
  /** Sign-up signs in only once the email is confirmed, as Supabase's Confirm email does. */
  confirmEmails = false;
  /** Make the next call of a port method fail (or wait): keyed by method name. */
  failures: Partial<Record<'signIn' | 'register' | 'reset' | 'newPassword' | 'social' | 'createUser' | 'getUser' | 'watchUser', unknown>> = {};
  /** When true, profile listeners get no first snapshot until releaseUserSnapshots(). */
  holdUserSnapshots = false;
  /** How often the app told the backend the member opened it. */
  activeMarks = 0;
  /** A promise the next signIn waits for before answering (to observe the busy state). */
  signInGate: Promise<void> | null = null;

  sessionWatchers = new Set<Watch<AuthSession | null>>();
  userWatchers = new Map<string, Set<Watch<UserProfile | null>>>();
  projectWatchers = new Map<string, Set<Watch<boolean>>>();
  private nextUid = 1;

  /** Live listeners of every kind (leak checks). */
  listenerCount(): number {
    let n = this.sessionWatchers.size;
    for (const set of this.userWatchers.values()) n += set.size;
    for (const set of this.projectWatchers.values()) n += set.size;
    return n;
  }

  memberListenerCount(): number {
    return this.listenerCount() - this.sessionWatchers.size;
  }

  /** Adds an account with a profile (role technical unless given) and returns it. */
  addMember(overrides: Partial<UserProfile> & { email?: string; password?: string } = {}): FakeAccount {
    const uid = overrides.uid ?? `u-${this.nextUid++}`;
    const account: FakeAccount = {
      uid,
      email: overrides.email ?? `${uid}@example.com`,
      password: overrides.password ?? 'secret123',
      name: overrides.name ?? '林小美',
    };
    this.accounts.push(account);
    const { email: _email, password: _password, ...profileFields } = overrides;
    this.profiles.set(uid, { ...emptyProfile(uid, account.name, 1), role: 'technical', ...profileFields, uid });
    return account;
  }

  /** Adds an account without any profile document (onboarding). */
  addAccountWithoutProfile(name = '新朋友'): FakeAccount {
    const uid = `u-${this.nextUid++}`;
    const account: FakeAccount = { uid, email: `${uid}@example.com`, password: 'secret123', name };
    this.accounts.push(account);
    return account;
  }

  signInAs(account: FakeAccount): void {
    this.setSession({ uid: account.uid, email: account.email, displayName: account.name, emailVerified: true });
  }

  setSession(session: AuthSession | null): void {
    this.session = session;
    for (const w of [...this.sessionWatchers]) w.callback(session);
  }

  setProfile(uid: string, profile: UserProfile | null): void {
    if (profile) this.profiles.set(uid, profile);
    else this.profiles.delete(uid);
    for (const w of [...(this.userWatchers.get(uid) ?? [])]) w.callback(profile);
  }

  updateProfile(uid: string, patch: Partial<UserProfile>): void {
    const current = this.profiles.get(uid);
    if (!current) throw new Error(`no profile ${uid}`);
    this.setProfile(uid, { ...current, ...patch });
  }

  releaseUserSnapshots(): void {
    this.holdUserSnapshots = false;
    for (const [uid, set] of this.userWatchers) for (const w of [...set]) w.callback(this.profiles.get(uid) ?? null);
  }

  failUserListener(uid: string, error: unknown): void {
    for (const w of [...(this.userWatchers.get(uid) ?? [])]) w.onError?.(error);
  }

  failProjectListener(uid: string, error: unknown): void {
    for (const w of [...(this.projectWatchers.get(uid) ?? [])]) w.onError?.(error);
  }

  setHasProject(uid: string, exists: boolean): void {
    if (exists) this.projectOwners.add(uid);
    else this.projectOwners.delete(uid);
    for (const w of [...(this.projectWatchers.get(uid) ?? [])]) w.callback(exists);
  }

  takeFailure(key: keyof FakeWorld['failures']): void {
    if (!(key in this.failures)) return;
    const error = this.failures[key];
    delete this.failures[key];
    throw error;
  }

  newUid(): string {
    return `u-${this.nextUid++}`;
  }
}

function watch<T>(map: Map<string, Set<Watch<T>>>, key: string, w: Watch<T>): Unsubscribe {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(w);
  return () => {
    set.delete(w);
  };
}

function unavailable(): never {
  throw new DomainError('unavailable');
}

/** A port whose every method rejects ('unavailable'), except watch… methods, which do nothing. */
function stubPort<T extends object>(): T {
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      if (name.startsWith('watch')) return () => () => {};
      return async () => unavailable();
    },
  });
}

export function createFakeBackend(world: FakeWorld): Backend {
  const sessionOf = (a: FakeAccount): AuthSession => ({
    uid: a.uid,
    email: a.email,
    displayName: a.name,
    emailVerified: false,
  });

  const auth: AuthProvider = {
    watchSession(callback) {
      const w: Watch<AuthSession | null> = { callback };
      world.sessionWatchers.add(w);
      callback(world.session);
      return () => {
        world.sessionWatchers.delete(w);
      };
    },
    currentSession: () => world.session,
    async signIn(email, password) {
      if (world.signInGate) {
        const gate = world.signInGate;
        world.signInGate = null;
        await gate;
      }
      world.takeFailure('signIn');
      const account = world.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
      if (!account || account.password !== password) throw new DomainError('auth/invalid-credential');
      if (account.confirmed === false) throw new DomainError('auth/email-not-confirmed');
      const session = sessionOf(account);
      world.setSession(session);
      return session;
    },
    async register({ name, email, password }) {
      world.takeFailure('register');
      if (world.accounts.some((a) => a.email.toLowerCase() === email.toLowerCase()))
        throw new DomainError('auth/email-already-in-use');
      const account: FakeAccount = { uid: world.newUid(), email, password, name };
      world.accounts.push(account);
      const session = sessionOf(account);
      if (world.confirmEmails) account.confirmed = false;
      else world.setSession(session);
      return session;
    },
    async sendVerificationEmail() {
      world.verificationEmails += 1;
    },
    async sendPasswordReset(email) {
      world.resetRequests.push(email);
      world.takeFailure('reset');
    },
    passwordResetPending: () => world.passwordResetPending,
    async completePasswordReset(newPassword) {
      if (!world.passwordResetPending) throw new DomainError('failed-precondition');
      world.takeFailure('newPassword');
      world.newPasswords.push(newPassword);
      world.passwordResetPending = false;
    },
    async signInWithProvider(provider: SocialProvider) {
      world.takeFailure('social');
      const email = `${provider}@example.com`;
      let account = world.accounts.find((a) => a.email === email);
      const isNewUser = !account;
      if (!account) {
        account = { uid: world.newUid(), email, password: '', name: '' };
        world.accounts.push(account);
      }
      const session = sessionOf(account);
      world.setSession(session);
      return { ...session, isNewUser };
    },
    async signOut() {
      world.setSession(null);
    },
  };

  const users: UserRepository = {
    async getUser(uid) {
      world.takeFailure('getUser');
      return world.profiles.get(uid) ?? null;
    },
    watchUser(uid, callback, onError) {
      if ('watchUser' in world.failures) {
        const error = world.failures.watchUser;
        delete world.failures.watchUser;
        queueMicrotask(() => onError?.(error));
        return () => {};
      }
      const stop = watch(world.userWatchers, uid, { callback, onError });
      if (!world.holdUserSnapshots) callback(world.profiles.get(uid) ?? null);
      return stop;
    },
    async listUsers() {
      return { items: [], next: null };
    },
    async createUser(uid, name) {
      world.takeFailure('createUser');
      const profile = emptyProfile(uid, name, Date.now());
      world.setProfile(uid, profile);
      return profile;
    },
    async ensureUser(uid, name) {
      const existing = world.profiles.get(uid);
      if (existing) return existing;
      const profile = emptyProfile(uid, name, Date.now());
      world.setProfile(uid, profile);
      return profile;
    },
    async saveProfile(uid, patch) {
      const current = world.profiles.get(uid) ?? emptyProfile(uid, '', Date.now());
      world.setProfile(uid, { ...current, ...patch });
    },
    async getContact() {
      return null;
    },
    async recommendPartners() {
      return [];
    },
    async markActive() {
      world.activeMarks += 1;
    },
  };

  const projects: ProjectRepository = {
    ...stubPort<ProjectRepository>(),
    listProjects: async () => ({ items: [], next: null }),
    getProject: async () => null,
    watchProjectExists(ownerId, callback, onError) {
      const stop = watch(world.projectWatchers, ownerId, { callback, onError });
      callback(world.projectOwners.has(ownerId));
      return stop;
    },
    saveOwnProject: async () => unavailable(),
    updateProject: async () => unavailable(),
    deleteProject: async () => unavailable(),
  };

  return {
    auth,
    users,
    projects,
    applications: stubPort(),
    chat: stubPort(),
    blocks: stubPort(),
    notifications: stubPort(),
    banners: stubPort(),
    resources: stubPort(),
    questionnaire: stubPort(),
    storage: stubPort(),
    feedback: stubPort(),
    admin: stubPort(),
    reports: stubPort(),
    myData: stubPort(),
  };
}

export function createFakeUseCases(world: FakeWorld = new FakeWorld()): { world: FakeWorld; useCases: UseCases } {
  return { world, useCases: createUseCases(createFakeBackend(world), { log: () => {}, images: jsdomImages() }) };
}
