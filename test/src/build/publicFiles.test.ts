import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoBanners, demoResources } from '../../../adapters/memory/demo/demoContent';
import { demoUsers } from '../../../adapters/memory/demo/demoUsers';
import { publicFilesLeftOut } from '../../../src/build/publicFiles';

const ROOT = process.cwd();
const shipped = (backend: 'memory' | 'firebase' | 'supabase', url: string) =>
  !publicFilesLeftOut(backend).some((glob) => path.matchesGlob(url.replace(/^\//, ''), glob));

// What each cloud backend's content seed points its banners' and resources' pictures at.
const firebaseSeedPictures = [...demoBanners, ...demoResources].map((c) => c.imageUrl);
const supabaseSeedPictures = [
  ...readFileSync(path.join(ROOT, 'adapters/supabase/supabase/seed.sql'), 'utf8').matchAll(/'(\/demo\/[^']+)'/g),
].map((m) => m[1] as string);

describe('the files of public/ each build ships', () => {
  test.each([
    ['firebase', firebaseSeedPictures],
    ['supabase', supabaseSeedPictures],
  ] as const)('a %s build ships every picture its content seed points at', (backend, pictures) => {
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) {
      expect(existsSync(path.join(ROOT, 'public', url))).toBe(true);
      expect([url, shipped(backend, url)]).toEqual([url, true]);
    }
  });

  test("the demo members' photos ship with the memory build only", () => {
    const photos = demoUsers.map((u) => u.profile.avatarUrl).filter((url) => url.startsWith('/demo/'));
    expect(photos.length).toBeGreaterThan(0);
    for (const url of photos) {
      expect(shipped('memory', url)).toBe(true);
      expect(shipped('firebase', url)).toBe(false);
      expect(shipped('supabase', url)).toBe(false);
    }
  });
});
