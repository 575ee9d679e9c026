/** Shared steps of the contract suites. Backend-agnostic: only ports and core/. */
import type {
  BannerInput,
  ErrorCode,
  ProfilePatch,
  ProjectInput,
  ResourceInput,
  Unsubscribe,
  UploadFile,
} from '../../core/domain';
import { errorCodeOf, isDomainError } from '../../core/domain';
import type { Backend } from '../../core/ports';
import type { ContractHarness, MakeHarness } from './harness';

/** Signed-out calls: the adapter may say either (a backend's rules answer permission-denied). */
export const SIGNED_OUT: readonly ErrorCode[] = ['auth/not-signed-in', 'permission-denied'];

let counter = 0;
/** An address no other test (or earlier run against a shared emulator) uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const rand = Math.random().toString(36).slice(2, 8);
  return `${tag}-${Date.now().toString(36)}-${counter}-${rand}@example.com`;
}

export const PASSWORD = 'secret-123';

/** Resolves to the error the promise rejected with; fails when it resolved or the code differs. */
export async function expectRejects(p: Promise<unknown>, codes: ErrorCode | readonly ErrorCode[]): Promise<unknown> {
  const allowed = typeof codes === 'string' ? [codes] : codes;
  let outcome: { ok: true; value: unknown } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, value: await p };
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (outcome.ok) {
    throw new Error(
      `expected a rejection with ${allowed.join(' | ')}, but it resolved with ${JSON.stringify(outcome.value)}`,
    );
  }
  expect(isDomainError(outcome.error)).toBe(true);
  expect(allowed).toContain(errorCodeOf(outcome.error));
  return outcome.error;
}

export interface Member {
  client: Backend;
  uid: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A member registered through the ports, signed in on a client of their own. With `profile`,
 * the profile is also saved (role defaults to technical, so onboarding is done).
 */
export async function newMember(h: ContractHarness, name: string, profile?: ProfilePatch): Promise<Member> {
  const client = await h.newClient();
  const email = uniqueEmail('m');
  const session = await client.auth.register({ name, email, password: PASSWORD });
  await client.users.createUser(session.uid, name, { email, phone: '' });
  if (profile) await client.users.saveProfile(session.uid, { name, role: 'technical', ...profile });
  return { client, uid: session.uid, name, email, password: PASSWORD };
}

/** A member as newMember makes one, whose profile also shows a photo of their own upload (`avatarUrl`). */
export async function newMemberWithPhoto(
  h: ContractHarness,
  name: string,
  profile: ProfilePatch,
): Promise<Member & { avatarUrl: string }> {
  const member = await newMember(h, name);
  const avatarUrl = await h.photoUrlOf(member);
  await member.client.users.saveProfile(member.uid, { name, role: 'technical', ...profile, avatarUrl });
  return { ...member, avatarUrl };
}

export async function newAdmin(h: ContractHarness, name = '管理員'): Promise<Member> {
  const m = await newMember(h, name, { role: 'idea_holder' });
  await h.promoteToAdmin(m.uid);
  await h.settle();
  return m;
}

export async function bellOf(m: Member): Promise<number> {
  const u = await m.client.users.getUser(m.uid);
  if (!u) throw new Error(`no profile for ${m.uid}`);
  return u.unreadNotifications;
}

/**
 * The member's bell shows `count`. A server-side effect (a Cloud Function trigger) may land a
 * moment after the harness has settled on a busy machine, so the count is read until it matches.
 */
export async function expectBell(m: Member, count: number): Promise<void> {
  await eventually(async () => expect(await bellOf(m)).toBe(count));
}

/**
 * How long a suite waits for what the backend does on its own: a trigger on the emulators runs
 * seconds late on a loaded two-core machine. Only a failing check waits this long.
 */
const PATIENCE_MS = 10_000;

/** Polls until `check` passes (returns true / does not throw), or fails with its last error. */
export async function eventually(check: () => unknown | Promise<unknown>, timeoutMs = PATIENCE_MS): Promise<void> {
  const start = Date.now();
  for (;;) {
    let failure: unknown;
    try {
      const r = await check();
      if (r !== false) return;
      failure = new Error('condition still false');
    } catch (e) {
      failure = e;
    }
    if (Date.now() - start > timeoutMs) throw failure;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Everything a live listener delivered. */
export interface Recorder<T> {
  values: T[];
  errors: unknown[];
  latest(): T;
  /**
   * Waits for the first delivered value and returns it. Network adapters deliver a listener's
   * first value asynchronously, so suites wait for it instead of expecting it on subscribe.
   */
  first(timeoutMs?: number): Promise<T>;
  /** Waits until the latest value satisfies `pred`, and returns it. */
  until(pred: (value: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Waits until onError was called. */
  untilError(timeoutMs?: number): Promise<unknown>;
  stop(): void;
}

export function record<T>(subscribe: (cb: (v: T) => void, onError: (e: unknown) => void) => Unsubscribe): Recorder<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  const unsubscribe = subscribe(
    (v) => values.push(v),
    (e) => errors.push(e),
  );
  const rec: Recorder<T> = {
    values,
    errors,
    latest() {
      if (values.length === 0) throw new Error('no value delivered yet');
      return values[values.length - 1] as T;
    },
    async first(timeoutMs = PATIENCE_MS) {
      await eventually(() => values.length > 0 || errors.length > 0, timeoutMs);
      if (values.length === 0) throw new Error(`listener failed before its first value: ${String(errors[0])}`);
      return values[0] as T;
    },
    async until(pred, timeoutMs = PATIENCE_MS) {
      await eventually(() => values.length > 0 && pred(values[values.length - 1] as T), timeoutMs);
      return values[values.length - 1] as T;
    },
    async untilError(timeoutMs = PATIENCE_MS) {
      await eventually(() => errors.length > 0, timeoutMs);
      return errors[0];
    },
    stop: unsubscribe,
  };
  return rec;
}

/** Lets pending deliveries happen, for "nothing more was delivered" checks. */
export async function quiet(h: ContractHarness, ms = 30): Promise<void> {
  await h.settle();
  await new Promise((r) => setTimeout(r, ms));
}

export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    projectName: '共享廚房',
    headline: '讓小農食材走進城市餐桌',
    description: '我們想打造一個共享廚房平台，連結小農與城市的料理人。',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: ['React', '行銷'],
    ...overrides,
  };
}

export function bannerInput(overrides: Partial<BannerInput> = {}): BannerInput {
  return {
    title: '創業週末',
    linkUrl: 'https://example.com/weekend',
    imageUrl: 'https://example.com/banner.png',
    order: 100,
    ...overrides,
  };
}

export function resourceInput(overrides: Partial<ResourceInput> = {}): ResourceInput {
  return {
    title: '青年創業貸款',
    description: '政府提供的青年創業貸款方案。',
    imageUrl: 'https://example.com/loan.png',
    officialUrl: 'https://example.com/loan',
    category: '資金',
    district: '全臺',
    ...overrides,
  };
}

/** A tiny valid PNG (the 8-byte signature, padded) of `size` bytes. */
export function imageFile(size = 128, type = 'image/png', name = 'avatar.png'): UploadFile {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return { name, type, size, data: new Blob([bytes], { type }) };
}

/** A WebP of `size` bytes as the browser encodes one: "RIFF", its length, "WEBP", then data. */
export function webpFile(size = 128, name = 'avatar.webp'): UploadFile {
  const bytes = new Uint8Array(size);
  const head = new Uint8Array(12);
  head.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(head.buffer).setUint32(4, Math.max(0, size - 8), true);
  head.set(new TextEncoder().encode('WEBP'), 8);
  bytes.set(head.slice(0, size));
  return { name, type: 'image/webp', size, data: new Blob([bytes], { type: 'image/webp' }) };
}

/** Runs `body` with a fresh harness per test, disposed afterwards. */
export function withHarness(makeHarness: MakeHarness): { get(): ContractHarness } {
  let h: ContractHarness | null = null;
  beforeEach(async () => {
    h = await makeHarness();
  });
  afterEach(async () => {
    if (h) {
      await h.settle();
      await h.dispose?.();
    }
    h = null;
  });
  return {
    get() {
      if (!h) throw new Error('harness not ready');
      return h;
    },
  };
}
