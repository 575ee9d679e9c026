/**
 * Why an operator's command failed, as one line that names what to fix: the Admin SDK's own
 * errors name an OAuth token or a gRPC status, not the variable the operator has to set.
 */

/** A failure the command itself names, in words already meant for the operator. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** Node's codes for an address that does not answer or cannot be found. */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** gRPC statuses (Firestore): 7 PERMISSION_DENIED, 16 UNAUTHENTICATED, 14 UNAVAILABLE, 4 DEADLINE_EXCEEDED. */
const GRPC = { permissionDenied: 7, unauthenticated: 16, unavailable: 14, deadlineExceeded: 4 } as const;

type Cause = 'credentials' | 'permission' | 'network' | 'other';

/**
 * Permission before network before credentials: the SDK wraps a failed token request in
 * app/invalid-credential whether the key is bad or the token server did not answer.
 */
function causeOf(error: unknown): Cause {
  if (error instanceof OperatorError) return 'other';
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (
    ['auth/insufficient-permission', 'auth/project-not-found', GRPC.permissionDenied].some((c) => c === code) ||
    /PERMISSION_DENIED|insufficient permission/i.test(text)
  )
    return 'permission';
  if (
    [GRPC.unavailable, GRPC.deadlineExceeded, 'app/network-error', 'app/network-timeout'].some((c) => c === code) ||
    [code, causeCode].some((c) => typeof c === 'string' && NETWORK_CODES.has(c)) ||
    [...NETWORK_CODES].some((c) => text.includes(c))
  )
    return 'network';
  if (
    code === 'app/invalid-credential' ||
    code === GRPC.unauthenticated ||
    /default credentials|invalid_grant|invalid_client|service account/i.test(text)
  )
    return 'credentials';
  return 'other';
}

/** The first line of the SDK's message, for the operator who wants the detail. */
function detail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim();
}

export function explainFailure(error: unknown, env: Record<string, string | undefined>): string {
  const project = env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT ?? '';
  const emulators = [env.FIREBASE_AUTH_EMULATOR_HOST, env.FIRESTORE_EMULATOR_HOST].filter(Boolean).join(', ');
  switch (causeOf(error)) {
    case 'credentials':
      return env.GOOGLE_APPLICATION_CREDENTIALS
        ? `GOOGLE_APPLICATION_CREDENTIALS (${env.GOOGLE_APPLICATION_CREDENTIALS}) is not a usable service account key of project ${project}: generate a new one in the Firebase console (Project settings → Service accounts). (${detail(error)})`
        : `No credentials for project ${project}: set GOOGLE_APPLICATION_CREDENTIALS to the path of a service account key (Firebase console → Project settings → Service accounts), or run \`gcloud auth application-default login\`. (${detail(error)})`;
    case 'permission':
      return `The credentials may not change project ${project}: GOOGLE_CLOUD_PROJECT must name the project the service account key belongs to, and the account needs its Firebase Admin role. (${detail(error)})`;
    case 'network':
      return emulators
        ? `The emulators at ${emulators} do not answer: start them, or unset FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST to reach the project. (${detail(error)})`
        : `Google’s servers could not be reached from this machine: check its network connection or proxy, then run the command again. (${detail(error)})`;
    case 'other':
      return detail(error);
  }
}
