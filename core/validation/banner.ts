import type { BannerInput } from '../domain';
import type { FieldErrors } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong } from './text';
import { isHttpsOrSitePath } from './url';

export type BannerField = keyof BannerInput;

/**
 * Banner form (spec 5): order a finite number ('number_invalid'), title required, linkUrl
 * required and an http(s) URL, an image required ('image_required', "Please upload an image!").
 * The image URL is only required: it comes from FileStorage, whose URL form is the adapter's.
 */
export function validateBanner(input: BannerInput): FieldErrors<BannerField> {
  const errors: FieldErrors<BannerField> = {};
  if (typeof input.order !== 'number' || !Number.isFinite(input.order)) errors.order = 'number_invalid';
  if (isBlank(input.title)) errors.title = 'required';
  else if (isTooLong(input.title, TEXT_LIMITS.BANNER_TITLE)) errors.title = 'too_long';
  if (isBlank(input.linkUrl)) errors.linkUrl = 'required';
  else if (isTooLong(input.linkUrl, TEXT_LIMITS.URL)) errors.linkUrl = 'too_long';
  else if (!isHttpsOrSitePath(input.linkUrl)) errors.linkUrl = 'url_invalid';
  if (isBlank(input.imageUrl)) errors.imageUrl = 'image_required';
  return errors;
}
