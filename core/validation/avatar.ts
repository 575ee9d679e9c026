import { LIMITS } from '../constants';
import type { ValidationCode } from './codes';

/**
 * Avatar (and banner image) file check, spec 5: at most 1 MB ("File size exceeds 1MB limit!"),
 * JPG or PNG only ("File format only supports JPG or PNG!"). Size is checked first, as the spec
 * lists it first. Exactly `maxBytes` is allowed.
 */
export function validateImageFile(
  file: { size: number; type: string },
  maxBytes: number = LIMITS.AVATAR_MAX_BYTES,
): ValidationCode | null {
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxBytes) return 'avatar_too_large';
  const type = typeof file.type === 'string' ? file.type.trim().toLowerCase() : '';
  if (!LIMITS.AVATAR_MIME_TYPES.includes(type)) return 'avatar_bad_type';
  return null;
}
