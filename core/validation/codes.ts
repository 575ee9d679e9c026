/**
 * Stable validation codes (spec section 5). Validators return codes, never texts: the UI maps
 * each code to its zh-TW message (ui/texts), and a DomainError('invalid-argument') carries them
 * in `details`. Never rename a code: adapters and UI tests depend on it.
 */
export const VALIDATION_CODES = [
  /** A required value is missing or blank. */
  'required',
  'email_invalid',
  'password_too_short',
  /** Profile save without name or role: "Please fill in your name/nickname and choose a startup role!" */
  'profile_name_role_required',
  /** The red hint "Please be sure to choose a startup role" (missing or unknown role). */
  'role_required',
  /** "This item already exists!" */
  'tag_duplicate',
  /** "File size exceeds 1MB limit!" */
  'avatar_too_large',
  /** "File format only supports JPG or PNG!" */
  'avatar_bad_type',
  /** A picked JPG or PNG whose bytes cannot be decoded as a picture (a damaged file). */
  'image_unreadable',
  /** A banner image over LIMITS.BANNER_IMAGE_MAX_BYTES. */
  'banner_image_too_large',
  /** Not an http: or https: URL. */
  'url_invalid',
  /** A role that is not a partner role (technical or operations). */
  'role_not_partner',
  /** Not every question answered exactly once with a valid option. */
  'answers_incomplete',
  /** "Please upload an image!" */
  'image_required',
  /** Not a (finite / positive integer, where stated) number. */
  'number_invalid',
  'phone_invalid',
  'too_long',
  /** A value that is not one of its enumeration's codes (gender, stage, availability, ...). */
  'value_invalid',
  /** A question with fewer than LIMITS.QUESTION_MIN_OPTIONS options. */
  'options_too_few',
  /** A question with more than LIMITS.QUESTION_MAX_OPTIONS options. */
  'options_too_many',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** The first error of each field; a field without an error is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationCode>>;

export function hasErrors(e: FieldErrors<string>): boolean {
  return Object.values(e).some((code) => code !== undefined);
}

/** The codes of a FieldErrors, in field order (e.g. for DomainError details). */
export function errorCodes(e: FieldErrors<string>): ValidationCode[] {
  return Object.values(e).filter((code): code is ValidationCode => code !== undefined);
}

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}
