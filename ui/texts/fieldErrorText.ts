/**
 * The words under a form's fields (spec 5): a validation code for one field, `required` in the
 * field's own words where ./requiredWording.ts has them.
 */
import { isValidationError } from '../../core/domain';
import { requiredByField } from './requiredWording';
import { textLimit } from './textLimit';
import { validationCodeText } from './validation';

/**
 * The message of one validation code. `field` picks a field-specific wording for `required`
 * (e.g. 請輸入電子郵件。); `limits`, the form's field limits (core/validation/fieldLimits.ts),
 * let `too_long` name the field's number (最多 50 個字，請精簡後再試。). Unknown codes give the
 * generic "check your input" text.
 */
export function validationText(code: string, field?: string, limits?: Readonly<Record<string, number>>): string {
  if (code === 'required' && field && requiredByField[field]) return requiredByField[field];
  const max = field ? limits?.[field] : undefined;
  if (code === 'too_long' && max) return textLimit.tooLong(max);
  return validationCodeText(code);
}

/** The field → message map of a ValidationError (empty for anything else). */
export function fieldErrorTexts(e: unknown): Record<string, string> {
  if (!isValidationError(e)) return {};
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(e.fields)) out[field] = validationText(code, field);
  return out;
}
