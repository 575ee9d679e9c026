/**
 * Browser tests: the production build served locally and driven in Debian's Chromium.
 * `npm run e2e` (after `npm run build`). Screenshots and the axe report go to artifacts/.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser.ts';
import { ARTIFACTS, makeContext } from './harness.ts';
import type { Journey } from './harness.ts';
import { serveBuild } from './server.ts';
import { journeys } from './journeys/index.ts';

const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.resolve(import.meta.dirname, '../../dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const only = process.argv[2];
const selected: Journey[] = only ? journeys.filter((j) => j.name.includes(only)) : journeys;
// Journeys run three at a time (E2E_LANES): each opens browser profiles of its own, with their own
// storage, so none sees another's data, and much of a journey is waiting on the page.
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 3));
const server = await serveBuild(dist);
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
const lines: string[] = new Array(selected.length);

async function runJourney(journey: Journey, index: number): Promise<void> {
  const pageErrors: string[] = [];
  const t = makeContext(browser, server.url, pageErrors);
  const started = Date.now();
  try {
    await journey.run(t);
    if (pageErrors.length) throw new Error(`uncaught page errors:\n  ${pageErrors.join('\n  ')}`);
    passed++;
    lines[index] = `ok   ${journey.name} (${Date.now() - started} ms)`;
    console.log(`✓ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    lines[index] = `FAIL ${journey.name}\n${message}`;
    console.log(`✗ ${journey.name}\n  ${message.split('\n').join('\n  ')}`);
  }
}

let next = 0;
await Promise.all(
  Array.from({ length: Math.min(lanes, selected.length) }, async () => {
    while (next < selected.length) {
      const index = next++;
      await runJourney(selected[index] as Journey, index);
    }
  }),
);
await browser.close();
await server.close();
writeFileSync(path.join(ARTIFACTS, 'e2e-report.txt'), lines.join('\n') + '\n');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
