import { LIMITS } from '../constants';
import type { ValidationCode } from './codes';

function checkImage(
  file: { size: number; type: string },
  maxBytes: number,
  tooLarge: ValidationCode,
  types: readonly string[] = LIMITS.AVATAR_MIME_TYPES,
): ValidationCode | null {
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxBytes) return tooLarge;
  const type = typeof file.type === 'string' ? file.type.trim().toLowerCase() : '';
  if (!types.includes(type)) return 'avatar_bad_type';
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

/**
 * What storage accepts as an avatar (spec 5's 1 MB), once the picked file has been made smaller
 * in the browser: JPG, PNG or WebP. Adapters hold every upload to this.
 */
export function validateStoredAvatar(file: { size: number; type: string }): ValidationCode | null {
  return checkImage(file, LIMITS.AVATAR_MAX_BYTES, 'avatar_too_large', LIMITS.STORED_IMAGE_MIME_TYPES);
}

/** What storage accepts as a banner image: JPG, PNG or WebP, at most LIMITS.BANNER_IMAGE_MAX_BYTES. */
export function validateStoredBannerImage(file: { size: number; type: string }): ValidationCode | null {
  return checkImage(file, LIMITS.BANNER_IMAGE_MAX_BYTES, 'banner_image_too_large', LIMITS.STORED_IMAGE_MIME_TYPES);
}

/** How many first bytes of a file imageTypeOf reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Each type's signature: byte values at their offsets (WebP: "RIFF", a length, then "WEBP"). */
const SIGNATURES: readonly (readonly [ImageType, readonly (readonly [number, readonly number[]])[]])[] = [
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  [
    'image/webp',
    [
      [0, [0x52, 0x49, 0x46, 0x46]],
      [8, [0x57, 0x45, 0x42, 0x50]],
    ],
  ],
];

/**
 * What a file's first bytes say it is, JPG, PNG or WebP, whatever its name and declared type
 * claim: a text file renamed fake.jpg is none of them, and would replace an avatar with a broken
 * image.
 */
export function imageTypeOf(firstBytes: Uint8Array): ImageType | null {
  for (const [type, parts] of SIGNATURES) {
    if (parts.every(([offset, bytes]) => bytes.every((byte, i) => firstBytes[offset + i] === byte))) return type;
  }
  return null;
}
