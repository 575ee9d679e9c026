/**
 * Firebase Hosting as adapters/firebase/firebase.json configures it, on the Hosting emulator that
 * run-emulators.sh starts over the production build (dist/, `npm run build` first): the same
 * rules as the nginx configuration (test/hosting/hostingRules.ts). Compression is left out: the
 * emulator does not compress, and Firebase's servers do on their own.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hostingProblems } from '../../../hosting/hostingRules';

const HOSTING = process.env.FIREBASE_HOSTING_EMULATOR;

if (!HOSTING) {
  const why = 'Firebase Hosting rules: the Hosting emulator is not running in this process.';
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error(`${why} REQUIRE_EMULATORS=1 asks for it.`);
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\`.\n`);
}

(HOSTING ? describe : describe.skip)('Firebase Hosting (emulator, firebase.json)', () => {
  it('answers deep links with the page, caches hashed assets, revalidates the rest, 404s a missing asset', async () => {
    expect(existsSync(join(process.cwd(), 'dist/index.html'))).toBe(true);
    expect(await hostingProblems(`http://${HOSTING}`, { compression: 'none' })).toEqual([]);
  });
});
