/**
 * Real Firebase Auth, Functions and Firestore emulators (firebase-tools), started by
 * test/adapters/firebase/run-emulators.sh (emulators:exec, demo project, no UI). In a plain
 * `npm run jest` they are not running: this suite then says so and skips; with
 * REQUIRE_EMULATORS=1 (CI) it fails instead.
 */
import { jest } from '@jest/globals';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, terminate, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { LIMITS } from '../../../../core/constants';
import type { Backend } from '../../../../core/ports';
import { FeedbackUseCases, PasswordAuthUseCases } from '../../../../core/usecases';
import { ACCOUNT_DELETION_WORD, errorCodeOf, isDomainError, type ErrorCode } from '../../../../core/domain';
import { backendFrom, firebaseServices, FUNCTIONS_REGION } from '../../../../adapters/firebase/createFirebaseBackend';
import { toDomainError } from '../../../../adapters/firebase/errors';
import { toUserProfile } from '../../../../adapters/firebase/mapping';
import { RECOMMEND_PARTNERS_FUNCTION, newUserDocument } from '../../../../adapters/firebase/ports/users';
import type { Role } from '../../../../core/domain';
import { MOST_RECOMMENDATIONS_ASKED } from '../../../../core/matching/recommendationLimits';
import { vectorProfileFields } from '../../../contract/partnerVectors';
import { FEEDBACK_TEXTS } from '../../../../adapters/firebase/serverEffects/feedbackEffects';
import type { FirebaseServices } from '../../../../adapters/firebase/ports/context';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FUNCTIONS_HOST = process.env.FIREBASE_FUNCTIONS_EMULATOR;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT_ID = 'demo-cofounder';
// submitFeedback stores into Firestore, and counts each sender's messages there.
const running = !!AUTH_HOST && !!FUNCTIONS_HOST && !!FIRESTORE_HOST;

if (!running) {
  const why = 'Firebase Auth + Functions emulator suite: the Auth, Functions and Firestore emulators are not running in this process.';
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error(`${why} REQUIRE_EMULATORS=1 asks for them.`);
  // Written straight to stderr: jest drops console output of fully skipped files.
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\` (it starts them with firebase emulators:exec).\n`);
}

const describeEmulators = running ? describe : describe.skip;

let appCount = 0;
function newClient(): { backend: Backend; services: FirebaseServices } {
  const [fnHost, fnPort] = (FUNCTIONS_HOST ?? '127.0.0.1:5001').split(':');
  const [fsHost, fsPort] = (FIRESTORE_HOST ?? '127.0.0.1:8080').split(':');
  appCount += 1;
  const services = firebaseServices(
    {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      storageBucket: `${PROJECT_ID}.appspot.com`,
      messagingSenderId: '0',
      appId: '1:0:web:0',
    },
    {
      appName: `emulator-test-${appCount}`,
      emulators: {
        auth: `http://${AUTH_HOST}`,
        firestore: { host: fsHost ?? '127.0.0.1', port: Number(fsPort ?? 8080) },
        functions: { host: fnHost ?? '127.0.0.1', port: Number(fnPort ?? 5001) },
      },
    },
  );
  opened.push(services.db);
  return { backend: backendFrom(services), services };
}
// Each client's Firestore, closed at the end so no stream keeps jest waiting.
const opened: Firestore[] = [];
if (running) afterAll(() => Promise.all(opened.map((db) => terminate(db))));

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function rejection(p: Promise<unknown>): Promise<ErrorCode> {
  try {
    await p;
  } catch (e) {
    expect(isDomainError(e)).toBe(true);
    return errorCodeOf(e);
  }
  throw new Error('expected a rejection');
}

interface OobCode {
  email: string;
  requestType: string;
}
/** The emulator's outbox: every verification and reset mail it "sent". */
async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

describeEmulators('Firebase Auth emulator: AuthProvider adapter', () => {
  const PASSWORD = 'secret-123';

  it('registers with a display name, signs out and in again; the session follows', async () => {
    const { backend } = newClient();
    const sessions: (string | null)[] = [];
    const stop = backend.auth.watchSession((s) => sessions.push(s?.uid ?? null));
    const email = uniqueEmail('reg');
    const s = await backend.auth.register({ name: '王小明', email, password: PASSWORD });
    expect(s).toMatchObject({ email, displayName: '王小明', emailVerified: false });
    expect(s.uid).toMatch(/^\w+$/);
    expect(backend.auth.currentSession()).toMatchObject({ uid: s.uid, displayName: '王小明' });

    await backend.auth.signOut();
    expect(backend.auth.currentSession()).toBeNull();
    const again = await backend.auth.signIn(email, PASSWORD);
    expect(again).toMatchObject({ uid: s.uid, email, displayName: '王小明' });
    await new Promise((r) => setTimeout(r, 50));
    expect(sessions).toEqual([null, s.uid, null, s.uid]);
    stop();
  });

  it('maps the emulator’s refusals to domain codes', async () => {
    const { backend } = newClient();
    const email = uniqueEmail('dup');
    await backend.auth.register({ name: 'A', email, password: PASSWORD });
    await backend.auth.signOut();

    const other = newClient().backend;
    expect(await rejection(other.auth.register({ name: 'B', email, password: PASSWORD }))).toBe('auth/email-already-in-use');
    expect(await rejection(other.auth.register({ name: 'B', email: uniqueEmail('weak'), password: '12345' }))).toBe('auth/weak-password');
    expect(await rejection(other.auth.register({ name: 'B', email: 'not-an-email', password: PASSWORD }))).toBe('auth/invalid-email');
    expect(await rejection(other.auth.signIn(email, 'wrong-password'))).toBe('auth/invalid-credential');
    expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(await rejection(other.auth.signIn(uniqueEmail('nobody'), PASSWORD)));
    expect(await rejection(other.auth.signIn('bad-address', PASSWORD))).toBe('auth/invalid-email');
    expect(await rejection(other.auth.sendVerificationEmail())).toBe('auth/not-signed-in');
    expect(other.auth.currentSession()).toBeNull();
  });

  it('sends the verification mail and the password reset mail (seen in the emulator’s outbox)', async () => {
    const { backend } = newClient();
    const email = uniqueEmail('mail');
    await backend.auth.register({ name: 'A', email, password: PASSWORD });
    await backend.auth.sendVerificationEmail();
    await backend.auth.sendPasswordReset(email);
    const mine = (await oobCodes()).filter((c) => c.email === email).map((c) => c.requestType);
    expect(mine).toEqual(expect.arrayContaining(['VERIFY_EMAIL', 'PASSWORD_RESET']));

    expect(await rejection(backend.auth.sendPasswordReset('no-at-sign'))).toBe('auth/invalid-email');
  });

  it('through the use cases: a reset for an unknown address looks like success (spec 8)', async () => {
    const { backend } = newClient();
    const logged: string[] = [];
    const auth = new PasswordAuthUseCases(backend.auth, backend.users, (m) => logged.push(m));
    const unknown = uniqueEmail('unknown');
    await expect(auth.requestPasswordReset(unknown)).resolves.toBeUndefined();
    expect((await oobCodes()).some((c) => c.email === unknown)).toBe(false);
    await expect(auth.requestPasswordReset('bad@')).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describeEmulators('Firebase Functions emulator: recommendPartners (callable, asia-east1)', () => {
  jest.setTimeout(30_000);

  /** The callable as an attacker calls it: straight, with any payload. */
  async function callAs(services: FirebaseServices, data: unknown): Promise<unknown> {
    const call = httpsCallable((await services.functions()).functions, RECOMMEND_PARTNERS_FUNCTION);
    return (await call(data)).data;
  }
  async function refusal(p: Promise<unknown>): Promise<ErrorCode> {
    try {
      await p;
    } catch (e) {
      return toDomainError(e).code;
    }
    throw new Error('expected a refusal');
  }

  it('refuses a visitor, and a limit that is not a whole number from 1 to MOST_RECOMMENDATIONS_ASKED', async () => {
    expect(await refusal(callAs(newClient().services, { limit: 4 }))).toBe('auth/not-signed-in');
    const { backend, services } = newClient();
    await backend.auth.register({ name: 'M', email: uniqueEmail('rec'), password: 'secret-123' });
    for (const limit of [0, -1, 1.5, '4', null, MOST_RECOMMENDATIONS_ASKED + 1])
      expect(await refusal(callAs(services, { limit }))).toBe('invalid-argument');
    expect(await refusal(callAs(services, null))).toBe('invalid-argument');
  });

  it('answers at most `limit` partners, each with the public profile fields only', async () => {
    /** A member with a saved profile, as registration and the profile form make one. */
    const profiled = async (name: string, role: Role, skills: string[]) => {
      const client = newClient();
      const email = uniqueEmail('rec');
      const { uid } = await client.backend.auth.register({ name, email, password: 'secret-123' });
      await client.backend.users.createUser(uid, name, { email, phone: '' });
      await client.backend.users.saveProfile(uid, { name, ...vectorProfileFields({ role, skills, city: '臺北市' }) });
      return client;
    };
    const seeker = await profiled('尋找者', 'idea_holder', ['行銷']);
    for (const [name, role] of [['甲', 'technical'], ['乙', 'operations'], ['丙', 'technical']] as const) await profiled(name, role, ['React']);
    const { partners } = (await callAs(seeker.services, { limit: 2 })) as { partners: Record<string, unknown>[] };
    expect(partners).toHaveLength(2);
    const publicFields = Object.keys(toUserProfile('x', {})).sort();
    for (const p of partners) expect(Object.keys(p).sort()).toEqual(publicFields);
    await expect(seeker.backend.users.recommendPartners(2)).resolves.toHaveLength(2);
  });
});

async function member(): Promise<Backend> {
  const { backend } = newClient();
  await backend.auth.register({ name: 'M', email: uniqueEmail('fb'), password: 'secret-123' });
  return backend;
}

describeEmulators('Firebase Functions emulator: submitFeedback (callable, asia-east1)', () => {
  jest.setTimeout(30_000);

  it('answers success for a valid message from a member; refuses a visitor (the contact page needs sign-in)', async () => {
    const m = await member();
    await expect(m.feedback.submitFeedback({ name: '陳小姐', email: '', message: '網站很好用！' })).resolves.toEqual({
      success: true,
      message: FEEDBACK_TEXTS.success,
    });
    const viaUseCase = await new FeedbackUseCases(m.feedback).send({ name: ' 林先生 ', email: 'lin@example.com', message: ' 想合作 ' });
    expect(viaUseCase).toEqual({ success: true, message: FEEDBACK_TEXTS.success });

    const visitor = newClient().backend;
    expect(await rejection(visitor.feedback.submitFeedback({ name: '陳小姐', email: '', message: '網站很好用！' }))).toBe('auth/not-signed-in');
  });

  it('validates on the server: refuses what the form would refuse, with a zh-TW message', async () => {
    const backend = await member();
    await expect(backend.feedback.submitFeedback({ name: '  ', email: '', message: '內容' })).resolves.toEqual({
      success: false,
      message: FEEDBACK_TEXTS.required,
    });
    await expect(backend.feedback.submitFeedback({ name: '甲', email: 'not-an-email', message: '內容' })).resolves.toEqual({
      success: false,
      message: FEEDBACK_TEXTS.emailInvalid,
    });
    await expect(backend.feedback.submitFeedback({ name: '甲', email: '', message: '長'.repeat(5001) })).resolves.toEqual({
      success: false,
      message: FEEDBACK_TEXTS.tooLong,
    });
    await expect(backend.feedback.submitFeedback({ name: '名'.repeat(51), email: '', message: '內容' })).resolves.toEqual({
      success: false,
      message: FEEDBACK_TEXTS.tooLong,
    });
    await expect(backend.feedback.submitFeedback({ name: '甲', email: `${'a'.repeat(250)}@example.com`, message: '內容' })).resolves.toEqual({
      success: false,
      message: FEEDBACK_TEXTS.emailInvalid,
    });
  });

  it(`limits each member to ${LIMITS.FEEDBACK_MAX_PER_WINDOW} messages an hour, on the server, even sent all at once`, async () => {
    const flooder = await member();
    const send = (n: number) => flooder.feedback.submitFeedback({ name: '洗版者', email: '', message: `第 ${n} 則` });
    // A refused message is not a message sent.
    await expect(flooder.feedback.submitFeedback({ name: '', email: '', message: '內容' })).resolves.toMatchObject({ success: false });
    const burst = await Promise.all(
      Array.from({ length: LIMITS.FEEDBACK_MAX_PER_WINDOW + 2 }, (_, i) =>
        send(i + 1).then(
          (r) => (r.success ? 'sent' : r.message),
          (e: unknown) => errorCodeOf(e),
        ),
      ),
    );
    expect(burst.filter((r) => r === 'sent')).toHaveLength(LIMITS.FEEDBACK_MAX_PER_WINDOW);
    expect(burst.filter((r) => r !== 'sent')).toEqual(['resource-exhausted', 'resource-exhausted']);
    expect(await rejection(send(0))).toBe('resource-exhausted');
    // Another member is not held back by the first.
    await expect((await member()).feedback.submitFeedback({ name: '乙', email: '', message: '你好' })).resolves.toMatchObject({ success: true });
  });

  it('lives in asia-east1 only: another region or name is a mapped not-found', async () => {
    const { services } = newClient();
    expect(FUNCTIONS_REGION).toBe('asia-east1');
    const missing = httpsCallable((await services.functions()).functions, 'noSuchFunction');
    let code: ErrorCode | null = null;
    try {
      await missing({});
    } catch (e) {
      code = toDomainError(e).code;
    }
    expect(code).toBe('not-found');
  });
});

describeEmulators('Firebase Functions emulator: deleteMyAccount (callable, asia-east1)', () => {
  jest.setTimeout(60_000);

  /** Firestore as a client holding `uid`'s token presents it (the emulator takes it unsigned). */
  function firestoreAs(uid: string): Firestore {
    const [host, port] = (FIRESTORE_HOST ?? '127.0.0.1:8080').split(':');
    const db = getFirestore(initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `token-of-${uid}`));
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080), { mockUserToken: { sub: uid, user_id: uid } });
    opened.push(db);
    return db;
  }

  it('leaves the mark firestore.rules read: the deleted member’s still-valid token cannot make the profile again', async () => {
    const { backend } = newClient();
    await backend.auth.register({ name: '要離開的人', email: uniqueEmail('gone'), password: 'secret-123' });
    const uid = backend.auth.currentSession()?.uid ?? '';
    await backend.myData.deleteAccount(ACCOUNT_DELETION_WORD);

    const again = setDoc(doc(firestoreAs(uid), `users/${uid}`), newUserDocument(uid, '要離開的人', ''));
    await expect(again).rejects.toMatchObject({ code: 'permission-denied' });
    // The same document from a uid never deleted is a registration like any other.
    const fresh = `fresh-${Date.now().toString(36)}`;
    await setDoc(doc(firestoreAs(fresh), `users/${fresh}`), newUserDocument(fresh, '新朋友', ''));
  });
});
