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
const server = await serveBuild(dist);
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
const lines: string[] = [];
for (const journey of selected) {
  const pageErrors: string[] = [];
  const t = makeContext(browser, server.url, pageErrors);
  const started = Date.now();
  try {
    await journey.run(t);
    if (pageErrors.length) throw new Error(`uncaught page errors:\n  ${pageErrors.join('\n  ')}`);
    passed++;
    lines.push(`ok   ${journey.name} (${Date.now() - started} ms)`);
    console.log(`✓ ${journey.name}`);
  } catch (e) {
    failed++;
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    lines.push(`FAIL ${journey.name}\n${message}`);
    console.log(`✗ ${journey.name}\n  ${message.split('\n').join('\n  ')}`);
  }
}
await browser.close();
await server.close();
writeFileSync(path.join(ARTIFACTS, 'e2e-report.txt'), lines.join('\n') + '\n');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
