/**
 * Every Firebase error code → a core DomainError code (core/domain/errors.ts). The UI maps the
 * domain code to the zh-TW texts of spec section 8; no Firebase message ever reaches a person.
 *
 * Sources and their code forms:
 *   Auth       'auth/…'        (AuthErrorCodes of firebase/auth)
 *   Firestore  '…'             (FirestoreErrorCode: the gRPC canonical codes)
 *   Functions  'functions/…'   (FunctionsErrorCode: the same canonical codes)
 *   Storage    'storage/…'     (StorageErrorCode of firebase/storage)
 */
import { DomainError, isDomainError, type ErrorCode } from '../../core/domain';

/** Canonical (gRPC) codes, as Firestore and callable Functions report them. */
export const CANONICAL_CODE_MAP: Readonly<Record<string, ErrorCode>> = {
  cancelled: 'unknown',
  unknown: 'unknown',
  'invalid-argument': 'invalid-argument',
  'deadline-exceeded': 'deadline-exceeded',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'permission-denied': 'permission-denied',
  'resource-exhausted': 'resource-exhausted',
  /** Firestore: a query needs a composite index that is not deployed (spec 8's index text). */
  'failed-precondition': 'failed-precondition',
  /** Transaction contention: worth a retry, like an outage. */
  aborted: 'unavailable',
  'out-of-range': 'invalid-argument',
  unimplemented: 'unknown',
  internal: 'unknown',
  unavailable: 'unavailable',
  'data-loss': 'unknown',
  unauthenticated: 'auth/not-signed-in',
};

/**
 * Auth codes with a meaning of their own in spec 8 (or for the session). Every other auth code
 * maps to 'unknown' ("Operation failed, please try again later.").
 */
export const AUTH_CODE_MAP: Readonly<Record<string, ErrorCode>> = {
  'auth/email-already-in-use': 'auth/email-already-in-use',
  'auth/credential-already-in-use': 'auth/email-already-in-use',
  'auth/invalid-credential': 'auth/invalid-credential',
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/wrong-password': 'auth/invalid-credential',
  'auth/missing-password': 'auth/invalid-credential',
  'auth/invalid-email': 'auth/invalid-email',
  'auth/missing-email': 'auth/invalid-email',
  'auth/user-not-found': 'auth/user-not-found',
  'auth/account-exists-with-different-credential': 'auth/account-exists-with-different-credential',
  'auth/popup-closed-by-user': 'auth/popup-closed',
  'auth/cancelled-popup-request': 'auth/popup-closed',
  'auth/user-cancelled': 'auth/popup-closed',
  'auth/redirect-cancelled-by-user': 'auth/popup-closed',
  'auth/weak-password': 'auth/weak-password',
  'auth/null-user': 'auth/not-signed-in',
  'auth/user-signed-out': 'auth/not-signed-in',
  'auth/user-token-expired': 'auth/not-signed-in',
  'auth/invalid-user-token': 'auth/not-signed-in',
  'auth/requires-recent-login': 'auth/not-signed-in',
  'auth/user-mismatch': 'auth/not-signed-in',
  'auth/user-disabled': 'permission-denied',
  'auth/admin-restricted-operation': 'permission-denied',
  'auth/unauthorized-domain': 'permission-denied',
  'auth/operation-not-allowed': 'failed-precondition',
  'auth/too-many-requests': 'resource-exhausted',
  'auth/quota-exceeded': 'resource-exhausted',
  'auth/network-request-failed': 'unavailable',
  'auth/timeout': 'deadline-exceeded',
};

export const STORAGE_CODE_MAP: Readonly<Record<string, ErrorCode>> = {
  'storage/unknown': 'unknown',
  'storage/object-not-found': 'not-found',
  'storage/bucket-not-found': 'not-found',
  'storage/project-not-found': 'not-found',
  'storage/quota-exceeded': 'resource-exhausted',
  'storage/unauthenticated': 'auth/not-signed-in',
  /** storage.rules refused: not the owner, not an admin, over 1 MB or not JPG/PNG. */
  'storage/unauthorized': 'permission-denied',
  'storage/unauthorized-app': 'permission-denied',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/invalid-checksum': 'unavailable',
  'storage/server-file-wrong-size': 'unavailable',
  'storage/canceled': 'unknown',
  'storage/invalid-event-name': 'invalid-argument',
  'storage/invalid-url': 'invalid-argument',
  'storage/invalid-argument': 'invalid-argument',
  'storage/invalid-argument-count': 'invalid-argument',
  'storage/invalid-format': 'invalid-argument',
  'storage/invalid-root-operation': 'invalid-argument',
  'storage/cannot-slice-blob': 'invalid-argument',
  'storage/invalid-default-bucket': 'failed-precondition',
  'storage/no-default-bucket': 'failed-precondition',
  'storage/no-download-url': 'not-found',
  'storage/app-deleted': 'unavailable',
  'storage/internal-error': 'unknown',
  'storage/unsupported-environment': 'unknown',
};

function codeOf(e: unknown): string | null {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The domain code of a Firebase error code (any source); 'unknown' when not recognised. */
export function domainCodeOf(firebaseCode: string): ErrorCode {
  if (firebaseCode.startsWith('auth/')) return AUTH_CODE_MAP[firebaseCode] ?? 'unknown';
  if (firebaseCode.startsWith('storage/')) return STORAGE_CODE_MAP[firebaseCode] ?? 'unknown';
  const bare = firebaseCode.startsWith('functions/') ? firebaseCode.slice('functions/'.length) : firebaseCode;
  // Firestore reports bare canonical codes; a few SDK versions prefix them with 'firestore/'.
  const canonical = bare.startsWith('firestore/') ? bare.slice('firestore/'.length) : bare;
  return CANONICAL_CODE_MAP[canonical] ?? 'unknown';
}

/** Any thrown value as a DomainError (a DomainError passes through unchanged). */
export function toDomainError(e: unknown): DomainError {
  if (isDomainError(e)) return e as DomainError;
  const code = codeOf(e);
  const domain = code ? domainCodeOf(code) : 'unknown';
  // Keep the Firebase code for logs only; the UI shows the text of the domain code.
  return new DomainError(domain, code ? `firebase: ${code}` : 'firebase: unexpected error');
}

/** Runs a call and translates whatever it throws. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toDomainError(e);
  }
}

/** For listeners: an onError that receives DomainErrors only. */
export function translatedErrorHandler(onError?: (e: unknown) => void): (e: unknown) => void {
  return (e) => {
    const err = toDomainError(e);
    if (onError) onError(err);
    else console.error('firebase listener failed', err.code);
  };
}
