import { texts, validationCodeText } from '../texts';

/**
 * The words for one validation code of core/validation on an admin form's field: `required`
 * in the field's own wording, `too_long` with its limit, anything else the shared message
 * (e.g. url_invalid, image_required 請上傳圖片！).
 */
export function adminFieldMessage(code: string, required?: string, maxLength?: number): string {
  if (code === 'required' && required) return required;
  if (code === 'too_long' && maxLength) return texts.textLimit.tooLong(maxLength);
  return validationCodeText(code);
}
