import { PROFILE_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { TEXT_LIMITS } from '../../core/validation/limits';
import { PROFILE_TAG_FIELDS } from '../../core/validation/profile';
import { texts, validationText } from '../texts';
import { profileTexts } from './texts';

const TAG_FIELDS: readonly string[] = PROFILE_TAG_FIELDS;

/**
 * The words for a profile-save validation code (core validateProfile) on one field: a text too
 * long names its limit, a tag list too long both of its limits, a link asks for an https:// address.
 */
export function profileFieldMessage(field: string, code: string): string {
  if (code === 'too_long' && TAG_FIELDS.includes(field))
    return texts.tagLimit.listTooLong(TEXT_LIMITS.TAGS, TEXT_LIMITS.TAG);
  // A member's LinkedIn, GitHub or site is an address elsewhere: a path of this site, which
  // the rule also takes, would only puzzle them.
  if (code === 'url_invalid') return profileTexts.urlInvalid;
  return validationText(code, field, PROFILE_FIELD_LIMITS);
}
