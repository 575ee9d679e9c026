import { LIMITS } from '../../../core/constants';
import { validateBannerImage, validateImageFile } from '../../../core/validation/avatar';

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
