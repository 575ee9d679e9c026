import type { BannerInput } from '../../../core/domain';
import { validateBanner } from '../../../core/validation/banner';

const ok: BannerInput = {
  title: '創業週',
  linkUrl: 'https://example.com/week',
  imageUrl: 'https://img/x.png',
  order: 100,
};

describe('validateBanner', () => {
  it('accepts a complete banner, order 0 and negative orders included', () => {
    expect(validateBanner(ok)).toEqual({});
    expect(validateBanner({ ...ok, order: 0 })).toEqual({});
    expect(validateBanner({ ...ok, order: -5.5 })).toEqual({});
    expect(validateBanner({ ...ok, imageUrl: 'data:image/png;base64,AAAA' })).toEqual({});
  });
  it.each([
    [{ order: Number.NaN }, { order: 'number_invalid' }],
    [{ order: Infinity }, { order: 'number_invalid' }],
    [{ order: '3' as unknown as number }, { order: 'number_invalid' }],
    [{ title: '' }, { title: 'required' }],
    [{ title: 'a'.repeat(101) }, { title: 'too_long' }],
    [{ linkUrl: '' }, { linkUrl: 'required' }],
    [{ linkUrl: 'javascript:alert(1)' }, { linkUrl: 'url_invalid' }],
    [{ linkUrl: 'www.example.com' }, { linkUrl: 'url_invalid' }],
    [{ linkUrl: `https://e.com/${'a'.repeat(500)}` }, { linkUrl: 'too_long' }],
    [{ imageUrl: '' }, { imageUrl: 'image_required' }],
    [{ imageUrl: '  ' }, { imageUrl: 'image_required' }],
  ])('%j → %j', (change, errors) => expect(validateBanner({ ...ok, ...change })).toEqual(errors));
});
