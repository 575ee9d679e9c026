/**
 * Every Supabase error (PostgREST, GoTrue, Storage, Edge Functions, the network) translated to a
 * domain error code (core/domain/errors.ts). No Supabase message ever reaches a person: the UI
 * shows the texts of spec section 8 for the code. The original error stays on `cause` for logs.
 *
 * Custom SQLSTATEs raised by our SQL functions (migrations):
 *   CF401 auth/not-signed-in, CF403 permission-denied, CF404 not-found, CF409 already-exists,
 *   CF412 failed-precondition, CF422 invalid-argument, CF429 resource-exhausted.
 * A CF422 whose message is a validation code (answers_incomplete) is that field's ValidationError.
 */
import { DomainError, ValidationError, type ErrorCode } from '../../core/domain';

const CUSTOM_SQLSTATE: Record<string, ErrorCode> = {
  CF401: 'auth/not-signed-in',
  CF403: 'permission-denied',
  CF404: 'not-found',
  CF409: 'already-exists',
  CF412: 'failed-precondition',
  CF422: 'invalid-argument',
  CF429: 'resource-exhausted',
};

/**
 * Validation codes (core/validation) our SQL raises as CF422 with the code for its message, and
 * the field each belongs to: the database's refusal reads as the client's own check would.
 */
const SQL_VALIDATION_FIELDS: Record<string, string> = {
  answers_incomplete: 'answers',
};

/** PostgREST's own codes (PGRSTxxx) and Postgres SQLSTATEs. */
export function codeForPostgrest(code: string | undefined, status?: number, message?: string): ErrorCode {
  const c = (code ?? '').toUpperCase();
  if (CUSTOM_SQLSTATE[c]) return CUSTOM_SQLSTATE[c];
  // PostgREST: JWT problems, schema cache misses, single-object expectations.
  if (c === 'PGRST301' || c === 'PGRST302' || c === 'PGRST303') return 'auth/not-signed-in';
  if (c === 'PGRST116') return 'not-found';
  // A table, column or function the API does not know: the migrations are not applied (the
  // Supabase counterpart of Firestore's "needs an index": the backend is not set up yet).
  if (
    c === 'PGRST200' ||
    c === 'PGRST201' ||
    c === 'PGRST202' ||
    c === 'PGRST204' ||
    c === 'PGRST205' ||
    c === '42P01' ||
    c === '42883' ||
    c === '42703'
  ) {
    return 'failed-precondition';
  }
  if (c.startsWith('PGRST1')) return 'invalid-argument';
  // SQLSTATE classes.
  if (c === '42501') return 'permission-denied';
  if (c === '23505') return 'already-exists';
  if (c === '23503') return 'not-found';
  if (c.startsWith('23') || c.startsWith('22')) return 'invalid-argument';
  if (c === '57014') return 'deadline-exceeded';
  if (c === '40001' || c === '40P01' || c.startsWith('08') || c.startsWith('57P') || c === '55P03')
    return 'unavailable';
  if (c.startsWith('53') || c === '54000') return 'resource-exhausted';
  if (c === 'P0001' && message && /permission|not allowed/i.test(message)) return 'permission-denied';
  return codeForStatus(status);
}

export function codeForStatus(status: number | undefined): ErrorCode {
  if (status === undefined || status === null) return 'unknown';
  if (status === 0) return 'unavailable';
  if (status === 401) return 'auth/not-signed-in';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 409) return 'already-exists';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'invalid-argument';
  if (status === 429) return 'resource-exhausted';
  if (status === 408 || status === 504) return 'deadline-exceeded';
  if (status >= 500) return 'unavailable';
  return 'unknown';
}

/** GoTrue error codes (auth-js ErrorCode) → auth/… domain codes. */
export function codeForAuth(code: string | undefined, status: number | undefined, message = ''): ErrorCode {
  switch (code) {
    case 'email_exists':
    case 'user_already_exists':
      return 'auth/email-already-in-use';
    case 'invalid_credentials':
      return 'auth/invalid-credential';
    case 'email_address_invalid':
    case 'email_address_not_authorized':
      return 'auth/invalid-email';
    case 'validation_failed':
      return /email/i.test(message)
        ? 'auth/invalid-email'
        : /password/i.test(message)
          ? 'auth/weak-password'
          : 'invalid-argument';
    case 'weak_password':
      return 'auth/weak-password';
    case 'user_not_found':
    case 'identity_not_found':
      return 'auth/user-not-found';
    case 'identity_already_exists':
    case 'email_conflict_identity_not_deletable':
    case 'provider_email_needs_verification':
      return 'auth/account-exists-with-different-credential';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
    case 'over_sms_send_rate_limit':
      return 'resource-exhausted';
    case 'session_not_found':
    case 'session_expired':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
    case 'no_authorization':
    case 'reauthentication_needed':
      return 'auth/not-signed-in';
    case 'email_not_confirmed':
      return 'auth/email-not-confirmed';
    case 'phone_not_confirmed':
    case 'user_banned':
    case 'not_admin':
    case 'insufficient_aal':
      return 'permission-denied';
    case 'signup_disabled':
    case 'email_provider_disabled':
    case 'provider_disabled':
    case 'oauth_provider_not_supported':
    case 'anonymous_provider_disabled':
      return 'failed-precondition';
    case 'request_timeout':
    case 'hook_timeout':
    case 'hook_timeout_after_retry':
      return 'deadline-exceeded';
    case 'flow_state_not_found':
    case 'flow_state_expired':
    case 'bad_oauth_state':
    case 'bad_oauth_callback':
    case 'bad_code_verifier':
      return 'auth/popup-closed';
    default:
      break;
  }
  // Older servers answer without a code.
  if (/already (been )?registered|already exists/i.test(message)) return 'auth/email-already-in-use';
  if (/invalid login credentials/i.test(message)) return 'auth/invalid-credential';
  if (/email not confirmed/i.test(message)) return 'auth/email-not-confirmed';
  if (/password should be at least|weak password/i.test(message)) return 'auth/weak-password';
  if (/unable to validate email|invalid email|email address .* is invalid/i.test(message)) return 'auth/invalid-email';
  if (status === 400 || status === 422) return 'unknown';
  return codeForStatus(status);
}

function named(e: unknown, ...names: string[]): boolean {
  const n = (e as { name?: unknown })?.name;
  return typeof n === 'string' && names.includes(n);
}

function domain(code: ErrorCode, cause: unknown, message?: string): DomainError {
  const err = new DomainError(code, message ?? code);
  (err as { cause?: unknown }).cause = cause;
  return err;
}

/** Any thrown value or `{ error }` of supabase-js as a DomainError. */
export function toDomainError(e: unknown): DomainError {
  if (e instanceof DomainError) return e;
  if (e === null || e === undefined) return domain('unknown', e);
  const x = e as {
    name?: string;
    code?: string;
    status?: number;
    statusCode?: string;
    message?: string;
    details?: string;
    hint?: string;
    __isAuthError?: boolean;
  };
  const message = typeof x.message === 'string' ? x.message : '';

  // Network: fetch failed, aborted, offline.
  if (named(e, 'AbortError', 'TimeoutError')) return domain('deadline-exceeded', e);
  if (
    named(e, 'AuthRetryableFetchError', 'FunctionsFetchError', 'FunctionsRelayError', 'StorageUnknownError') ||
    (e instanceof TypeError && /fetch|network/i.test(message))
  ) {
    return domain('unavailable', e);
  }

  // GoTrue (auth-js): AuthApiError, AuthWeakPasswordError, AuthSessionMissingError, ...
  if (
    x.__isAuthError === true ||
    named(
      e,
      'AuthApiError',
      'AuthWeakPasswordError',
      'AuthSessionMissingError',
      'AuthInvalidCredentialsError',
      'AuthUnknownError',
      'AuthImplicitGrantRedirectError',
      'AuthPKCEGrantCodeExchangeError',
      'AuthInvalidTokenResponseError',
    )
  ) {
    if (named(e, 'AuthSessionMissingError')) return domain('auth/not-signed-in', e);
    if (named(e, 'AuthWeakPasswordError')) return domain('auth/weak-password', e);
    if (named(e, 'AuthInvalidCredentialsError')) return domain('auth/invalid-credential', e);
    return domain(codeForAuth(x.code, x.status, message), e);
  }

  // Storage: StorageApiError { status, statusCode: '403' | '413' | '415' | ... }.
  if (named(e, 'StorageApiError', 'StorageError') || typeof x.statusCode === 'string') {
    const status = typeof x.status === 'number' ? x.status : Number(x.statusCode);
    if (/row-level security|unauthorized|not allowed/i.test(message) || status === 403)
      return domain('permission-denied', e);
    if (/exceeded the maximum allowed size/i.test(message) || status === 413) return domain('invalid-argument', e);
    if (/mime type/i.test(message) || status === 415) return domain('invalid-argument', e);
    if (/not found/i.test(message) && status !== 400) return domain('not-found', e);
    return domain(codeForStatus(Number.isFinite(status) ? status : undefined), e);
  }

  // Edge Functions: non-2xx answer.
  if (named(e, 'FunctionsHttpError')) {
    const status = (x as { context?: { status?: number } }).context?.status;
    return domain(codeForStatus(status), e);
  }

  // PostgREST: { code, message, details, hint } (supabase-js returns it as `error`).
  if (typeof x.code === 'string' || typeof x.details === 'string' || typeof x.hint === 'string') {
    if (x.code === '' && /fetch|network|failed to fetch/i.test(message + (x.details ?? '')))
      return domain('unavailable', e);
    const field = x.code?.toUpperCase() === 'CF422' ? SQL_VALIDATION_FIELDS[message] : undefined;
    if (field) {
      const err = new ValidationError({ [field]: message });
      (err as { cause?: unknown }).cause = e;
      return err;
    }
    return domain(codeForPostgrest(x.code, x.status, message), e);
  }
  if (typeof x.status === 'number') return domain(codeForStatus(x.status), e);
  return domain('unknown', e);
}

/**
 * Whether the database refused an insert as a duplicate key (23505). For a write that carries a
 * client id, that is a retry of a write already stored, which the adapter answers with the row.
 */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A supabase-js answer: its data (error null), or its error. */
type Answer = { data: unknown; error: unknown; status?: number };
/** The data of an answer that is no error. */
type DataOf<R extends Answer> = Extract<R, { error: null }>['data'];

/** Throws the domain error of a supabase-js `{ error }`, passes data through. */
export function check<R extends Answer>(result: R): DataOf<R> {
  if (result.error) {
    const e = result.error as { status?: number };
    if (typeof e === 'object' && e !== null && e.status === undefined && typeof result.status === 'number') {
      throw toDomainError({ ...(result.error as object), status: result.status });
    }
    throw toDomainError(result.error);
  }
  return result.data as DataOf<R>;
}

/** Like `check`, for `.single()`: a missing row is not-found. */
export function one<R extends Answer>(result: R): NonNullable<DataOf<R>> {
  const data = check(result);
  if (data === null || data === undefined) throw new DomainError('not-found');
  return data;
}
