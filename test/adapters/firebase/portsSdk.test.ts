/**
 * The Auth, Storage and Functions sides of the Firebase adapter and its composition, against
 * module mocks of firebase/app, firebase/auth, firebase/storage and firebase/functions (the
 * real Auth and Functions are exercised by run-emulators.sh): what is called with which
 * arguments, and how errors come out.
 */
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodeOf, isDomainError, type ErrorCode } from '../../../core/domain';
import { createFakeFirestore, firebaseError } from './support/fakeFirestore';

type Fn = (...args: unknown[]) => unknown;
const calls: { fn: string; args: unknown[] }[] = [];
const behaviour = new Map<string, Fn>();
function stub(name: string, fallback: Fn): Fn {
  return (...args: unknown[]) => {
    calls.push({ fn: name, args });
    return (behaviour.get(name) ?? fallback)(...args);
  };
}
const callsOf = (fn: string) => calls.filter((c) => c.fn === fn);

const authState = {
  currentUser: null as null | { uid: string; email: string | null; displayName: string | null; emailVerified: boolean },
  languageCode: null as string | null,
  listeners: [] as ((u: unknown) => void)[],
};
const fakeAuth = {
  get currentUser() {
    return authState.currentUser;
  },
  set languageCode(v: string | null) {
    authState.languageCode = v;
  },
  get languageCode() {
    return authState.languageCode;
  },
  authStateReady: async () => {},
};

/** The SDK's popup resolver: on phones and Safari, Auth set up with it loads Google's sign-in frame at once. */
const popupResolver = { kind: 'browserPopupRedirectResolver' };

class GoogleAuthProvider {
  readonly providerId = 'google.com';
}
class FacebookAuthProvider {
  readonly providerId = 'facebook.com';
}

jest.unstable_mockModule('firebase/app', () => ({
  initializeApp: stub('initializeApp', () => ({ name: 'app' })),
}));
jest.unstable_mockModule('firebase/auth', () => ({
  GoogleAuthProvider,
  FacebookAuthProvider,
  getAuth: stub('getAuth', () => fakeAuth),
  initializeAuth: stub('initializeAuth', () => fakeAuth),
  indexedDBLocalPersistence: { type: 'LOCAL', kind: 'indexedDB' },
  browserLocalPersistence: { type: 'LOCAL', kind: 'localStorage' },
  browserSessionPersistence: { type: 'SESSION', kind: 'sessionStorage' },
  browserPopupRedirectResolver: popupResolver,

  connectAuthEmulator: stub('connectAuthEmulator', () => undefined),
  onAuthStateChanged: stub('onAuthStateChanged', (_a, cb) => {
    authState.listeners.push(cb as (u: unknown) => void);
    return () => {
      authState.listeners = authState.listeners.filter((l) => l !== cb);
    };
  }),
  signInWithEmailAndPassword: stub('signInWithEmailAndPassword', async () => ({ user: authState.currentUser })),
  createUserWithEmailAndPassword: stub('createUserWithEmailAndPassword', async () => ({ user: authState.currentUser })),
  updateProfile: stub('updateProfile', async () => undefined),
  sendEmailVerification: stub('sendEmailVerification', async () => undefined),
  sendPasswordResetEmail: stub('sendPasswordResetEmail', async () => undefined),
  signInWithPopup: stub('signInWithPopup', async () => ({ user: authState.currentUser })),
  getAdditionalUserInfo: stub('getAdditionalUserInfo', () => ({ isNewUser: true })),
  signOut: stub('signOut', async () => undefined),
}));
jest.unstable_mockModule('firebase/storage', () => ({
  getStorage: stub('getStorage', () => ({ kind: 'storage' })),
  connectStorageEmulator: stub('connectStorageEmulator', () => undefined),
  ref: stub('ref', (_s, path) => ({ fullPath: path })),
  uploadBytes: stub('uploadBytes', async () => ({})),
  getDownloadURL: stub('getDownloadURL', async (r) => `https://storage.example/${(r as { fullPath: string }).fullPath}?token=t`),
}));
const callable = stub('callable', async () => ({ data: { success: true, message: '已收到' } }));
jest.unstable_mockModule('firebase/functions', () => ({
  getFunctions: stub('getFunctions', () => ({ kind: 'functions' })),
  connectFunctionsEmulator: stub('connectFunctionsEmulator', () => undefined),
  httpsCallable: stub('httpsCallable', () => callable),
}));
const fakeDb = createFakeFirestore();
jest.unstable_mockModule('firebase/firestore', () => ({
  ...fakeDb.module,
  getFirestore: stub('getFirestore', () => ({ kind: 'firestore' })),
  connectFirestoreEmulator: stub('connectFirestoreEmulator', () => undefined),
}));

const { createFirebaseBackend, EMULATOR_PORTS, emulatorsOn } = await import('../../../adapters/firebase/createFirebaseBackend');

const CONFIG = {
  apiKey: 'k',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  storageBucket: 'demo.appspot.com',
  messagingSenderId: '1',
  appId: 'app',
};

async function codeOf(p: Promise<unknown>): Promise<ErrorCode> {
  try {
    await p;
  } catch (e) {
    expect(isDomainError(e)).toBe(true);
    return errorCodeOf(e);
  }
  throw new Error('expected a rejection');
}

function signedIn(uid: string | null) {
  authState.currentUser = uid ? { uid, email: `${uid}@example.com`, displayName: uid.toUpperCase(), emailVerified: false } : null;
}

beforeEach(() => {
  calls.length = 0;
  behaviour.clear();
  signedIn(null);
});

describe('createFirebaseBackend', () => {
  it('initialises the app with the config, zh-TW auth mails, and Functions in asia-east1; no emulator by default', async () => {
    const backend = await createFirebaseBackend(CONFIG);
    expect(callsOf('initializeApp')[0]?.args[0]).toEqual(CONFIG);
    expect(authState.languageCode).toBe('zh-TW');
    expect(calls.filter((c) => c.fn.startsWith('connect'))).toEqual([]);
    expect(Object.keys(backend).sort()).toEqual(
      ['admin', 'applications', 'auth', 'banners', 'blocks', 'chat', 'feedback', 'myData', 'notifications', 'projects', 'questionnaire', 'reports', 'resources', 'storage', 'users'].sort(),
    );
    // Storage and Functions load on first use, not at start: no screen's first download needs them.
    expect(callsOf('getFunctions')).toEqual([]);
    expect(callsOf('getStorage')).toEqual([]);
    await backend.feedback.submitFeedback({ name: '甲', email: '', message: '你好' });
    await backend.feedback.submitFeedback({ name: '甲', email: '', message: '再一次' });
    expect(callsOf('getFunctions')).toHaveLength(1);
    expect(callsOf('getFunctions')[0]?.args[1]).toBe('asia-east1');
    // submitFeedback is callable with the spec's 70 s timeout.
    expect(callsOf('httpsCallable')[0]?.args.slice(1)).toEqual(['submitFeedback', { timeout: 70_000 }]);
  });

  it('connects the emulators it is given (Storage and Functions on their first use)', async () => {
    const backend = await createFirebaseBackend(CONFIG, {
      appName: 'x',
      emulators: {
        auth: 'http://127.0.0.1:9099',
        firestore: { host: '127.0.0.1', port: 8080 },
        storage: { host: '127.0.0.1', port: 9199 },
        functions: { host: '127.0.0.1', port: 5001 },
      },
    });
    expect(callsOf('initializeApp')[0]?.args[1]).toBe('x');
    expect(callsOf('connectAuthEmulator')[0]?.args.slice(1)).toEqual(['http://127.0.0.1:9099', { disableWarnings: true }]);
    expect(callsOf('connectFirestoreEmulator')[0]?.args.slice(1)).toEqual(['127.0.0.1', 8080]);
    expect(callsOf('connectStorageEmulator')).toEqual([]);
    signedIn('me');
    await backend.storage.uploadAvatar({ name: 'a.png', type: 'image/png', size: 1024, data: new Blob([new Uint8Array(1)]) });
    await backend.feedback.submitFeedback({ name: '甲', email: '', message: '你好' });
    expect(callsOf('connectStorageEmulator')[0]?.args.slice(1)).toEqual(['127.0.0.1', 9199]);
    expect(callsOf('connectFunctionsEmulator')[0]?.args.slice(1)).toEqual(['127.0.0.1', 5001]);
  });

  it("a build's emulator host reaches every emulator at firebase.json's ports", () => {
    const json = JSON.parse(readFileSync(join(process.cwd(), 'adapters/firebase/firebase.json'), 'utf8')) as {
      emulators: Record<string, { port: number }>;
    };
    const ports = Object.fromEntries(Object.keys(EMULATOR_PORTS).map((name) => [name, json.emulators[name]?.port]));
    expect(ports).toEqual(EMULATOR_PORTS);
    expect(emulatorsOn('10.0.0.2')).toEqual({
      auth: `http://10.0.0.2:${json.emulators.auth?.port}`,
      firestore: { host: '10.0.0.2', port: json.emulators.firestore?.port },
      storage: { host: '10.0.0.2', port: json.emulators.storage?.port },
      functions: { host: '10.0.0.2', port: json.emulators.functions?.port },
    });
  });
});

describe('AuthProvider on firebase/auth', () => {
  it('register creates the account and sets the display name', async () => {
    const { auth } = await createFirebaseBackend(CONFIG);
    behaviour.set('createUserWithEmailAndPassword', async () => {
      signedIn('new');
      return { user: authState.currentUser };
    });
    const s = await auth.register({ name: '王小明', email: 'a@example.com', password: 'secret-1' });
    expect(callsOf('createUserWithEmailAndPassword')[0]?.args.slice(1)).toEqual(['a@example.com', 'secret-1']);
    expect(callsOf('updateProfile')[0]?.args[1]).toEqual({ displayName: '王小明' });
    expect(s).toEqual({ uid: 'new', email: 'new@example.com', displayName: '王小明', emailVerified: false });
  });

  it('maps the spec’s auth errors (spec 8)', async () => {
    const { auth } = await createFirebaseBackend(CONFIG);
    const cases: [string, ErrorCode][] = [
      ['auth/email-already-in-use', 'auth/email-already-in-use'],
      ['auth/invalid-credential', 'auth/invalid-credential'],
      ['auth/wrong-password', 'auth/invalid-credential'],
      ['auth/user-not-found', 'auth/user-not-found'],
      ['auth/too-many-requests', 'resource-exhausted'],
      ['auth/network-request-failed', 'unavailable'],
    ];
    for (const [firebaseCode, domain] of cases) {
      behaviour.set('signInWithEmailAndPassword', async () => {
        throw firebaseError(firebaseCode);
      });
      expect(await codeOf(auth.signIn('a@example.com', 'x'))).toBe(domain);
    }
  });

  it("starts Auth without the popup's resolver unless asked, so a member's pages never wait for Google's sign-in frame", async () => {
    await createFirebaseBackend(CONFIG, { popup: false });
    await createFirebaseBackend(CONFIG, { popup: true });
    expect(callsOf('getAuth')).toEqual([]);
    const [member, visitor] = callsOf('initializeAuth').map((c) => c.args[1] as Record<string, unknown>);
    expect(member?.popupRedirectResolver).toBeUndefined();
    expect(visitor?.popupRedirectResolver).toBe(popupResolver);
    // getAuth's own persistence, in its order: IndexedDB, then localStorage, then sessionStorage.
    for (const options of [member, visitor])
      expect((options?.persistence as { kind: string }[]).map((p) => p.kind)).toEqual(['indexedDB', 'localStorage', 'sessionStorage']);
  });

  it('popup sign-in uses the chosen provider and reports a new user; a closed popup is auth/popup-closed', async () => {
    const { auth } = await createFirebaseBackend(CONFIG);
    signedIn('g1');
    const s = await auth.signInWithProvider('google');
    expect(callsOf('signInWithPopup')[0]?.args[1]).toBeInstanceOf(GoogleAuthProvider);
    expect(callsOf('signInWithPopup')[0]?.args[2]).toBe(popupResolver);
    expect(s).toMatchObject({ uid: 'g1', isNewUser: true });
    await auth.signInWithProvider('facebook');
    expect(callsOf('signInWithPopup')[1]?.args[1]).toBeInstanceOf(FacebookAuthProvider);
    behaviour.set('signInWithPopup', async () => {
      throw firebaseError('auth/popup-closed-by-user');
    });
    expect(await codeOf(auth.signInWithProvider('google'))).toBe('auth/popup-closed');
    behaviour.set('signInWithPopup', async () => {
      throw firebaseError('auth/account-exists-with-different-credential');
    });
    expect(await codeOf(auth.signInWithProvider('facebook'))).toBe('auth/account-exists-with-different-credential');
  });

  it('password reset: malformed address refused locally, unknown address silent, others mapped', async () => {
    const { auth } = await createFirebaseBackend(CONFIG);
    expect(await codeOf(auth.sendPasswordReset('no-at-sign'))).toBe('auth/invalid-email');
    expect(callsOf('sendPasswordResetEmail')).toEqual([]);
    behaviour.set('sendPasswordResetEmail', async () => {
      throw firebaseError('auth/user-not-found');
    });
    await expect(auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    behaviour.set('sendPasswordResetEmail', async () => {
      throw firebaseError('auth/too-many-requests');
    });
    expect(await codeOf(auth.sendPasswordReset('a@example.com'))).toBe('resource-exhausted');
    expect(await codeOf(auth.sendVerificationEmail())).toBe('auth/not-signed-in');
  });

  it('watchSession calls back at once, then only on real changes, never after unsubscribe', async () => {
    const { auth } = await createFirebaseBackend(CONFIG);
    const seen: (string | null)[] = [];
    const stop = auth.watchSession((s) => seen.push(s?.uid ?? null));
    expect(seen).toEqual([null]);
    const emit = () => authState.listeners.forEach((l) => l(authState.currentUser));
    emit(); // the SDK's own first call: same value, not repeated
    signedIn('u1');
    emit();
    emit(); // token refresh: same session
    signedIn(null);
    emit();
    stop();
    signedIn('u2');
    emit();
    expect(seen).toEqual([null, 'u1', null]);
  });
});

describe('FileStorage on firebase/storage', () => {
  const png = (size: number, type = 'image/png', name = 'a.png') => ({ name, type, size, data: new Blob([new Uint8Array(1)]) });

  it('uploads the avatar to avatars/{uid} with its content type and returns the download URL', async () => {
    const { storage } = await createFirebaseBackend(CONFIG);
    signedIn('me');
    const url = await storage.uploadAvatar(png(1024));
    expect(callsOf('ref')[0]?.args[1]).toBe('avatars/me');
    expect(callsOf('uploadBytes')[0]?.args[2]).toEqual({ contentType: 'image/png' });
    expect(url).toBe('https://storage.example/avatars/me?token=t');
  });

  it('refuses a large or non-JPG/PNG avatar before uploading; storage refusals are permission-denied', async () => {
    const { storage } = await createFirebaseBackend(CONFIG);
    signedIn('me');
    const big = await storage.uploadAvatar(png(1024 * 1024 + 1)).catch((e: unknown) => e);
    expect((big as { details: string[] }).details).toEqual(['avatar_too_large']);
    const gif = await storage.uploadAvatar(png(10, 'image/gif', 'a.gif')).catch((e: unknown) => e);
    expect((gif as { details: string[] }).details).toEqual(['avatar_bad_type']);
    expect(callsOf('uploadBytes')).toEqual([]);
    behaviour.set('uploadBytes', async () => {
      throw firebaseError('storage/unauthorized');
    });
    expect(await codeOf(storage.uploadAvatar(png(10)))).toBe('permission-denied');
    signedIn(null);
    expect(await codeOf(storage.uploadAvatar(png(10)))).toBe('auth/not-signed-in');
  });

  it('uploads banner images to banners/{timestamp}_{filename}', async () => {
    const { storage } = await createFirebaseBackend(CONFIG);
    signedIn('admin');
    const before = Date.now();
    await storage.uploadBannerImage(png(2 * 1024 * 1024, 'image/jpeg', '活動 banner.jpg'));
    const path = callsOf('ref')[0]?.args[1] as string;
    const match = /^banners\/(\d+)_活動 banner\.jpg$/.exec(path);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    await storage.uploadBannerImage(png(10, 'image/png', '../../evil.png'));
    expect(callsOf('ref')[1]?.args[1]).toMatch(/^banners\/\d+_\.\._\.\._evil\.png$/);
  });
});

describe('FeedbackService on firebase/functions', () => {
  it('calls submitFeedback with { name, email, message } and answers { success, message }', async () => {
    const { feedback } = await createFirebaseBackend(CONFIG);
    const r = await feedback.submitFeedback({ name: '王', email: '', message: '你好' });
    expect(callsOf('callable')[0]?.args[0]).toEqual({ name: '王', email: '', message: '你好' });
    expect(r).toEqual({ success: true, message: '已收到' });
  });

  it('maps callable errors (functions/…) to domain codes', async () => {
    const { feedback } = await createFirebaseBackend(CONFIG);
    for (const [code, domain] of [
      ['functions/deadline-exceeded', 'deadline-exceeded'],
      ['functions/unavailable', 'unavailable'],
      ['functions/internal', 'unknown'],
      ['functions/invalid-argument', 'invalid-argument'],
    ] as const) {
      behaviour.set('callable', async () => {
        throw firebaseError(code);
      });
      expect(await codeOf(feedback.submitFeedback({ name: '王', email: '', message: '你好' }))).toBe(domain);
    }
  });
});
