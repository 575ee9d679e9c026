import {
  AVAILABILITIES,
  GENDERS,
  ROLES,
  YEARS_EXPERIENCE,
  isOneOf,
  type ContactInfo,
  type ProfilePatch,
} from '../domain';
import type { FieldErrors, ValidationCode } from './codes';
import { TEXT_LIMITS } from './limits';
import { normalizeTags, tagListError } from './tags';
import { isBlank, isTooLong, nameText, trimmed, trimText } from './text';
import { isEmail, isHttpsOrSitePath } from './url';

/** `form` carries the form-level message; `phone` and `email` are the contact document's fields. */
export type ProfileField = keyof ProfilePatch | 'form' | 'phone' | 'email';

export const PROFILE_URL_FIELDS = ['linkedinUrl', 'githubUrl', 'websiteUrl'] as const;
export const PROFILE_TAG_FIELDS = ['skills', 'industryExperience', 'interests', 'workingStyle'] as const;

/**
 * A plausible phone number: optional leading +, then digits with spaces, dots, hyphens or
 * parentheses between them, 7 to 15 digits in all (E.164 allows at most 15). Taiwan examples:
 * 0912-345-678, (02) 2345-6789, +886 912 345 678.
 */
export function isPlausiblePhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(v)) return false;
  const digits = v.replace(/[^0-9]/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** A text field: left out of the patch, or text (every backend stores text, never null). */
function textError(value: unknown, max: number): ValidationCode | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') return 'value_invalid';
  return isTooLong(value, max) ? 'too_long' : null;
}

function enumError(values: readonly string[], value: unknown): ValidationCode | null {
  if (value === undefined || value === null) return null;
  return isOneOf(values, value) ? null : 'value_invalid';
}

/**
 * Profile save (spec 5). The patch is the whole edit form, so a missing name or role counts as
 * empty: then `form` gets 'profile_name_role_required' ("Please fill in your name/nickname and
 * choose a startup role!"), `name` 'required' and/or `role` 'role_required' (the red hint). A role
 * that is not a Role code counts as missing.
 * Link fields are empty or http(s) URLs; the phone is optional and, when given, plausible; the
 * contact email, when given, is email-typed; texts have maximum lengths (TEXT_LIMITS); enum
 * fields are null or one of their codes; tag lists hold trimmed-nonblank, unique, short tags.
 * Address and avatar are not checked here (region data and storage URLs have their own rules).
 */
export function validateProfile(patch: ProfilePatch, contact?: ContactInfo): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};

  const nameMissing = isBlank(patch.name);
  const roleMissing = !isOneOf(ROLES, patch.role);
  if (nameMissing || roleMissing) errors.form = 'profile_name_role_required';
  if (nameMissing) errors.name = 'required';
  else if (isTooLong(patch.name, TEXT_LIMITS.NAME)) errors.name = 'too_long';
  if (roleMissing) errors.role = 'role_required';

  const headline = textError(patch.headline, TEXT_LIMITS.HEADLINE);
  if (headline) errors.headline = headline;
  const bio = textError(patch.bio, TEXT_LIMITS.BIO);
  if (bio) errors.bio = bio;
  const past = textError(patch.pastExperience, TEXT_LIMITS.PAST_EXPERIENCE);
  if (past) errors.pastExperience = past;

  const gender = enumError(GENDERS, patch.gender);
  if (gender) errors.gender = gender;
  const years = enumError(YEARS_EXPERIENCE, patch.yearsExperience);
  if (years) errors.yearsExperience = years;
  const availability = enumError(AVAILABILITIES, patch.availability);
  if (availability) errors.availability = availability;

  for (const field of PROFILE_URL_FIELDS) {
    const value = patch[field];
    if (value === undefined || (typeof value === 'string' && isBlank(value))) continue;
    if (typeof value !== 'string') errors[field] = 'value_invalid';
    else if (isTooLong(value, TEXT_LIMITS.URL)) errors[field] = 'too_long';
    else if (!isHttpsOrSitePath(value)) errors[field] = 'url_invalid';
  }

  for (const field of PROFILE_TAG_FIELDS) {
    const e = tagListError(patch[field]);
    if (e) errors[field] = e;
  }

  if (patch.address !== undefined) {
    const a = patch.address as unknown;
    if (
      a === null ||
      typeof a !== 'object' ||
      typeof patch.address.city !== 'string' ||
      typeof patch.address.district !== 'string'
    ) {
      errors.address = 'value_invalid';
    } else if (
      isTooLong(patch.address.city, TEXT_LIMITS.CITY_DISTRICT) ||
      isTooLong(patch.address.district, TEXT_LIMITS.CITY_DISTRICT)
    ) {
      errors.address = 'too_long';
    }
  }

  if (contact) {
    const phone = trimmed(contact.phone);
    if (phone !== '') {
      if (isTooLong(phone, TEXT_LIMITS.PHONE)) errors.phone = 'too_long';
      else if (!isPlausiblePhone(phone)) errors.phone = 'phone_invalid';
    }
    const email = trimmed(contact.email);
    if (email !== '' && !isEmail(email)) errors.email = 'email_invalid';
  }
  return errors;
}

/**
 * What to store: strings trimmed, tag lists normalised (normalizeTags). Only keys present in the
 * patch are returned.
 */
export function normalizeProfilePatch(patch: ProfilePatch): ProfilePatch {
  const out: ProfilePatch = { ...patch };
  for (const field of [
    'name',
    'headline',
    'bio',
    'pastExperience',
    'linkedinUrl',
    'githubUrl',
    'websiteUrl',
  ] as const) {
    const value = patch[field];
    if (typeof value === 'string') out[field] = field === 'name' ? nameText(value) : trimText(value);
  }
  for (const field of PROFILE_TAG_FIELDS) {
    if (patch[field] !== undefined) out[field] = normalizeTags(patch[field]);
  }
  if (patch.address) out.address = { city: trimmed(patch.address.city), district: trimmed(patch.address.district) };
  return out;
}
