/**
 * size-limit budgets (issue 7): initial JavaScript, gzip, of the heaviest first route of each
 * backend build. The files are worked out from webpack's chunk graph by test/bench/size.ts,
 * which `npm run size` runs first and which writes the manifest read here.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const manifest = path.join(__dirname, 'node_modules/.cache/bench/size-manifest.json');
if (!existsSync(manifest)) {
  throw new Error('No bundle manifest: run `npm run size` (it builds the bundles first).');
}
module.exports = JSON.parse(readFileSync(manifest, 'utf8')).checks;
