/**
 * The callable deleteMyAccount on the Auth, Functions and Firestore emulators (started by
 * test/adapters/firebase/run-emulators.sh): it acts on the caller only, whatever the request
 * names, and refuses visitors and a missing confirmation word.
 */
import { jest } from '@jest/globals';
import { httpsCallable } from 'firebase/functions';
import { ACCOUNT_DELETION_WORD } from '../../../../core/domain';
import { backendFrom, firebaseServices } from '../../../../adapters/firebase/createFirebaseBackend';
import { DELETE_ACCOUNT_FUNCTION } from '../../../../adapters/firebase/ports/myData';
import { authRecordsNaming } from '../support/recordsNaming';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FUNCTIONS_HOST = process.env.FIREBASE_FUNCTIONS_EMULATOR;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT_ID = 'demo-cofounder';
const running = !!AUTH_HOST && !!FUNCTIONS_HOST && !!FIRESTORE_HOST;

if (!running) {
  const why = 'deleteMyAccount emulator suite: the Auth, Functions and Firestore emulators are not running in this process.';
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error(`${why} REQUIRE_EMULATORS=1 asks for them.`);
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\`.\n`);
}

const describeEmulators = running ? describe : describe.skip;
jest.setTimeout(60_000);

let apps = 0;
function newClient() {
  const [fnHost, fnPort] = (FUNCTIONS_HOST ?? '127.0.0.1:5001').split(':');
  const [fsHost, fsPort] = (FIRESTORE_HOST ?? '127.0.0.1:8080').split(':');
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
      appName: `delete-account-${apps}`,
      emulators: {
        auth: `http://${AUTH_HOST}`,
        firestore: { host: fsHost ?? '127.0.0.1', port: Number(fsPort ?? 8080) },
        functions: { host: fnHost ?? '127.0.0.1', port: Number(fnPort ?? 5001) },
      },
    },
  );
  return { backend: backendFrom(services), services };
}

async function member(name: string) {
  const client = newClient();
  const email = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const session = await client.backend.auth.register({ name, email, password: 'secret-123' });
  await client.backend.users.createUser(session.uid, name, { email, phone: '' });
  return { ...client, uid: session.uid };
}

async function callableCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return String((e as { code?: unknown }).code);
  }
  return 'resolved';
}

describeEmulators('deleteMyAccount (Functions emulator)', () => {
  it('deletes the caller only, whoever the request names', async () => {
    const a = await member('甲');
    const b = await member('乙');
    const { sdk, functions } = await b.services.functions();
    const call = sdk.httpsCallable(functions, DELETE_ACCOUNT_FUNCTION);
    await call({ confirmation: ACCOUNT_DELETION_WORD, uid: a.uid });
    expect(await authRecordsNaming(AUTH_HOST!, PROJECT_ID, a.uid)).toHaveLength(1);
    expect(await authRecordsNaming(AUTH_HOST!, PROJECT_ID, b.uid)).toEqual([]);
    expect(await a.backend.myData.readProfile()).toMatchObject({ uid: a.uid, name: '甲' });
  });

  it('refuses a visitor and a missing word, and deletes nothing then', async () => {
    const a = await member('丙');
    const visitor = newClient();
    const { functions } = await visitor.services.functions();
    expect(await callableCode(httpsCallable(functions, DELETE_ACCOUNT_FUNCTION)({ confirmation: ACCOUNT_DELETION_WORD }))).toBe(
      'functions/unauthenticated',
    );
    const own = await a.services.functions();
    expect(await callableCode(httpsCallable(own.functions, DELETE_ACCOUNT_FUNCTION)({ confirmation: 'delete' }))).toBe(
      'functions/invalid-argument',
    );
    expect(await callableCode(httpsCallable(own.functions, DELETE_ACCOUNT_FUNCTION)({}))).toBe('functions/invalid-argument');
    expect(await a.backend.myData.readProfile()).toMatchObject({ uid: a.uid });
    expect(await authRecordsNaming(AUTH_HOST!, PROJECT_ID, a.uid)).toHaveLength(1);
  });
});
