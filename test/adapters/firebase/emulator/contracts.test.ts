/**
 * Every shared contract suite (test/contract) against the Firebase backend on the emulators:
 * Auth, Firestore (with firestore.rules) and Functions (the triggers of
 * adapters/firebase/functions), through the real `firebase` SDK. Started by
 * `bash test/adapters/firebase/run-emulators.sh` (CI runs it on every run, with
 * REQUIRE_EMULATORS=1: a missing emulator fails the run instead of skipping it). The file-storage
 * contract also needs the Storage emulator, which cannot run on these machines (its rules runtime
 * is a download): without FIREBASE_STORAGE_EMULATOR_HOST only that contract is left out, and this
 * file says so.
 */
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type * as RulesUnitTesting from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type * as FirestoreSdk from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { ALL_CONTRACTS, describeAllContracts, describeMyDataFilesContract, describeStorageContract } from '../../../contract';
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS, type ContractHarness } from '../../../contract/harness';
import { imageFile } from '../../../contract/helpers';
import { backendFrom, firebaseServices } from '../../../../adapters/firebase/createFirebaseBackend';
import { functionsLog } from '../support/functionsLog';
import { authRecordsNaming, firestoreRecordsNaming } from '../support/recordsNaming';

const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const FUNCTIONS = process.env.FIREBASE_FUNCTIONS_EMULATOR;
const PROJECT_ID = 'demo-cofounder';
const running = !!(AUTH && FIRESTORE && FUNCTIONS);

/**
 * The harness waits for the triggers (message, application, scoring) by the Functions emulator's
 * output when run-emulators.sh keeps it; run by hand without it, for a fixed while.
 */
const LOG = process.env.FIREBASE_EMULATOR_LOG;
const functions = LOG ? functionsLog(LOG) : null;
const SETTLE_MS = 1500;

const hostPort = (v: string) => {
  const [host, port] = v.split(':');
  return { host: host ?? '127.0.0.1', port: Number(port) };
};

let env: RulesTestEnvironment | null = null;
let fs: typeof FirestoreSdk;
let apps = 0;

if (!running) {
  const why = 'shared contract suites on Firebase: the Auth, Functions and Firestore emulators are not running in this process.';
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error(`${why} REQUIRE_EMULATORS=1 asks for them.`);
  // Written straight to stderr: jest drops console output of fully skipped files.
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\`.\n`);
} else if (!STORAGE) {
  process.stderr.write(
    'SKIPPED the FileStorage contract on Firebase: no Storage emulator (its rules runtime is a download these machines cannot make). ' +
      'Every other contract runs.\n',
  );
}

async function makeFirebaseHarness(): Promise<ContractHarness> {
  if (!env) {
    const rut: typeof RulesUnitTesting = await import('@firebase/rules-unit-testing');
    fs = await import('firebase/firestore');
    env = await rut.initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(join(process.cwd(), 'adapters/firebase/firestore.rules'), 'utf8') },
    });
  }
  const testEnv = env;
  // A harness starts empty: no accounts, no documents.
  await testEnv.clearFirestore();
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  const privileged = (write: (db: Firestore) => Promise<void>) =>
    testEnv.withSecurityRulesDisabled(async (ctx) => write(ctx.firestore() as unknown as Firestore));
  // Each client's Firestore, closed after the test so no listener or stream outlives it.
  const opened: Firestore[] = [];
  return {
    async newClient() {
      apps += 1;
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
          appName: `contract-${apps}`,
          emulators: {
            auth: `http://${AUTH}`,
            firestore: hostPort(FIRESTORE!),
            functions: hostPort(FUNCTIONS!),
            ...(STORAGE ? { storage: hostPort(STORAGE) } : {}),
          },
        },
      );
      opened.push(services.db);
      await services.auth.authStateReady();
      return backendFrom(services);
    },
    async dispose() {
      await Promise.all(opened.map((db) => fs.terminate(db)));
    },
    // Without the Storage emulator, the address Storage's getDownloadURL gives for avatars/{uid}.
    photoUrlOf: async (member) =>
      STORAGE
        ? member.client.storage.uploadAvatar(imageFile())
        : `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/avatars%2F${member.uid}?alt=media&token=${randomUUID()}`,
    async recordsNaming(uid) {
      return [...(await firestoreRecordsNaming(FIRESTORE!, PROJECT_ID, uid)), ...(await authRecordsNaming(AUTH!, PROJECT_ID, uid))];
    },
    promoteToAdmin: (uid) => privileged((db) => fs.updateDoc(fs.doc(db, `users/${uid}`), { isAdmin: true })),
    setLastActive: (uid, at) =>
      privileged((db) => fs.updateDoc(fs.doc(db, `users/${uid}`), { lastActiveAt: fs.Timestamp.fromMillis(at) })),
    async settle() {
      if (functions) await functions.settled();
      else await new Promise((r) => setTimeout(r, SETTLE_MS));
    },
    async seedActiveQuestionnaire() {
      const id = 'contract-questionnaire';
      await privileged(async (db) => {
        await fs.setDoc(fs.doc(db, `questionnaires/${id}`), { ...CONTRACT_QUESTIONNAIRE, isActive: true });
        let n = 0;
        for (const q of CONTRACT_QUESTIONS) {
          n += 1;
          await fs.setDoc(fs.doc(db, `questions/${id}-q${n}`), { ...q, questionnaireId: id });
        }
      });
      return id;
    },
  };
}

if (running) {
  jest.setTimeout(30_000);
  for (const describeContract of ALL_CONTRACTS) {
    const needsStorage = describeContract === describeStorageContract || describeContract === describeMyDataFilesContract;
    if (!needsStorage || STORAGE) describeContract('firebase (emulators)', makeFirebaseHarness);
  }
  afterAll(async () => env?.cleanup());
} else {
  describe.skip('needs the Auth, Functions and Firestore emulators', () => describeAllContracts('firebase (emulators)', makeFirebaseHarness));
}
