/**
 * The Firebase backend: every port of core/ports on the modular firebase SDK (12.19.0).
 * Loaded by src/loadBackend.ts with a dynamic import() when APP_BACKEND=firebase, so neither
 * Supabase nor the demo data reach that bundle.
 *
 * What runs on Firebase's side lives beside this file: firestore.rules, storage.rules,
 * firestore.indexes.json and functions/ (submitFeedback and the triggers around serverEffects/).
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { LIMITS } from '../../core/constants';
import type { Backend } from '../../core/ports';
import { createAdminGateway } from './ports/admin';
import { createMyDataGateway } from './ports/myData';
import { createAuthProvider } from './ports/auth';
import { createChatGateway, createNotificationRepository } from './ports/chat';
import { createBlockRepository } from './ports/blocks';
import { createBannerRepository, createResourceRepository } from './ports/content';
import { lazyService, type FirebaseServices } from './ports/context';
import { hasKeptUser, keptUserKey } from './keptUser';
import { createFeedbackService } from './ports/feedback';
import { createApplicationRepository, createProjectRepository } from './ports/projects';
import { createQuestionnaireRepository } from './ports/questionnaire';
import { createReportRepository } from './ports/reports';
import { createFileStorage } from './ports/storage';
import { createUserRepository } from './ports/users';

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface HostPort {
  host: string;
  port: number;
}

/** Local emulators (tests and development); production leaves this out. */
export interface FirebaseEmulators {
  /** e.g. http://127.0.0.1:9099 */
  auth?: string;
  firestore?: HostPort;
  storage?: HostPort;
  functions?: HostPort;
}

/**
 * The emulators' ports, as firebase.json's "emulators" section sets them (a test keeps the two
 * equal): what `firebase emulators:start` listens on, for a build made with FIREBASE_EMULATORS.
 */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 } as const;

/** Every emulator on one host, at EMULATOR_PORTS. */
export function emulatorsOn(host: string): FirebaseEmulators {
  return {
    auth: `http://${host}:${EMULATOR_PORTS.auth}`,
    firestore: { host, port: EMULATOR_PORTS.firestore },
    storage: { host, port: EMULATOR_PORTS.storage },
    functions: { host, port: EMULATOR_PORTS.functions },
  };
}

export interface FirebaseBackendOptions {
  emulators?: FirebaseEmulators;
  /** A named app, so tests can start several backends in one process. */
  appName?: string;
  /**
   * Ready the Google and Facebook popup as Auth starts. On phones and Safari this loads Google's
   * sign-in frame at once, and Auth holds the session back until it has: a popup opened after a
   * wait for it is blocked there. Default: in a browser, when Auth keeps no signed-in user (a
   * visitor, who may sign in with it); a member's pages do not wait for it. A member who signs
   * out and then picks Google or Facebook waits for the frame once, at that tap.
   */
  popup?: boolean;
}

/** The region of every Cloud Function (spec 9). */
export const FUNCTIONS_REGION = LIMITS.FEEDBACK_REGION;

export function firebaseServices(config: FirebaseConfig, options: FirebaseBackendOptions = {}): FirebaseServices {
  const app = initializeApp(config satisfies FirebaseOptions, options.appName);
  // getAuth's browser setup, with the popup's resolver only for a visitor (options.popup).
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    popupRedirectResolver: options.popup ? browserPopupRedirectResolver : undefined,
  });
  auth.languageCode = 'zh-TW';
  const db = getFirestore(app);
  const emulators = options.emulators;
  if (emulators?.auth) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  if (emulators?.firestore) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  // Storage and Functions load on first use (uploads; the callables): see LazyService.
  const storage = lazyService(async () => {
    const sdk = await import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage');
    const instance = sdk.getStorage(app);
    if (emulators?.storage) sdk.connectStorageEmulator(instance, emulators.storage.host, emulators.storage.port);
    return { sdk, storage: instance };
  });
  const functions = lazyService(async () => {
    const sdk = await import(/* webpackChunkName: "firebase-functions" */ 'firebase/functions');
    const instance = sdk.getFunctions(app, FUNCTIONS_REGION);
    if (emulators?.functions) sdk.connectFunctionsEmulator(instance, emulators.functions.host, emulators.functions.port);
    return { sdk, functions: instance };
  });
  return { auth, db, storage, functions };
}

export function backendFrom(services: FirebaseServices): Backend {
  return {
    auth: createAuthProvider(services),
    users: createUserRepository(services),
    projects: createProjectRepository(services),
    applications: createApplicationRepository(services),
    chat: createChatGateway(services),
    blocks: createBlockRepository(services),
    notifications: createNotificationRepository(services),
    banners: createBannerRepository(services),
    resources: createResourceRepository(services),
    questionnaire: createQuestionnaireRepository(services),
    storage: createFileStorage(services),
    feedback: createFeedbackService(services),
    admin: createAdminGateway(services),
    reports: createReportRepository(services),
    myData: createMyDataGateway(services),
  };
}

/** Resolves once the persisted session (if any) is restored, so currentSession() is right. */
export async function createFirebaseBackend(config: FirebaseConfig, options: FirebaseBackendOptions = {}): Promise<Backend> {
  const popup = options.popup ?? (typeof window !== 'undefined' && !(await hasKeptUser(keptUserKey(config.apiKey, options.appName))));
  const services = firebaseServices(config, { ...options, popup });
  await services.auth.authStateReady();
  return backendFrom(services);
}
