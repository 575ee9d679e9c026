/**
 * Lighthouse 13 (mobile preset: simulated slow 4G and 4× CPU slowdown) on the production memory
 * build served locally (the build's Brotli copies, cache headers: test/e2e/server.ts), three runs a page (one for the pages
 * marked `once`), median reported:
 * the floor page (./floorPage.ts), the sign-in page and /resources signed out, then Home, Explore
 * partners, a profile and a project signed in as the demo member. Every LCP is also given as a
 * ratio to the floor's in the same run. Debian's Chromium is started with the project's flags and a remote debugging port;
 * Lighthouse drives one tab through its own puppeteer-core (its dependency, resolved from it) so
 * the member signs in through the Auth page in that tab, and each audit then loads its page
 * in the same tab (the memory backend keeps a tab's session in sessionStorage). Lighthouse clears
 * the HTTP cache before each page (a cold load), not localStorage, so the member stays signed in.
 * The Firebase build's member pages are audited where the bench runs beside the Firebase
 * emulators (`bash test/adapters/firebase/run-emulators.sh --run "npm run bench"`, as CI does):
 * they are seeded first with the same content and people (./seedFirebaseEmulators.ts), and the
 * demo member signs in on that build too. Without the emulators, and for the Supabase build
 * (PostgREST and GoTrue do not run here), only the sign-in page is audited.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH } from '../e2e/browser.ts';
import { serveBuild } from '../e2e/server.ts';
import { DEMO_MEMBER } from '../e2e/session.ts';
import { writeFloorSite } from './floorPage.ts';
import { firebaseEmulatorsRunning, seedFirebaseEmulators } from './seedFirebaseEmulators.ts';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type AuditedBuild = 'memory' | 'firebase' | 'supabase';

export interface LighthousePage {
  name: string;
  /** `{u-001}` stands for that demo member's id in the build's backend (the same in the memory build). */
  path: string;
  /** Who opens it: the floor page (static, beside the build), a signed-out visitor, or the demo member. */
  as: 'floor' | 'visitor' | 'member';
  /** The backend build that serves it; memory unless named. */
  build?: AuditedBuild;
  /**
   * Audited once, not BENCH_LIGHTHOUSE_RUNS times: the Firebase build's member pages, whose runs each
   * wait on the emulators, would add minutes to CI; the table shows how many runs a figure is of.
   */
  once?: true;
}

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'Floor (static HTML)', path: '/', as: 'floor' },
  { name: 'Sign-in page', path: '/', as: 'visitor' },
  { name: 'Resources', path: '/resources', as: 'visitor' },
  { name: 'Home', path: '/home', as: 'member' },
  { name: 'Explore partners', path: '/explore-partners', as: 'member' },
  { name: 'Profile', path: '/profile/u-001', as: 'member' },
  { name: 'Project', path: '/project/u-001', as: 'member' },
  { name: 'Sign-in page, Firebase build', path: '/', as: 'visitor', build: 'firebase' },
  { name: 'Sign-in page, Supabase build', path: '/', as: 'visitor', build: 'supabase' },
  { name: 'Home, Firebase build', path: '/home', as: 'member', build: 'firebase', once: true },
  { name: 'Explore partners, Firebase build', path: '/explore-partners', as: 'member', build: 'firebase', once: true },
  { name: 'Profile, Firebase build', path: '/profile/{u-001}', as: 'member', build: 'firebase', once: true },
  { name: 'Project, Firebase build', path: '/project/{u-001}', as: 'member', build: 'firebase', once: true },
];

/** A page's address in a backend whose member ids are `ids` (demo id → that backend's id). */
export function pathIn(pagePath: string, ids: Record<string, string> = {}): string {
  return pagePath.replace(/\{([^}]+)\}/g, (_, id: string) => ids[id] ?? id);
}

/**
 * BENCH_LIGHTHOUSE_PAGES=Profile,Project audits only the pages whose names contain one of these
 * (case-insensitive), and the floor, whose LCP the ratios need.
 */
const PAGE_FILTER = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const audited = (page: LighthousePage) =>
  page.as === 'floor' || PAGE_FILTER.length === 0 || PAGE_FILTER.some((f) => page.name.toLowerCase().includes(f));

/** Runs a page (BENCH_LIGHTHOUSE_RUNS, default 3): scores vary from run to run; the median run is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

export interface LighthouseRow {
  name: string;
  path: string;
  as: LighthousePage['as'];
  /** LCP divided by the floor page's, in the same run. */
  lcpToFloor: number;
  /** Performance score of every run, the reported one being the median. */
  runs: number[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits that keep a category below 100 (performance: those scoring under 0.9). */
  blockers: string[];
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>;
  runWarnings: string[];
}

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const portFile = path.join(profile, 'DevToolsActivePort');
  // Chromium creates the file before it writes the port into it: read until a port is there
  // (an empty first read once failed a CI run), for at most 20 s or until Chromium exits.
  const readPort = () => (existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : NaN);
  let port = readPort();
  for (let i = 0; i < 200 && !(port > 0) && child.exitCode === null; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    port = readPort();
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  if (!(port > 0)) {
    await stop();
    throw new Error(`Chromium (${CHROMIUM_PATH}) did not open a debugging port`);
  }
  return { port, stop };
}

function blockersOf(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const [category, threshold] of [
    ['performance', 0.9],
    ['accessibility', 1],
    ['best-practices', 1],
  ] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') continue;
      // Weight 0: shown by Lighthouse but not part of the score.
      if (a.score < threshold && ref.weight > 0) {
        out.push(`${category}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
  }
  return out;
}

/**
 * Runs the audits; each page's full report (JSON, open it in the Lighthouse viewer) is written
 * to `reportDir` when given.
 */
export async function runLighthouse(
  builds: Partial<Record<AuditedBuild, string>>,
  reportDir?: string,
): Promise<{ rows: LighthouseRow[]; warnings: string[] }> {
  const lighthouseUrl = import.meta.resolve('lighthouse');
  const { default: lighthouse } = (await import(lighthouseUrl)) as {
    default: (url: string, flags: object, config: unknown, page: unknown) => Promise<{ lhr: Lhr } | undefined>;
  };
  const fromLighthouse = createRequire(new URL(lighthouseUrl));
  const puppeteer = (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as {
    default: { connect(o: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser> };
  };

  const servers = new Map<AuditedBuild, Awaited<ReturnType<typeof serveBuild>>>();
  for (const [build, dir] of Object.entries(builds) as [AuditedBuild, string][]) servers.set(build, await serveBuild(dir));
  if (!servers.has('memory')) throw new Error('Lighthouse needs the memory build');
  const floorDir = writeFloorSite();
  const floor = await serveBuild(floorDir);
  // One more try: a Chromium that dies at start must not cost CI its figures.
  const chromium = await startChromium().catch(() => startChromium());
  const rows: LighthouseRow[] = [];
  const warnings: string[] = [];
  try {
    // The Firebase build's member pages need data: the emulators, seeded.
    const firebase = servers.get('firebase');
    let firebaseIds: Record<string, string> | null = null;
    if (firebase && firebaseEmulatorsRunning()) firebaseIds = await seedFirebaseEmulators();
    else if (firebase) warnings.push('Firebase build: member pages not audited, the emulators are not running (run-emulators.sh --run "npm run bench")');
    const browser = await puppeteer.default.connect({ browserURL: `http://127.0.0.1:${chromium.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const signedIn = new Set<AuditedBuild>();
    // The floor and the public pages first, signed out; then the demo member signs in through
    // the Auth page, in the tab Lighthouse will use, for the member pages (on each build's origin).
    for (const target of LIGHTHOUSE_PAGES.filter(audited)) {
      const build = target.build ?? 'memory';
      const served = servers.get(build);
      if (!served) {
        warnings.push(`${target.name}: no ${target.build} build to audit (the size part builds it)`);
        continue;
      }
      const ids = build === 'firebase' ? firebaseIds : {};
      if (target.as === 'member' && !ids) continue;
      const targetPath = pathIn(target.path, ids ?? {});
      if (target.as === 'member' && !signedIn.has(build)) {
        await page.goto(`${served.url}/`, { waitUntil: 'networkidle0' });
        await (await page.waitForSelector('::-p-aria([name="登入"][role="tab"])')).click();
        await (await page.waitForSelector('[role="tabpanel"] input[autocomplete="email"]')).type(DEMO_MEMBER.email);
        await (await page.waitForSelector('[role="tabpanel"] input[autocomplete="current-password"]')).type(DEMO_MEMBER.password);
        await (await page.waitForSelector('form ::-p-aria([name="登入"][role="button"])')).click();
        await page.waitForFunction(() => window.location.pathname !== '/', { timeout: 15_000 });
        signedIn.add(build);
      }
      const origin = target.as === 'floor' ? floor.url : served.url;
      const results: { lhr: Lhr; performance: number }[] = [];
      for (let run = 0; run < (target.once ? 1 : RUNS); run += 1) {
        const result = await lighthouse(
          `${origin}${targetPath}`,
          // A Firebase member page keeps Firestore's listening connection open, so the network never
          // goes quiet: Lighthouse stops waiting for it after 5 s (its default is 45 s; the pages load in about 1 s here).
          { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], maxWaitForLoad: 5_000 },
          undefined,
          page,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        const landed = await page.evaluate(() => window.location.pathname);
        if (landed !== targetPath) warnings.push(`${target.name}: the page ended at ${landed} (not signed in?)`);
        results.push({ lhr: result.lhr, performance: result.lhr.categories.performance?.score ?? 0 });
      }
      const sorted = [...results].sort((a, b) => a.performance - b.performance);
      const { lhr } = sorted[Math.floor((sorted.length - 1) / 2)] as { lhr: Lhr };
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${target.name.toLowerCase().replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
      }
      warnings.push(...new Set(results.flatMap((r) => r.lhr.runWarnings.map((w) => `${target.path}: ${w}`))));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // The median LCP of the runs, as for the floor: one slow run on a shared machine moves it less.
      const lcps = results.map((r) => r.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN).sort((a, b) => a - b);
      const lcpMs = lcps[Math.floor((lcps.length - 1) / 2)] ?? NaN;
      const floorLcp = rows.find((r) => r.as === 'floor')?.lcpMs ?? lcpMs;
      rows.push({
        name: target.name,
        path: target.path,
        as: target.as,
        lcpToFloor: lcpMs / floorLcp,
        runs: results.map((r) => Math.round(r.performance * 100)),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs,
        tbtMs: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        fcpMs: num('first-contentful-paint'),
        blockers: blockersOf(lhr),
      });
    }
    await browser.disconnect();
  } finally {
    await chromium.stop();
    for (const served of servers.values()) await served.close();
    await floor.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
  return { rows, warnings };
}

interface PuppeteerElement {
  click(): Promise<void>;
  type(text: string): Promise<void>;
}
interface PuppeteerPage {
  goto(url: string, o?: object): Promise<unknown>;
  waitForSelector(selector: string): Promise<PuppeteerElement>;
  waitForFunction(fn: () => boolean, o?: object): Promise<unknown>;
  evaluate<T>(fn: () => T): Promise<T>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  disconnect(): Promise<void>;
}

export function lighthouseTable(rows: readonly LighthouseRow[]): string {
  const mark = (v: number, target: number) => `${v}${v >= target ? '' : ' ✗'}`;
  return [
    '| page | Performance (≥ 95), median run | runs | Accessibility (100) | Best Practices (100) | LCP (median) | LCP ÷ floor | TBT | CLS | FCP |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} (${r.path}) | ${mark(r.performance, 95)} | ${r.runs.join(', ')} | ${mark(r.accessibility, 100)} | ${mark(r.bestPractices, 100)} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.lcpToFloor.toFixed(2)}× | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.fcpMs / 1000).toFixed(2)} s |`,
    ),
  ].join('\n');
}
