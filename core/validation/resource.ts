import type { ResourceInput } from '../domain';
import type { FieldErrors, ValidationCode } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong } from './text';
import { isHttpsOrSitePath } from './url';

export type ResourceField = keyof ResourceInput;

function requiredText(value: unknown, max: number): ValidationCode | null {
  if (isBlank(value)) return 'required';
  return isTooLong(value, max) ? 'too_long' : null;
}

/**
 * Resource form (spec 5): title, officialUrl, imageUrl, category, district and description
 * required; officialUrl and imageUrl an https:// address or a path of this site ('url_invalid').
 */
export function validateResource(input: ResourceInput): FieldErrors<ResourceField> {
  const errors: FieldErrors<ResourceField> = {};
  const title = requiredText(input.title, TEXT_LIMITS.RESOURCE_TITLE);
  if (title) errors.title = title;
  if (isBlank(input.officialUrl)) errors.officialUrl = 'required';
  else if (isTooLong(input.officialUrl, TEXT_LIMITS.URL)) errors.officialUrl = 'too_long';
  else if (!isHttpsOrSitePath(input.officialUrl)) errors.officialUrl = 'url_invalid';
  if (isBlank(input.imageUrl)) errors.imageUrl = 'required';
  else if (isTooLong(input.imageUrl, TEXT_LIMITS.URL)) errors.imageUrl = 'too_long';
  else if (!isHttpsOrSitePath(input.imageUrl)) errors.imageUrl = 'url_invalid';
  const category = requiredText(input.category, TEXT_LIMITS.RESOURCE_CATEGORY);
  if (category) errors.category = category;
  const district = requiredText(input.district, TEXT_LIMITS.RESOURCE_DISTRICT);
  if (district) errors.district = district;
  const description = requiredText(input.description, TEXT_LIMITS.RESOURCE_DESCRIPTION);
  if (description) errors.description = description;
  return errors;
}
