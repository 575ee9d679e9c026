import { VALIDATION_CODES, errorCodes, hasErrors, isValidationCode } from '../../../core/validation/codes';

describe('validation codes', () => {
  it('include every code the spec and the team rely on', () => {
    for (const code of [
      'required',
      'email_invalid',
      'password_too_short',
      'profile_name_role_required',
      'role_required',
      'tag_duplicate',
      'avatar_too_large',
      'avatar_bad_type',
      'image_unreadable',
      'banner_image_too_large',
      'url_invalid',
      'role_not_partner',
      'answers_incomplete',
      'image_required',
      'number_invalid',
      'phone_invalid',
      'too_long',
      'options_too_few',
      'options_too_many',
    ]) {
      expect(VALIDATION_CODES).toContain(code);
    }
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
  });

  it('hasErrors is false only when no field has a code', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: 'required' })).toBe(true);
  });

  it('errorCodes lists the codes present', () => {
    expect(errorCodes({ a: 'required', b: undefined, c: 'too_long' })).toEqual(['required', 'too_long']);
  });

  it('isValidationCode recognises codes only', () => {
    expect(isValidationCode('url_invalid')).toBe(true);
    expect(isValidationCode('nope')).toBe(false);
    expect(isValidationCode(3)).toBe(false);
  });
});
