/**
 * The Admin SDK for the operator's commands (README "Operator: deploy"): the project from
 * GOOGLE_CLOUD_PROJECT (or GCLOUD_PROJECT), credentials from Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS naming a service account key, or `gcloud auth
 * application-default login`). With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set,
 * the same commands run against the emulators, as CI runs them.
 */
import { initializeApp, type App } from 'firebase-admin/app';
import { explainFailure, OperatorError } from './operatorErrors';

export function operatorApp(): App {
  const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!projectId) {
    throw new OperatorError(
      'Set GOOGLE_CLOUD_PROJECT to the Firebase project id (and GOOGLE_APPLICATION_CREDENTIALS to a service account key).',
    );
  }
  return initializeApp({ projectId });
}

/**
 * Runs an operator command: its result on stdout, a failure as one line on stderr (what to fix,
 * operatorErrors.ts) and exit code 1.
 */
export function runCommand(command: () => Promise<string>): void {
  command().then(
    (done) => console.log(done),
    (error: unknown) => {
      console.error(explainFailure(error, process.env));
      process.exitCode = 1;
    },
  );
}
