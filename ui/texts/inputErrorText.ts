/**
 * What to tell a person about what they typed (spec 5 and 8): the validation codes in words,
 * and the message of a failed save. Its own module, apart from ./errorText.ts, so the
 * validation wording travels with the forms, not with every screen that shows a load error.
 */
import { isDomainError, isValidationError } from '../../core/domain';
import { isValidationCode } from '../../core/validation/codes';
import { errorText } from './errorText';
import { errorMessages } from './errors';
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
 * What to tell a person when a save of what they typed failed. A ValidationError shows its
 * first field's message (the form-level one first); a server's `invalid-argument` its first
 * validation code; anything else as ./errorText.ts words it.
 */
export function inputErrorText(e: unknown, fallback?: string): string {
  if (isValidationError(e)) {
    const fields = e.fields;
    const key = 'form' in fields ? 'form' : Object.keys(fields)[0];
    const code = key ? fields[key] : undefined;
    if (code) return validationText(code, key);
  }
  if (isDomainError(e) && e.code === 'invalid-argument') {
    const first = e.details.find(isValidationCode);
    if (first) return validationText(first);
  }
  return errorText(e, fallback);
}

/** The field → message map of a ValidationError (empty for anything else). */
export function fieldErrorTexts(e: unknown): Record<string, string> {
  if (!isValidationError(e)) return {};
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(e.fields)) out[field] = validationText(code, field);
  return out;
}
