/**
 * Bundle budgets: builds the memory, Firebase and Supabase bundles, works out from the chunk
 * graph what a first visit to each route of the route table (ui/app/routeTable.ts) downloads,
 * gzips it, and checks what must never ship (demo data in the first load, one backend's SDK in
 * another's build).
 *
 * "Initial JavaScript" of a route = the scripts index.html loads (entry + preloaded backend
 * chunks) + the backend's chunk group (main awaits it before the first render) + the route's
 * page chunk group (an admin page: with the admin layout's), with the chunks of the data features
 * the page calls as it opens (the table's `features`). The 通知中心 panel and the carousel library
 * load on interaction or after first paint, so they are not counted. Each file is gzipped on its
 * own (level 9), as a browser downloads them. The demo data is data, loaded on the very first
 * visit only (an empty store), and is reported apart.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkGroupsOf, routePages } from '../../src/build/routeChunks.ts';
import type { RoutePages } from '../../src/build/routeChunks.ts';
import { USE_CASE_CHUNKS } from '../../ui/app/featureChunks.ts';
import { BENCH_BACKEND_CONFIG } from './benchBackendConfig.ts';
import { runCommand } from './command.ts';

export type BackendName = 'memory' | 'firebase' | 'supabase';
export const BACKENDS: readonly BackendName[] = ['memory', 'firebase', 'supabase'];

export const KIB = 1024;
/**
 * The budgets: the initial JavaScript (gzip) a first route may download, per backend build.
 * Supabase's holds the whole supabase-js client (Realtime, Storage and Edge Functions included),
 * which the adapter creates at start. `npm test` enforces them (size-limit).
 */
export const BUDGETS: Record<BackendName, number> = { memory: 163 * KIB, firebase: 300 * KIB, supabase: 225 * KIB };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Bench builds go here, never over dist/ (which `npm run build` and the e2e tests own). */
export const BUILD_ROOT = path.join(ROOT, 'node_modules/.cache/bench/builds');
export const MANIFEST = path.join(ROOT, 'node_modules/.cache/bench/size-manifest.json');

/**
 * The routes of the route table by the chunk of the page they show, with the pages the router
 * renders for it (an admin page: the admin layout's, then its own), as index.html preloads them.
 */
export function pagesByChunk(): Map<string, RoutePages> {
  const pages = new Map<string, RoutePages>();
  for (const [, chain] of routePages()) pages.set((chain[chain.length - 1] as RoutePages[number]).chunk, chain);
  return pages;
}

interface ChunkInfo {
  id: string;
  name: string | null;
  initial: boolean;
  files: string[];
  modules: string[];
}

export interface BuildStats {
  backend: BackendName;
  outDir: string;
  timeMs: number;
  entry: string[];
  groups: Record<string, string[]>;
  chunks: ChunkInfo[];
}

export interface RouteSize {
  /** Chunk group of the route (page-home, admin, ...). */
  group: string;
  files: string[];
  gzip: number;
}

export interface BuildReport {
  backend: BackendName;
  outDir: string;
  buildMs: number;
  /** The build's budget (BUDGETS). */
  budget: number;
  /** What index.html loads by itself: entry scripts and preloads. */
  html: { scripts: string[]; preloads: string[] };
  entryGzip: number;
  backendGzip: number;
  /** Files of the backend's chunk group (for Firebase / Supabase: adapter + SDK). */
  backendFiles: string[];
  demoDataGzip: number;
  routes: RouteSize[];
  /** The heaviest route: if it is within budget, every route is. */
  worst: RouteSize;
  problems: string[];
}

const gzipCache = new Map<string, number>();
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Production builds of the given backends, in parallel child processes. */
export async function buildBundles(backends: readonly BackendName[] = BACKENDS): Promise<BuildStats[]> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const results = await Promise.all(
    backends.map(async (backend) => {
      const outDir = path.join(BUILD_ROOT, backend);
      const statsFile = path.join(BUILD_ROOT, `${backend}.stats.json`);
      const started = Date.now();
      const { code, stdout, stderr } = await runCommand(
        process.execPath,
        [path.join(ROOT, 'test/bench/buildBundle.ts'), backend, outDir, statsFile],
        { ...BENCH_BACKEND_CONFIG, ...process.env, APP_BACKEND: backend },
      );
      if (code !== 0) throw new Error(`the ${backend} build failed:\n${stdout}${stderr}`);
      const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BuildStats;
      stats.timeMs = Date.now() - started;
      return stats;
    }),
  );
  return results;
}

function htmlAssets(outDir: string): { scripts: string[]; preloads: string[] } {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const strip = (src: string) => src.replace(/^\//, '');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => strip(m[1] as string));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?preload\b/.test(tag) && /\bas=["']?script\b/.test(tag))
    .map((tag) => strip(/\bhref=["']?([^"' >]+)/.exec(tag)?.[1] ?? ''));
  return { scripts, preloads };
}

/** Distinctive strings of the demo data (its members' bios, its projects' descriptions), to look for in emitted files. */
export function demoMarkers(): string[] {
  const dir = path.join(ROOT, 'adapters/memory/demo');
  const markers = new Set<string>();
  for (const file of ['demoUsers.ts', 'demoProjects.ts']) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const source = readFileSync(full, 'utf8');
    // Long prose (bios, project descriptions): unique to the demo data, unlike e.g. an email domain.
    for (const m of source.matchAll(/\b(?:bio|description|past):\s*'([^']{20,})'/g)) markers.add(m[1] as string);
  }
  return [...markers];
}

const DEMO_MODULE = /^adapters\/memory\/demo\//;
const SDK_MODULES: Record<'firebase' | 'supabase', RegExp> = {
  firebase: /node_modules\/(firebase|@firebase)\//,
  supabase: /node_modules\/@supabase\//,
};
/**
 * Firebase SDK parts a first route must not download: they load on the first upload or feedback
 * message (adapters/firebase/ports/context.ts). supabase-js comes whole, as createClient makes it.
 */
const FIREBASE_ON_FIRST_USE = /node_modules\/@firebase\/(storage|functions)\//;
/** Strings that only a backend's SDK carries. */
const SDK_STRINGS: Record<'firebase' | 'supabase', string[]> = {
  firebase: ['@firebase/', 'firestore.googleapis.com'],
  supabase: ['@supabase', 'supabase-js'],
};

export function analyzeBuild(stats: BuildStats, pages: ReadonlyMap<string, RoutePages> = pagesByChunk()): BuildReport {
  const { backend, outDir } = stats;
  const byId = new Map(stats.chunks.map((c) => [c.id, c]));
  const filesOf = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id)?.files ?? []);
  const gz = (files: Iterable<string>) =>
    [...new Set(files)].reduce((sum, f) => sum + gzipSize(path.join(outDir, f)), 0);
  const problems: string[] = [];

  const html = htmlAssets(outDir);
  const entryFiles = filesOf(stats.entry);
  const backendGroup = `backend-${backend}`;
  const backendIds = stats.groups[backendGroup] ?? [];
  if (backend !== 'supabase' && backendIds.length === 0) problems.push(`${backend}: no "${backendGroup}" chunk group`);
  const backendFiles = filesOf(backendIds).filter((f) => !entryFiles.includes(f));
  const demoIds = new Set(stats.chunks.filter((c) => c.modules.some((m) => DEMO_MODULE.test(m))).map((c) => c.id));
  const demoFiles = filesOf([...demoIds]);

  // The backend (and its SDK) must download in parallel with main: preloaded by index.html.
  for (const f of backendFiles) {
    if (!html.preloads.includes(f) && !html.scripts.includes(f))
      problems.push(`${backend}: ${f} (backend chunk group) is not preloaded by index.html`);
  }

  const shell = [...entryFiles, ...html.scripts, ...html.preloads, ...backendFiles];
  const routes: RouteSize[] = [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, chain]) => {
      for (const { chunk } of chain)
        if (!stats.groups[chunk])
          problems.push(`${backend}: no "${chunk}" chunk group for a route of ui/app/routeTable.ts`);
      const loaded = chunkGroupsOf(chain, backend).flatMap((g) => stats.groups[g] ?? []);
      const files = [...new Set([...shell, ...filesOf(loaded)])];
      return { group, files, gzip: gz(files) };
    });
  if (routes.length === 0) problems.push(`${backend}: no page chunk groups found`);
  // The use cases that load on first use are where the figures look for them: the assessment's
  // in the chunk ui/app/featureChunks.ts names, the admin ones in the admin layout's chunk
  // (core/usecases/index.ts). A renamed chunk would otherwise drop out of the figures unseen.
  for (const name of USE_CASE_CHUNKS) {
    if (!stats.groups[name]) problems.push(`${backend}: no "${name}" chunk group (ui/app/featureChunks.ts)`);
  }
  const adminLayout = new Set(stats.groups.admin ?? []);
  for (const c of stats.chunks.filter((c) => c.modules.some((m) => m.endsWith('core/usecases/AdminUseCases.ts')))) {
    if (!adminLayout.has(c.id))
      problems.push(
        `${backend}: the admin use cases are in chunk "${c.name}", not the admin layout's (core/usecases/index.ts)`,
      );
  }
  const worst = routes.reduce<RouteSize>((a, b) => (b.gzip > a.gzip ? b : a), {
    group: '(none)',
    files: shell,
    gzip: gz(shell),
  });

  // Nothing of the demo data in what a first route loads (module graph and file contents).
  const initialFiles = new Set(routes.flatMap((r) => r.files));
  for (const f of initialFiles) {
    const chunk = stats.chunks.find((c) => c.files.includes(f));
    const demo = chunk?.modules.filter((m) => DEMO_MODULE.test(m)) ?? [];
    if (demo.length)
      problems.push(`${backend}: ${f} is loaded by a first route and holds demo data (${demo.join(', ')})`);
  }
  if (backend === 'firebase') {
    for (const f of initialFiles) {
      const chunk = stats.chunks.find((c) => c.files.includes(f));
      const deferred = chunk?.modules.filter((m) => FIREBASE_ON_FIRST_USE.test(m)) ?? [];
      if (deferred.length)
        problems.push(
          `${backend}: ${f} is loaded by a first route and holds ${deferred.slice(0, 2).join(', ')}…, meant to load on first use`,
        );
    }
  }
  const markers = demoMarkers();
  if (markers.length === 0)
    problems.push('no demo-data markers found in adapters/memory/demo (the check would be blind)');
  const contentChecked = backend === 'memory' ? [...initialFiles] : stats.chunks.flatMap((c) => c.files);
  for (const f of contentChecked) {
    const text = readFileSync(path.join(outDir, f), 'utf8');
    const hit = markers.find((m) => text.includes(m));
    if (hit) problems.push(`${backend}: ${f} contains demo data ("${hit.slice(0, 30)}…")`);
  }
  if (backend !== 'memory' && demoIds.size)
    problems.push(`${backend}: the build carries the demo data (${demoFiles.join(', ')})`);

  // Only the chosen backend's SDK: no other SDK in any chunk of the build.
  for (const other of ['firebase', 'supabase'] as const) {
    if (other === backend) continue;
    const modules = stats.chunks.flatMap((c) => c.modules.filter((m) => SDK_MODULES[other].test(m)));
    if (modules.length)
      problems.push(`${backend}: the build carries ${other} modules (${modules.slice(0, 3).join(', ')}…)`);
    for (const c of stats.chunks) {
      for (const f of c.files) {
        const text = readFileSync(path.join(outDir, f), 'utf8');
        const hit = SDK_STRINGS[other].find((s) => text.includes(s));
        if (hit) problems.push(`${backend}: ${f} contains "${hit}" (${other} SDK)`);
      }
    }
  }

  return {
    backend,
    outDir,
    buildMs: stats.timeMs,
    budget: BUDGETS[backend],
    html,
    entryGzip: gz(entryFiles),
    backendGzip: gz(backendFiles),
    backendFiles,
    demoDataGzip: gz(demoFiles),
    routes,
    worst,
    problems,
  };
}

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));
const lpad = (s: string, n: number) => ' '.repeat(Math.max(0, n - [...s].length)) + s;

/** One markdown table: a row per backend and route, initial JS (gzip) against the budget. */
export function bundleTable(reports: readonly BuildReport[]): string {
  const head = '| build | first route | initial JS (gzip) | budget | status |\n|---|---|---:|---:|---|';
  // status: ok within the budget; OVER past it (npm test fails).
  const rows: string[] = [];
  for (const r of reports) {
    rows.push(
      `| ${r.backend} | (entry ${kib(r.entryGzip)} + backend ${kib(r.backendGzip)}${r.demoDataGzip ? `; demo data apart: ${kib(r.demoDataGzip)}` : ''}) | | | |`,
    );
    for (const route of r.routes) {
      const ok = route.gzip <= r.budget;
      rows.push(`| ${r.backend} | ${route.group} | ${kib(route.gzip)} | ${kib(r.budget)} | ${ok ? 'ok' : 'OVER'} |`);
    }
  }
  return [head, ...rows].join('\n');
}

/** The same figures, compact, for a terminal. */
export function bundleSummary(reports: readonly BuildReport[]): string {
  const lines = [
    `${pad('build', 9)} ${lpad('entry', 10)} ${lpad('backend', 10)} ${lpad('worst route', 30)} ${lpad('budget', 11)}  status`,
  ];
  for (const r of reports) {
    const status = r.problems.length > 0 || r.worst.gzip > r.budget ? 'FAIL' : 'ok';
    lines.push(
      `${pad(r.backend, 9)} ${lpad(kib(r.entryGzip), 10)} ${lpad(kib(r.backendGzip), 10)} ${lpad(`${r.worst.group} ${kib(r.worst.gzip)}`, 30)} ${lpad(kib(r.budget), 11)}  ${status}`,
    );
  }
  return lines.join('\n');
}

/** What .size-limit.js reads: per build, the heaviest route's files and the budget. */
export function writeManifest(reports: readonly BuildReport[]): void {
  mkdirSync(path.dirname(MANIFEST), { recursive: true });
  const checks = reports.map((r) => ({
    name: `${r.backend}: initial JS of the heaviest first route (${r.worst.group})`,
    path: r.worst.files.map((f) => path.relative(ROOT, path.join(r.outDir, f))),
    limit: `${r.budget / KIB} KiB`,
    gzip: true,
  }));
  writeFileSync(MANIFEST, JSON.stringify({ builtAt: Date.now(), checks }, null, 2));
}
