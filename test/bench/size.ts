/**
 * `npm run size`: builds the memory, Firebase and Supabase bundles (in parallel, webpack cache in
 * node_modules/.cache), prints the initial JavaScript of every first route against its budget,
 * fails on demo data in a first load, on one backend's SDK in another's build, or on a backend
 * chunk index.html does not preload, then writes the manifest .size-limit.js reads (size-limit
 * then enforces the budgets, bundles.ts BUDGETS).
 *
 *   node test/bench/size.ts [--json]   (--json: the full report on stdout, for npm run bench)
 *
 * Exit code 1 on a content problem; budgets are enforced by size-limit (`npm run size` runs both).
 */
import { analyzeBuild, buildBundles, bundleSummary, bundleTable, kib, writeManifest } from './bundles.ts';

const json = process.argv.includes('--json');
const started = Date.now();
const stats = await buildBundles();
const reports = stats.map((s) => analyzeBuild(s));
writeManifest(reports);

if (json) {
  process.stdout.write(JSON.stringify(reports));
} else {
  console.log(bundleTable(reports));
  console.log('');
  console.log(bundleSummary(reports));
  console.log(
    `\nbuilt in ${((Date.now() - started) / 1000).toFixed(1)} s (${reports.map((r) => `${r.backend} ${(r.buildMs / 1000).toFixed(1)} s`).join(', ')}); ` +
      `index.html preloads: ${reports.map((r) => `${r.backend} ${r.html.preloads.length}`).join(', ')}`,
  );
}
// Limits are size-limit's to enforce (it runs next); say here too what is past a budget.
for (const r of reports.filter((x) => x.worst.gzip > x.budget)) {
  console.error(
    `over budget: ${r.backend} ${r.worst.group} loads ${kib(r.worst.gzip)} of JavaScript, budget ${kib(r.budget)}`,
  );
}
const problems = reports.flatMap((r) => r.problems);
if (problems.length) {
  console.error(`\nsize check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
