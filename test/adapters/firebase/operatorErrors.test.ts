/**
 * The operator's commands (npm run firebase:make-admin, firebase:seed, firebase:backfill) say in
 * one line what to fix when the Admin SDK fails: the errors here are shaped as firebase-admin,
 * google-auth-library, Firestore's gRPC client and Node throw them.
 */
import { explainFailure, OperatorError } from '../../../adapters/firebase/functions/operator/operatorErrors';

const sdkError = (code: string | number, message: string, cause?: unknown) =>
  Object.assign(new Error(message), { code, ...(cause ? { cause } : {}) });

const project = { GOOGLE_CLOUD_PROJECT: 'co-tw' };

describe('explainFailure', () => {
  test('says the command’s own refusals as they are', () => {
    const noMember = new OperatorError('No member is registered with a@b.tw: register in the app first.');
    expect(explainFailure(noMember, project)).toBe(noMember.message);
    const noProject = new OperatorError('Set GOOGLE_CLOUD_PROJECT to the Firebase project id.');
    expect(explainFailure(noProject, {})).toBe(noProject.message);
  });

  test('names the credential variable when there are no credentials, or the key is not usable', () => {
    const noDefault = new Error(
      'Could not load the default credentials. Browse to the authentication guide for more information.',
    );
    const wrapped = sdkError(
      'app/invalid-credential',
      'Credential implementation provided to initializeApp() via the "credential" property failed to fetch a valid Google OAuth2 access token with the following error: "Could not load the default credentials."',
    );
    for (const error of [
      noDefault,
      wrapped,
      sdkError(16, '16 UNAUTHENTICATED: Request had invalid authentication credentials.'),
    ]) {
      expect(explainFailure(error, project)).toMatch(
        /^No credentials for project co-tw: set GOOGLE_APPLICATION_CREDENTIALS to the path of a service account key/,
      );
    }
    const badKey = sdkError(
      'app/invalid-credential',
      "Failed to parse service account json file: Error: ENOENT: no such file or directory, open '/keys/co-tw.json'",
    );
    expect(explainFailure(badKey, { ...project, GOOGLE_APPLICATION_CREDENTIALS: '/keys/co-tw.json' })).toMatch(
      /^GOOGLE_APPLICATION_CREDENTIALS \(\/keys\/co-tw\.json\) is not a usable service account key of project co-tw/,
    );
  });

  test('tells a permission refusal from missing credentials', () => {
    for (const error of [
      sdkError(
        'auth/insufficient-permission',
        'Credential implementation provided to initializeApp() via the "credential" property has insufficient permission to access the requested resource.',
      ),
      sdkError(7, '7 PERMISSION_DENIED: Missing or insufficient permissions.'),
      sdkError('auth/project-not-found', 'No Firebase project was found for the provided credential.'),
    ]) {
      expect(explainFailure(error, project)).toMatch(
        /^The credentials may not change project co-tw: GOOGLE_CLOUD_PROJECT must name/,
      );
    }
  });

  test('tells a network failure from a bad key, also when the SDK wraps it as a credential error', () => {
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND the-token-server'), { code: 'ENOTFOUND' });
    for (const error of [
      sdkError(
        'app/invalid-credential',
        'Credential implementation provided to initializeApp() via the "credential" property failed to fetch a valid Google OAuth2 access token with the following error: "getaddrinfo ENOTFOUND the-token-server".',
        dns,
      ),
      sdkError('app/network-error', 'Error while making request: connect ECONNREFUSED. Error code: ECONNREFUSED'),
      sdkError(14, '14 UNAVAILABLE: No connection established.'),
      dns,
    ]) {
      expect(explainFailure(error, project)).toMatch(/^Google’s servers could not be reached from this machine/);
    }
    const emulators = { ...project, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(explainFailure(sdkError(14, '14 UNAVAILABLE: No connection established.'), emulators)).toMatch(
      /^The emulators at 127\.0\.0\.1:8080 do not answer/,
    );
  });

  test('gives anything else as the first line of its message, never a stack', () => {
    const error = sdkError('auth/internal-error', 'An internal error has occurred.\n    at somewhere (file.js:1:1)');
    expect(explainFailure(error, project)).toBe('An internal error has occurred.');
  });
});
