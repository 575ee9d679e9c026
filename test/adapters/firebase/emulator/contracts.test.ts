/**
 * Every shared contract suite (test/contract) against the Firebase backend on the full emulator
 * suite: Auth, Firestore (with firestore.rules), Storage (storage.rules) and Functions (the
 * triggers of adapters/firebase/functions). Needs the Firestore and Storage emulators (Java 21
 * and a download): started by `bash test/adapters/firebase/run-emulators.sh --all` where they can
 * run. Skipped here, and says so.
 */
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as RulesUnitTesting from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type * as FirestoreSdk from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describeAllContracts } from '../../../contract';
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS, type ContractHarness } from '../../../contract/harness';
import { createFirebaseBackend } from '../../../../adapters/firebase/createFirebaseBackend';

const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const FUNCTIONS = process.env.FIREBASE_FUNCTIONS_EMULATOR;
const PROJECT_ID = 'demo-cofounder';
const running = !!(AUTH && FIRESTORE && STORAGE && FUNCTIONS);

/** How long the harness waits for triggers (message, application, scoring) to settle. */
const SETTLE_MS = 1500;

const hostPort = (v: string) => {
  const [host, port] = v.split(':');
  return { host: host ?? '127.0.0.1', port: Number(port) };
};

let env: RulesTestEnvironment | null = null;
let fs: typeof FirestoreSdk;
let apps = 0;

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
  return {
    async newClient() {
      apps += 1;
      return createFirebaseBackend(
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
          emulators: { auth: `http://${AUTH}`, firestore: hostPort(FIRESTORE!), storage: hostPort(STORAGE!), functions: hostPort(FUNCTIONS!) },
        },
      );
    },
    promoteToAdmin: (uid) => privileged((db) => fs.updateDoc(fs.doc(db, `users/${uid}`), { isAdmin: true })),
    async settle() {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
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
  describeAllContracts('firebase (emulators)', makeFirebaseHarness);
  afterAll(async () => env?.cleanup());
} else {
  // Written straight to stderr: jest drops console output of fully skipped files.
  process.stderr.write(
    'SKIPPED shared contract suites on Firebase: they need the Firestore and Storage emulators ' +
      '(Java 21 and a download, not possible on this machine). Where they can run: ' +
      '`bash test/adapters/firebase/run-emulators.sh --all`.\n',
  );
  describe.skip('needs the Firestore and Storage emulators', () => describeAllContracts('firebase (emulators)', makeFirebaseHarness));
}
