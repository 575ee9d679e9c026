/**
 * What to tell a person when a save of what they typed failed (spec 5 and 8). Apart from
 * ./errorText.ts, so the validation wording travels with the forms, not with every screen that
 * shows a load error; the words under each field are ./fieldErrorText.ts's.
 */
import { isDomainError, isValidationError } from '../../core/domain';
import { isValidationCode } from '../../core/validation/codes';
import { errorText } from './errorText';
import { validationCodeText } from './validation';

/**
 * A ValidationError shows its form-level message, else its first field's; a server's
 * `invalid-argument` its first validation code; anything else as ./errorText.ts words it.
 * (Field names repeat across forms, so a message here never depends on one: `required` reads
 * 此欄位為必填。; under the field itself the form words it, ./fieldErrorText.ts.)
 */
export function inputErrorText(e: unknown, fallback?: string): string {
  if (isValidationError(e)) {
    const fields = e.fields;
    const key = 'form' in fields ? 'form' : Object.keys(fields)[0];
    const code = key ? fields[key] : undefined;
    if (code) return validationCodeText(code);
  }
  if (isDomainError(e) && e.code === 'invalid-argument') {
    const first = e.details.find(isValidationCode);
    if (first) return validationCodeText(first);
  }
  return errorText(e, fallback);
}
