/**
 * Demo avatars are small raster images: shown at 40–96 px, each an SVG <img> would cost the page
 * a document of its own on the main thread. Every one a demo member uses exists in public/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoUsers } from '../../../../adapters/memory/demo/demoUsers';

const avatars = [...new Set(demoUsers.map((u) => u.profile.avatarUrl).filter(Boolean))];

it('every demo avatar is a WebP file of the site, at most 8 KB', () => {
  expect(avatars.length).toBeGreaterThan(10);
  for (const url of avatars) {
    expect(url).toMatch(/^\/demo\/avatars\/\d{2}\.webp$/);
    const file = join(process.cwd(), 'public', url);
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThanOrEqual(8 * 1024);
  }
});
