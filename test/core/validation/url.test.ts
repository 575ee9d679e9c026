import { withWebScheme, isEmail, isHttpsOrSitePath, isSafeHttpUrl, isSitePath } from '../../../core/validation/url';

describe('isSafeHttpUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#x',
    'https://www.linkedin.com/in/someone',
    '  https://github.com/someone  ',
    'HTTPS://EXAMPLE.COM',
    'https://例子.台灣/路徑',
  ])('accepts %p', (url) => expect(isSafeHttpUrl(url)).toBe(true));

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'mailto:a@b.com',
    'ftp://example.com',
    'example.com',
    '//example.com',
    'http://',
    'https://exa mple.com',
    'not a url',
  ])('rejects %p', (url) => expect(isSafeHttpUrl(url)).toBe(false));
});

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.com.tw', 'x_y@sub.domain.org'])('accepts %p', (e) =>
    expect(isEmail(e)).toBe(true),
  );
  it.each(['', 'a', 'a@', '@b.com', 'a@b', 'a b@c.com', 'a@b .com', 'a@@b.com', 'a@-b.com', ' a@b.com'])(
    'rejects %p',
    (e) => expect(isEmail(e)).toBe(false),
  );
});

describe('isHttpsOrSitePath (what a URL field takes on save)', () => {
  it.each([
    'https://example.com',
    ' https://www.linkedin.com/in/someone ',
    'https://例子.台灣/路徑',
    '/resources',
    '/demo/banners/01-resources.svg',
    '/project/abc?x=1#y',
  ])('accepts %p', (url) => expect(isHttpsOrSitePath(url)).toBe(true));

  it.each([
    'http://example.com',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x',
    '/\\evil.example',
    '/a b',
    'resources',
    '',
    'https://',
  ])('refuses %p', (url) => expect(isHttpsOrSitePath(url)).toBe(false));

  it('a site path is one leading slash', () => {
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('//x')).toBe(false);
  });
});

describe('withWebScheme', () => {
  it.each([
    ['linkedin.com/in/zhiming', 'https://linkedin.com/in/zhiming'],
    ['  www.example.tw ', 'https://www.example.tw'],
    ['github.com/me?tab=repositories', 'https://github.com/me?tab=repositories'],
    ['臺灣.tw', 'https://臺灣.tw'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['/resources', '/resources'],
    ['我的網站', '我的網站'],
    ['example', 'example'],
    ['', ''],
  ])('%j → %j', (typed, saved) => {
    expect(withWebScheme(typed)).toBe(saved);
  });
});
