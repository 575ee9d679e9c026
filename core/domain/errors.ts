/**
 * Domain error codes. Adapters translate every backend error into one of these; the UI maps
 * each code to the zh-TW texts of spec section 8. No backend's own message reaches a person.
 */
export const ERROR_CODES = [
  // auth (spec section 8)
  'auth/email-already-in-use',
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/user-not-found',
  'auth/account-exists-with-different-credential',
  'auth/popup-closed',
  'auth/weak-password',
  'auth/not-signed-in',
  /** Registration created the account but not its documents (spec 8). */
  'auth/user-db-create-failed',
  /** Signing in before the email is confirmed, where the provider requires it (Supabase). */
  'auth/email-not-confirmed',
  // data
  'permission-denied',
  'not-found',
  'already-exists',
  'invalid-argument',
  /** A query needs a database index that does not exist yet (Firestore failed-precondition). */
  'failed-precondition',
  /** e.g. the third questionnaire submission */
  'resource-exhausted',
  /** The browser's storage is full, so the change was not saved (the in-browser backend). */
  'storage-full',
  'unavailable',
  'deadline-exceeded',
  'unknown',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Validation error codes (core/validation) when code is invalid-argument. */
  readonly details: readonly string[];
  constructor(code: ErrorCode, message?: string, details: readonly string[] = []) {
    super(message ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'DomainError');
}

/**
 * The questionnaire submission is stored, but its result could not be confirmed: it did not
 * arrive in time ('deadline-exceeded') or watching for it failed. Submitting again would spend
 * one of the member's chances, so the UI must not offer it (spec 4, 8).
 */
export class ResultNotConfirmedError extends DomainError {
  readonly submitted = true;
  constructor(code: ErrorCode) {
    super(code, 'the submission is stored; its result was not confirmed');
    this.name = 'DomainError';
  }
}

export function isResultNotConfirmed(e: unknown): e is ResultNotConfirmedError {
  return isDomainError(e) && (e as { submitted?: unknown }).submitted === true;
}

/** Input refused by a validation rule of core/validation: one code per field. */
export class ValidationError extends DomainError {
  readonly fields: Readonly<Record<string, string>>;
  constructor(fields: Readonly<Record<string, string | undefined>>) {
    const clean: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields)) if (v) clean[k] = v;
    super('invalid-argument', 'validation failed', Object.values(clean));
    this.name = 'DomainError';
    this.fields = clean;
  }
}

export function isValidationError(e: unknown): e is ValidationError {
  return isDomainError(e) && e.code === 'invalid-argument' && typeof (e as { fields?: unknown }).fields === 'object';
}

/** The code of any thrown value; anything that is not a DomainError is `unknown`. */
export function errorCodeOf(e: unknown): ErrorCode {
  return isDomainError(e) ? e.code : 'unknown';
}
