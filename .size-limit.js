/**
 * size-limit budgets: initial JavaScript, gzip, of the heaviest first route of each
 * backend build. The files are worked out from webpack's chunk graph by test/bench/size.ts,
 * which `npm run size` runs first and which writes the manifest read here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = path.join(import.meta.dirname, 'node_modules/.cache/bench/size-manifest.json');
if (!existsSync(manifest)) {
  throw new Error('No bundle manifest: run `npm run size` (it builds the bundles first).');
}
const { checks } = JSON.parse(readFileSync(manifest, 'utf8'));
// A file missing would silently lower a size: the builds changed since the manifest was written.
const missing = checks.flatMap((c) => c.path).filter((f) => !existsSync(path.join(import.meta.dirname, f)));
if (missing.length) {
  throw new Error(`The bundle manifest is stale (${missing[0]} is gone): run \`npm run size\`.`);
}
export default checks;
