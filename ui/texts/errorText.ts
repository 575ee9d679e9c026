/**
 * What to tell a person when something they did not type into failed: a screen that would not
 * load, a delete, a role change (spec 8). Forms use ./inputErrorText.ts, which also words the
 * validation codes; keeping that wording out of this module keeps it out of the screens that
 * only read (a module ships with every export any screen uses).
 */
import { isDomainError, isValidationError, type ErrorCode } from '../../core/domain';
import { GENERIC_ERROR_CODES, errorMessages } from './errors';

const CONNECTION_CODES: readonly ErrorCode[] = ['unavailable', 'deadline-exceeded', 'unknown'];

/** navigator.onLine is false only when there surely is no connection. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Domain errors map by code; codes without a meaning of their own (unknown, unavailable, ...)
 * and non-domain errors show `fallback` when given, else 操作失敗，請稍後再試。 A ValidationError
 * (no input was sent, so it can only be a fault) reads as `invalid-argument`. Backend messages
 * never reach the screen. While the browser is offline, those codes and non-domain errors name
 * the connection instead.
 */
export function errorText(e: unknown, fallback?: string): string {
  const code = isValidationError(e) ? 'invalid-argument' : isDomainError(e) ? e.code : undefined;
  // Offline, a failure that says nothing of its own is the connection's: that is what the member can fix.
  if ((code === undefined || CONNECTION_CODES.includes(code)) && isOffline()) return errorMessages.unavailable;
  if (code === undefined) return fallback ?? errorMessages.unknown;
  if (fallback && GENERIC_ERROR_CODES.includes(code)) return fallback;
  // The sign-in codes are worded on the sign-in screen only (./signInErrors.ts).
  return (errorMessages as Partial<Record<string, string>>)[code] ?? fallback ?? errorMessages.unknown;
}
