import type { ResourceInput } from '../../../core/domain';
import { validateResource } from '../../../core/validation/resource';

const ok: ResourceInput = {
  title: '青年創業貸款',
  description: '政府提供的低利貸款',
  imageUrl: 'https://img/r.png',
  officialUrl: 'https://www.gov.tw/loan',
  category: '資金',
  district: '臺北市',
};

describe('validateResource', () => {
  it('accepts a complete resource', () => {
    expect(validateResource(ok)).toEqual({});
  });
  it.each(['title', 'description', 'imageUrl', 'officialUrl', 'category', 'district'] as const)(
    '%s is required',
    (field) => {
      expect(validateResource({ ...ok, [field]: '' })).toEqual({ [field]: 'required' });
      expect(validateResource({ ...ok, [field]: '  ' })).toEqual({ [field]: 'required' });
    },
  );
  it('wants an https:// or on-site picture, whatever the admin types', () => {
    expect(validateResource({ ...ok, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: 'url_invalid' });
    expect(validateResource({ ...ok, imageUrl: 'http://example.com/a.png' })).toEqual({ imageUrl: 'url_invalid' });
    expect(validateResource({ ...ok, imageUrl: '/demo/resources/01.svg' })).toEqual({});
  });
  it('wants an https:// official URL', () => {
    expect(validateResource({ ...ok, officialUrl: 'http://gov.tw' })).toEqual({ officialUrl: 'url_invalid' });
    expect(validateResource({ ...ok, officialUrl: 'javascript:alert(1)' })).toEqual({ officialUrl: 'url_invalid' });
    expect(validateResource({ ...ok, officialUrl: 'gov.tw' })).toEqual({ officialUrl: 'url_invalid' });
    expect(validateResource({ ...ok, officialUrl: `https://e.com/${'a'.repeat(500)}` })).toEqual({
      officialUrl: 'too_long',
    });
  });
  it.each([
    ['title', 100],
    ['description', 2000],
    ['category', 50],
    ['district', 50],
  ] as const)('%s allows %i characters', (field, max) => {
    expect(validateResource({ ...ok, [field]: 'a'.repeat(max) })).toEqual({});
    expect(validateResource({ ...ok, [field]: 'a'.repeat(max + 1) })).toEqual({ [field]: 'too_long' });
  });
});
