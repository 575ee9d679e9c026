import { LIMITS } from '../../../core/constants';
import {
  imageTypeOf,
  validateBannerImage,
  validateImageFile,
  validateStoredAvatar,
  validateStoredBannerImage,
} from '../../../core/validation/avatar';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it.each([
    [{ size: 1000, type: 'image/jpeg' }, null],
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: MB, type: 'image/png' }, null],
    [{ size: 0, type: 'image/png' }, null],
    [{ size: MB + 1, type: 'image/png' }, 'avatar_too_large'],
    [{ size: 5 * MB, type: 'image/gif' }, 'avatar_too_large'],
    [{ size: 1000, type: 'image/gif' }, 'avatar_bad_type'],
    [{ size: 1000, type: 'image/webp' }, 'avatar_bad_type'],
    [{ size: 1000, type: 'image/svg+xml' }, 'avatar_bad_type'],
    [{ size: 1000, type: '' }, 'avatar_bad_type'],
    [{ size: 1000, type: 'IMAGE/PNG' }, null],
    [{ size: Number.NaN, type: 'image/png' }, 'avatar_too_large'],
  ])('%j → %p', (file, code) => expect(validateImageFile(file)).toBe(code));

  it('holds avatars to LIMITS.AVATAR_MAX_BYTES', () => {
    expect(LIMITS.AVATAR_MAX_BYTES).toBe(MB);
  });
});

describe('validateBannerImage', () => {
  it.each([
    [{ size: LIMITS.BANNER_IMAGE_MAX_BYTES, type: 'image/jpeg' }, null],
    [{ size: MB + 1, type: 'image/png' }, null],
    [{ size: LIMITS.BANNER_IMAGE_MAX_BYTES + 1, type: 'image/png' }, 'banner_image_too_large'],
    [{ size: 10 * MB, type: 'image/png' }, 'banner_image_too_large'],
    [{ size: 1000, type: 'image/gif' }, 'avatar_bad_type'],
  ])('%j → %p', (file, code) => expect(validateBannerImage(file)).toBe(code));
});

describe('what storage keeps: validateStoredAvatar and validateStoredBannerImage', () => {
  it.each([
    [{ size: 1000, type: 'image/webp' }, null],
    [{ size: MB, type: 'image/webp' }, null],
    [{ size: 1000, type: 'image/jpeg' }, null],
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: MB + 1, type: 'image/webp' }, 'avatar_too_large'],
    [{ size: 1000, type: 'image/gif' }, 'avatar_bad_type'],
    [{ size: 1000, type: 'image/svg+xml' }, 'avatar_bad_type'],
  ])('avatar %j → %p', (file, code) => expect(validateStoredAvatar(file)).toBe(code));

  it.each([
    [{ size: LIMITS.BANNER_IMAGE_MAX_BYTES, type: 'image/webp' }, null],
    [{ size: LIMITS.BANNER_IMAGE_MAX_BYTES + 1, type: 'image/webp' }, 'banner_image_too_large'],
    [{ size: 1000, type: 'image/gif' }, 'avatar_bad_type'],
  ])('banner %j → %p', (file, code) => expect(validateStoredBannerImage(file)).toBe(code));

  it('stores JPG, PNG and WebP, while a person still picks JPG or PNG only', () => {
    expect([...LIMITS.STORED_IMAGE_MIME_TYPES].sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect([...LIMITS.AVATAR_MIME_TYPES].sort()).toEqual(['image/jpeg', 'image/png']);
  });
});

describe('imageTypeOf', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a GIF', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), null],
    ['text renamed fake.jpg', new TextEncoder().encode('hello, I am text'), null],
    ['an SVG', new TextEncoder().encode('<svg xmlns='), null],
    ['a cut PNG signature', bytes(0x89, 0x50, 0x4e), null],
    ['a WebP', new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['a WAV (RIFF, not WebP)', new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '), null],
    ['a cut WebP signature', new TextEncoder().encode('RIFF\x24\x00\x00\x00WE'), null],
    ['nothing', bytes(), null],
  ])('%s → %p', (_label, head, type) => expect(imageTypeOf(head)).toBe(type));
});
