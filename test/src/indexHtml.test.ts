/**
 * src/index.html as the build fills it in: the preview card of a shared link (og: and twitter:
 * tags) for the public pages, with absolute addresses when the site's address is known.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { browserThemeColor } from '../../ui/theme/palette';

/** The template engine html-webpack-plugin fills index.html with (lodash ships no types). */
const template = createRequire(import.meta.url)('lodash/template') as (source: string) => (data: object) => string;
const source = readFileSync(path.join(process.cwd(), 'src/index.html'), 'utf8');
const render = (siteUrl: string) => template(source)({ paletteCss: '', browserThemeColor, siteUrl, faviconHref: '' });

function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1];
}

it('a shared link shows the site’s title, description and picture, with absolute addresses', () => {
  const html = render('https://cofounder.tw');
  const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
  expect(title).toBe('共創夥伴｜臺灣創業合夥人媒合平臺');
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
  expect(meta(html, 'og:type')).toBe('website');
  expect(meta(html, 'og:locale')).toBe('zh_TW');
  expect(meta(html, 'og:url')).toBe('https://cofounder.tw/');
  expect(meta(html, 'og:image')).toBe('https://cofounder.tw/og-image.png');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'twitter:image')).toBe('https://cofounder.tw/og-image.png');
  const png = readFileSync(path.join(process.cwd(), 'public/og-image.png'));
  expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(
    `${meta(html, 'og:image:width')}x${meta(html, 'og:image:height')}`,
  );
});

it('without the site’s address the card has the title and description, and no relative picture', () => {
  const html = render('');
  expect(meta(html, 'og:title')).toBe('共創夥伴｜臺灣創業合夥人媒合平臺');
  expect(meta(html, 'og:image')).toBeUndefined();
  expect(meta(html, 'twitter:card')).toBe('summary');
});
