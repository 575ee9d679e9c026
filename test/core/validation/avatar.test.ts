import { LIMITS } from '../../../core/constants';
import { validateImageFile } from '../../../core/validation/avatar';

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

  it('defaults to LIMITS.AVATAR_MAX_BYTES and takes another limit', () => {
    expect(LIMITS.AVATAR_MAX_BYTES).toBe(MB);
    expect(validateImageFile({ size: 2000, type: 'image/png' }, 1000)).toBe('avatar_too_large');
    expect(validateImageFile({ size: 2 * MB, type: 'image/png' }, 3 * MB)).toBeNull();
  });
});
