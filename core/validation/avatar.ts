import { LIMITS } from '../constants';
import type { ValidationCode } from './codes';

function checkImage(
  file: { size: number; type: string },
  maxBytes: number,
  tooLarge: ValidationCode,
): ValidationCode | null {
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxBytes) return tooLarge;
  const type = typeof file.type === 'string' ? file.type.trim().toLowerCase() : '';
  if (!LIMITS.AVATAR_MIME_TYPES.includes(type)) return 'avatar_bad_type';
  return null;
}

/**
 * Avatar file check, spec 5: at most 1 MB ("File size exceeds 1MB limit!"), JPG or PNG only
 * ("File format only supports JPG or PNG!"). Size is checked first, as the spec lists it first.
 * Exactly the limit is allowed.
 */
export function validateImageFile(file: { size: number; type: string }): ValidationCode | null {
  return checkImage(file, LIMITS.AVATAR_MAX_BYTES, 'avatar_too_large');
}

/** A banner image: JPG or PNG like an avatar, at most LIMITS.BANNER_IMAGE_MAX_BYTES. */
export function validateBannerImage(file: { size: number; type: string }): ValidationCode | null {
  return checkImage(file, LIMITS.BANNER_IMAGE_MAX_BYTES, 'banner_image_too_large');
}

/** How many first bytes of a file imageTypeOf reads. */
export const IMAGE_SIGNATURE_BYTES = 8;

const SIGNATURES: readonly (readonly ['image/jpeg' | 'image/png', readonly number[]])[] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/**
 * What a file's first bytes say it is, JPG or PNG, whatever its name and declared type claim:
 * a text file renamed fake.jpg is neither, and would replace an avatar with a broken image.
 */
export function imageTypeOf(firstBytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, i) => firstBytes[i] === byte)) return type;
  }
  return null;
}
