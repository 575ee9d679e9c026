/**
 * The shared AuthProvider contract (test/contract/auth.contract.ts) against the real Firebase
 * Auth emulator alone, with a harness that has no database (contracts.test.ts runs it again with
 * everything). Started by run-emulators.sh; skipped (and said so) in a plain `npm run jest`.
 */
import { describeAuthContract } from '../../../contract/auth.contract';
import type { ContractHarness } from '../../../contract/harness';
import { createFirebaseBackend } from '../../../../adapters/firebase/createFirebaseBackend';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const running = !!AUTH_HOST;

let apps = 0;

function authOnlyHarness(): ContractHarness {
  const unsupported = (what: string) => async (): Promise<never> => {
    throw new Error(`${what} needs the Firestore emulator, which is not running here`);
  };
  return {
    recordsNaming: unsupported('recordsNaming'),
    photoUrlOf: unsupported('photoUrlOf'),
    async newClient() {
      apps += 1;
      return createFirebaseBackend(
        {
          apiKey: 'demo-api-key',
          authDomain: 'demo-cofounder.firebaseapp.com',
          projectId: 'demo-cofounder',
          storageBucket: 'demo-cofounder.appspot.com',
          messagingSenderId: '0',
          appId: '1:0:web:0',
        },
        { appName: `auth-contract-${apps}`, emulators: { auth: `http://${AUTH_HOST}` } },
      );
    },
    promoteToAdmin: unsupported('promoteToAdmin'),
    setLastActive: unsupported('setLastActive'),
    seedActiveQuestionnaire: unsupported('seedActiveQuestionnaire'),
    async settle() {
      await new Promise((r) => setTimeout(r, 50));
    },
  };
}

if (running) {
  describeAuthContract('firebase (Auth emulator)', async () => authOnlyHarness());
} else {
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error('AuthProvider contract on Firebase: no Auth emulator, and REQUIRE_EMULATORS=1 asks for it.');
  // Written straight to stderr: jest drops console output of fully skipped files.
  process.stderr.write(
    'SKIPPED AuthProvider contract on Firebase: the Auth emulator is not running in this process. ' +
      'Run `bash test/adapters/firebase/run-emulators.sh`.' + '\n',
  );
  describe.skip('needs the Auth emulator', () => describeAuthContract('firebase (Auth emulator)', async () => authOnlyHarness()));
}
