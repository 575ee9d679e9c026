/**
 * What to tell a person about an error or a validation code (spec 8). Its own module, apart from
 * ./format.ts, so the error and validation wording travels with the screens that show them, not
 * with the app shell (a module ships with every export any screen uses).
 */
import { isDomainError, isValidationError } from '../../core/domain';
import { isValidationCode } from '../../core/validation/codes';
import { GENERIC_ERROR_CODES, errorMessages } from './errors';
import { requiredByField, validationMessages } from './validation';

/**
 * The message of one validation code. `field` picks a field-specific wording for `required`
 * (e.g. 請輸入電子郵件。). Unknown codes give the generic "check your input" text.
 */
export function validationText(code: string, field?: string): string {
  if (code === 'required' && field && requiredByField[field]) return requiredByField[field];
  if (isValidationCode(code)) return validationMessages[code];
  return errorMessages['invalid-argument'];
}

/**
 * What to tell a person about any thrown value (spec 8). Domain errors map by code; a
 * ValidationError shows its first field's message (the form-level one first); codes without
 * a meaning of their own (unknown, unavailable, ...) and non-domain errors show `fallback`
 * when given, else 操作失敗，請稍後再試。 Backend messages never reach the screen.
 */
export function errorText(e: unknown, fallback?: string): string {
  if (isValidationError(e)) {
    const fields = e.fields;
    const key = 'form' in fields ? 'form' : Object.keys(fields)[0];
    const code = key ? fields[key] : undefined;
    if (code) return validationText(code, key);
  }
  if (isDomainError(e)) {
    if (e.code === 'invalid-argument') {
      const first = e.details.find(isValidationCode);
      if (first) return validationText(first);
    }
    if (fallback && GENERIC_ERROR_CODES.includes(e.code)) return fallback;
    return errorMessages[e.code] ?? fallback ?? errorMessages.unknown;
  }
  return fallback ?? errorMessages.unknown;
}

/** The field → message map of a ValidationError (empty for anything else). */
export function fieldErrorTexts(e: unknown): Record<string, string> {
  if (!isValidationError(e)) return {};
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(e.fields)) out[field] = validationText(code, field);
  return out;
}
