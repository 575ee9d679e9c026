/**
 * Builds one backend's production bundle with the project's webpack.config.ts and writes a
 * compact chunk graph (stats) beside it. Run by test/bench/bundles.ts as a child process, one per
 * backend, so the three builds use the machine's cores in parallel:
 *
 *   node test/bench/buildBundle.ts <memory|firebase|supabase> <outDir> <statsFile> [entry]
 *
 * `entry` (a path from the repository root) replaces src/main.tsx: the benchmarks' counting build
 * starts the app from test/bench/countingEntry.ts.
 *
 * The webpack filesystem cache (node_modules/.cache/webpack, one per backend and entry) makes a
 * second run take seconds; it is keyed on webpack.config.ts, its Babel plugin and the installed
 * packages.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import type { Module } from 'webpack';

const [backend, outDirArg, statsFile, entryArg] = process.argv.slice(2);
const outDir = outDirArg ? path.resolve(outDirArg) : '';
if (!backend || !outDirArg || !statsFile) {
  console.error('usage: node test/bench/buildBundle.ts <backend> <outDir> <statsFile> [entry]');
  process.exit(2);
}
process.env.APP_BACKEND = backend;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const configPath = path.join(root, 'webpack.config.ts');
const { default: configFactory } = (await import(configPath)) as {
  default: (env: unknown, argv: { mode: 'production' }) => webpack.Configuration;
};
const config = configFactory({}, { mode: 'production' });
config.output = { ...config.output, path: outDir };
if (entryArg) config.entry = { main: path.resolve(root, entryArg) };
config.cache = {
  type: 'filesystem',
  name: entryArg ? `bench-${backend}-${path.basename(entryArg, path.extname(entryArg))}` : `bench-${backend}`,
  // The Babel plugin that trims the route table is code of the build, as the config is.
  buildDependencies: {
    config: [configPath, path.join(root, 'config/backend.ts'), path.join(root, 'src/build/browserRouteTable.ts')],
  },
};
config.infrastructureLogging = { level: 'error' };

/** Source paths (relative to the repository) of a module and, when concatenated, of its parts. */
function sourcesOf(m: Module): string[] {
  const inner = (m as Module & { modules?: Module[] }).modules;
  if (inner) return inner.flatMap(sourcesOf);
  const name = m.nameForCondition?.();
  return name ? [path.relative(root, name)] : [];
}

const compiler = webpack(config);
compiler.run((error, stats) => {
  compiler.close(() => {});
  if (error || !stats) {
    console.error(error);
    process.exit(1);
  }
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, errorDetails: true }));
    process.exit(1);
  }
  const c = stats.compilation;
  const chunks = [...c.chunks].map((chunk) => ({
    id: String(chunk.id),
    name: chunk.name ?? null,
    initial: chunk.canBeInitial(),
    files: [...chunk.files].filter((f) => f.endsWith('.js')),
    modules: [...new Set(c.chunkGraph.getChunkModules(chunk).flatMap(sourcesOf))].sort(),
  }));
  const groups = Object.fromEntries(
    [...c.namedChunkGroups.entries()].map(([name, group]) => [name, group.chunks.map((chunk) => String(chunk.id))]),
  );
  const entry = c.entrypoints.get('main')?.chunks.map((chunk) => String(chunk.id)) ?? [];
  writeFileSync(
    statsFile,
    JSON.stringify({
      backend,
      outDir,
      builtAt: Date.now(),
      timeMs: (stats.endTime ?? 0) - (stats.startTime ?? 0),
      entry,
      groups,
      chunks,
    }),
  );
});
