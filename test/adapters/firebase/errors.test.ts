/**
 * Every Firebase error code → a core domain code. The code lists come from the installed SDK
 * itself (AuthErrorCodes, StorageErrorCode) and from the canonical codes Firestore and callable
 * Functions share, so an SDK upgrade that adds a code is checked too.
 */
import { AuthErrorCodes } from 'firebase/auth';
import { StorageErrorCode } from 'firebase/storage';
import { DomainError, ERROR_CODES, ValidationError, type ErrorCode } from '../../../core/domain';
import {
  AUTH_CODE_MAP,
  CANONICAL_CODE_MAP,
  STORAGE_CODE_MAP,
  domainCodeOf,
  guarded,
  toDomainError,
  translatedErrorHandler,
} from '../../../adapters/firebase/errors';

/** FirestoreErrorCode and FunctionsErrorCode (without 'ok'), as the SDKs document them. */
const CANONICAL = [
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;

const isDomainCode = (c: string): c is ErrorCode => (ERROR_CODES as readonly string[]).includes(c);

describe('Firebase error codes → domain codes', () => {
  it('every canonical code (Firestore bare, Functions prefixed) has an explicit mapping', () => {
    expect(Object.keys(CANONICAL_CODE_MAP).sort()).toEqual([...CANONICAL].sort());
    for (const code of CANONICAL) {
      expect(isDomainCode(domainCodeOf(code))).toBe(true);
      expect(domainCodeOf(`functions/${code}`)).toBe(domainCodeOf(code));
    }
  });

  it('the codes the UI has a text for map one to one', () => {
    expect(domainCodeOf('permission-denied')).toBe('permission-denied');
    expect(domainCodeOf('not-found')).toBe('not-found');
    expect(domainCodeOf('already-exists')).toBe('already-exists');
    expect(domainCodeOf('failed-precondition')).toBe('failed-precondition'); // "a new database index is needed"
    expect(domainCodeOf('resource-exhausted')).toBe('resource-exhausted');
    expect(domainCodeOf('unauthenticated')).toBe('auth/not-signed-in');
    expect(domainCodeOf('aborted')).toBe('unavailable');
    expect(domainCodeOf('internal')).toBe('unknown');
    expect(domainCodeOf('functions/deadline-exceeded')).toBe('deadline-exceeded');
  });

  it('every AuthErrorCodes value of the installed firebase/auth maps to a domain code', () => {
    const all = [...new Set(Object.values(AuthErrorCodes))];
    expect(all.length).toBeGreaterThan(80);
    for (const code of all) expect(isDomainCode(domainCodeOf(code))).toBe(true);
    // Every explicitly mapped auth code is a real SDK code, or one the Auth backend sends.
    const serverOnly = ['auth/invalid-login-credentials', 'auth/missing-email'];
    for (const code of Object.keys(AUTH_CODE_MAP)) expect([...all, ...serverOnly]).toContain(code);
  });

  it('spec 8 auth messages: each has its own domain code', () => {
    const expectations: Record<string, ErrorCode> = {
      [AuthErrorCodes.EMAIL_EXISTS]: 'auth/email-already-in-use',
      [AuthErrorCodes.INVALID_LOGIN_CREDENTIALS]: 'auth/invalid-credential',
      [AuthErrorCodes.INVALID_PASSWORD]: 'auth/invalid-credential',
      'auth/invalid-login-credentials': 'auth/invalid-credential',
      [AuthErrorCodes.INVALID_EMAIL]: 'auth/invalid-email',
      [AuthErrorCodes.USER_DELETED]: 'auth/user-not-found',
      [AuthErrorCodes.NEED_CONFIRMATION]: 'auth/account-exists-with-different-credential',
      [AuthErrorCodes.POPUP_CLOSED_BY_USER]: 'auth/popup-closed',
      [AuthErrorCodes.EXPIRED_POPUP_REQUEST]: 'auth/popup-closed',
      [AuthErrorCodes.WEAK_PASSWORD]: 'auth/weak-password',
      [AuthErrorCodes.TOKEN_EXPIRED]: 'auth/not-signed-in',
      [AuthErrorCodes.NETWORK_REQUEST_FAILED]: 'unavailable',
      [AuthErrorCodes.TOO_MANY_ATTEMPTS_TRY_LATER]: 'resource-exhausted',
      // "other: Operation failed, please try again later."
      [AuthErrorCodes.INTERNAL_ERROR]: 'unknown',
      [AuthErrorCodes.POPUP_BLOCKED]: 'unknown',
      [AuthErrorCodes.INVALID_API_KEY]: 'unknown',
    };
    for (const [code, domain] of Object.entries(expectations)) expect([code, domainCodeOf(code)]).toEqual([code, domain]);
  });

  it('every StorageErrorCode of the installed firebase/storage has an explicit mapping', () => {
    const all = Object.values(StorageErrorCode).map((c) => `storage/${c}`);
    expect(Object.keys(STORAGE_CODE_MAP).sort()).toEqual([...all].sort());
    expect(domainCodeOf('storage/unauthorized')).toBe('permission-denied');
    expect(domainCodeOf('storage/unauthenticated')).toBe('auth/not-signed-in');
    expect(domainCodeOf('storage/quota-exceeded')).toBe('resource-exhausted');
    expect(domainCodeOf('storage/object-not-found')).toBe('not-found');
  });

  it('unknown codes and non-Firebase values become unknown; DomainErrors pass through unchanged', () => {
    expect(domainCodeOf('auth/brand-new-code')).toBe('unknown');
    expect(domainCodeOf('storage/brand-new-code')).toBe('unknown');
    expect(domainCodeOf('something-else')).toBe('unknown');
    expect(toDomainError(new Error('boom')).code).toBe('unknown');
    expect(toDomainError(null).code).toBe('unknown');
    const v = new ValidationError({ name: 'required' });
    expect(toDomainError(v)).toBe(v);
    const d = new DomainError('not-found');
    expect(toDomainError(d)).toBe(d);
    // The Firebase message never becomes the domain message shown to people.
    const e = toDomainError(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(e.message).not.toContain('insufficient');
  });

  it('guarded and translatedErrorHandler translate what they catch', async () => {
    await expect(
      guarded(async () => {
        throw Object.assign(new Error('x'), { code: 'functions/unavailable' });
      }),
    ).rejects.toMatchObject({ name: 'DomainError', code: 'unavailable' });
    const got: unknown[] = [];
    translatedErrorHandler((e) => got.push(e))(Object.assign(new Error('x'), { code: 'permission-denied' }));
    expect(got).toEqual([expect.objectContaining({ code: 'permission-denied' })]);
  });
});
