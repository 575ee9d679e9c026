/** The web app manifest (add to home screen): its icons exist at the sizes it claims. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.join(process.cwd(), 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

it('names the app in Traditional Chinese and opens Home standalone', () => {
  expect(manifest.short_name).toBe('共創夥伴');
  expect(manifest.lang).toBe('zh-Hant-TW');
  expect(manifest.start_url).toBe('/home');
  expect(manifest.display).toBe('standalone');
});

it('every icon exists, PNGs at their stated size, with a 512 px maskable one', () => {
  for (const icon of manifest.icons) {
    const file = path.join(publicDir, icon.src);
    expect(existsSync(file)).toBe(true);
    if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  expect(pngSize(path.join(publicDir, 'icons/apple-touch-icon.png'))).toBe('180x180');
});

it('index.html links the manifest and the home-screen icon', () => {
  const html = readFileSync(path.join(process.cwd(), 'src/index.html'), 'utf8');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
});
