import { readSiteUrl } from '../../config/site';

describe('APP_SITE_URL', () => {
  it('is the origin of an https address, or empty when unset', () => {
    expect(readSiteUrl({})).toBe('');
    expect(readSiteUrl({ APP_SITE_URL: '  ' })).toBe('');
    expect(readSiteUrl({ APP_SITE_URL: 'https://cofounder.tw/' })).toBe('https://cofounder.tw');
    expect(readSiteUrl({ APP_SITE_URL: 'https://cofounder.tw/home?x=1' })).toBe('https://cofounder.tw');
    expect(readSiteUrl({ APP_SITE_URL: 'http://localhost:8080' })).toBe('http://localhost:8080');
  });

  it('refuses what is not an https address', () => {
    expect(() => readSiteUrl({ APP_SITE_URL: 'cofounder.tw' })).toThrow(/https:\/\/cofounder\.tw/);
    expect(() => readSiteUrl({ APP_SITE_URL: 'http://cofounder.tw' })).toThrow(/https:\/\//);
    expect(() => readSiteUrl({ APP_SITE_URL: 'javascript:alert(1)' })).toThrow(/https:\/\//);
  });
});
