/**
 * Backend work per screen and leaks, in Debian's Chromium against a production memory build whose
 * entry (test/bench/countingEntry.ts) wraps the ports in the counting decorator
 * (test/bench/countingBackend.ts) and exposes it as `window.__bench`; the product build has no
 * counters.
 *
 * - Per screen: from a page that reads nothing (/agreement-templates), the counters are reset,
 *   the app navigates (client-side, as a click would) to the screen, and once the backend is quiet
 *   the reads, documents and listeners the screen opened are read back. The app shell's own work
 *   (session, header) is measured apart, on a full load.
 * - Leaks: every route visited three times (client-side) and back to the neutral page: the open
 *   listeners (decorator and the memory backend's own count) against the shell's, and the JS heap
 *   after a forced garbage collection (CDP HeapProfiler.collectGarbage + Performance.getMetrics)
 *   after each round.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { BUILD_ROOT, ROOT } from './bundles.ts';
import { launchBrowser, VIEWPORTS } from '../e2e/browser.ts';
import { waitForAppOnNavigation } from '../e2e/appNavigation.ts';
import { serveBuild } from '../e2e/server.ts';
import { DEMO_ADMIN, DEMO_MEMBER, login } from '../e2e/session.ts';

const NEUTRAL = '/agreement-templates';
/** Members the demo member writes to, so Inbox has rows and Chat has messages. */
const PARTNERS = ['u-001', 'u-002', 'u-003', 'u-004', 'u-005'];

interface CallRecord {
  port: string;
  method: string;
  kind: string;
  subject: string;
  documents: number;
}

interface Snapshot {
  reads: number;
  documents: number;
  listenersOpened: number;
  listenersClosed: number;
  listenersOpen: number;
  deliveries: number;
  writes: number;
  repeats: string[];
  openSubjects: string[];
  calls: CallRecord[];
}

export interface ScreenRow {
  screen: string;
  path: string;
  reads: number;
  documents: number;
  listenersOpened: number;
  /** Open once the screen has settled, beyond the shell's. */
  listenersOpenAfter: number;
  writes: number;
  /** The same thing read twice by the screen, or read again although the shell listens to it. */
  repeats: string[];
  /** What the screen read, "port.method ×n (documents)". */
  detail: string;
  targets: { text: string; ok: boolean }[];
}

export interface LeakResult {
  routes: string[];
  shellListeners: number;
  listenersAfter: number;
  adapterListenersShell: number | null;
  adapterListenersAfter: number | null;
  leakedSubjects: string[];
  heapMB: number[];
  heapGrowthMB: number;
  /**
   * Heap snapshots after round 1 and after the last: growth of compiled code (V8 optimising hot
   * functions), of browser-side objects (resource timing, DevTools buffers) and of everything else.
   */
  heapSnapshotGrowthMB: { code: number; native: number; app: number };
  nodes: number[];
  eventListeners: number[];
}

export interface ScreensResult {
  shell: { reads: number; documents: number; listeners: number; detail: string };
  screens: ScreenRow[];
  leaks: LeakResult;
  leaksAdmin: LeakResult;
  pageErrors: string[];
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(() => (window as unknown as { __bench: { counters: { snapshot(): unknown } } }).__bench.counters.snapshot()) as Promise<Snapshot>;

const resetCounters = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { counters: { reset(): void } } }).__bench.counters.reset());

/** Waits until the page shows no loading state and the backend has had no call for a while. */
async function quiet(page: Page, ms = 400): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-loading="true"], [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => {});
  let last = -1;
  for (let i = 0; i < 40; i += 1) {
    const n = await page.evaluate(() => {
      const b = (window as unknown as { __bench?: { counters: { snapshot(): { calls: unknown[]; deliveries: number } } } }).__bench;
      if (!b) return -2;
      const s = b.counters.snapshot();
      return s.calls.length * 100_000 + s.deliveries;
    });
    if (n === last && n !== -2) return;
    last = n;
    await page.waitForTimeout(ms);
  }
}

/** Client-side navigation, as a link click would do it (React Router listens to popstate). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({ usr: null, key: `bench${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await quiet(page);
}

async function newTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return page;
}

function summarizeCalls(calls: readonly CallRecord[]): string {
  const groups = new Map<string, { n: number; docs: number }>();
  for (const c of calls) {
    if (c.kind !== 'read' && c.kind !== 'listen') continue;
    const key = `${c.port}.${c.method}`;
    const g = groups.get(key) ?? { n: 0, docs: 0 };
    g.n += 1;
    g.docs += c.documents;
    groups.set(key, g);
  }
  return [...groups].map(([k, g]) => `${k}${g.n > 1 ? ` ×${g.n}` : ''} (${g.docs})`).join(', ') || '–';
}

const docsOf = (calls: readonly CallRecord[], port: string, method: string) =>
  calls.filter((c) => c.port === port && c.method === method).reduce((n, c) => n + c.documents, 0);

async function measureScreen(page: Page, screen: string, path: string, shellOpen: Snapshot): Promise<ScreenRow> {
  await navigate(page, NEUTRAL);
  await resetCounters(page);
  await navigate(page, path);
  const s = await snapshot(page);
  const shellSubjects = new Set(shellOpen.openSubjects);
  const rereads = s.calls.filter((c) => (c.kind === 'read' || c.kind === 'listen') && shellSubjects.has(c.subject)).map((c) => `${c.subject} (the shell listens to it)`);
  const row: ScreenRow = {
    screen,
    path,
    reads: s.reads,
    documents: s.documents,
    listenersOpened: s.listenersOpened,
    listenersOpenAfter: s.listenersOpen - shellOpen.listenersOpen,
    writes: s.writes,
    repeats: [...s.repeats, ...rereads],
    detail: summarizeCalls(s.calls),
    targets: [{ text: 'reads nothing twice', ok: s.repeats.length === 0 && rereads.length === 0 }],
  };
  if (screen === 'Home') {
    const members = docsOf(s.calls, 'users', 'listUsers');
    const resources = docsOf(s.calls, 'resources', 'listResources');
    // 推薦夥伴 reads the ranked partners and the member's project (its skillsRequired name the
    // reasons); the member's own profile it takes from the session, which already watches it.
    const homeReads = ['listUsers', 'listResources', 'listBanners', 'recommendPartners', 'getProject'];
    const otherReads = s.calls.filter((c) => (c.kind === 'read' || c.kind === 'listen') && !homeReads.includes(c.method));
    row.targets.push(
      { text: `members ≤ 5 (${members})`, ok: members <= 5 },
      { text: `resources ≤ 3 (${resources})`, ok: resources <= 3 },
      { text: `nothing but members, resources, banners, recommendations${otherReads.length ? ` (also ${otherReads.map((c) => c.method).join(', ')})` : ''}`, ok: otherReads.length === 0 },
    );
  }
  if (screen === 'Inbox') {
    const rowReads = s.calls.filter((c) => (c.kind === 'read' || c.kind === 'listen') && c.method !== 'watchInbox');
    row.targets.push({ text: `rows need no read of their own${rowReads.length ? ` (${rowReads.length} other reads)` : ''}`, ok: rowReads.length === 0 });
  }
  return row;
}

interface Memory {
  heapMB: number;
  /** DOM nodes and JS event listeners alive (detached ones too, after GC). */
  nodes: number;
  eventListeners: number;
}

/** Self sizes in a heap snapshot: compiled code, browser-side (native) objects, the rest (the app's). */
interface HeapParts {
  codeMB: number;
  nativeMB: number;
  appMB: number;
}

async function heapParts(page: Page): Promise<HeapParts> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snap = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const parts = { codeMB: 0, nativeMB: 0, appMB: 0 };
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt] as number];
    const size = (snap.nodes[i + sizeAt] as number) / (1024 * 1024);
    if (type === 'code') parts.codeMB += size;
    else if (type === 'native') parts.nativeMB += size;
    else parts.appMB += size;
  }
  return parts;
}

async function memory(page: Page): Promise<Memory> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { heapMB: metric('JSHeapUsedSize') / (1024 * 1024), nodes: metric('Nodes'), eventListeners: metric('JSEventListeners') };
}

/** Rounds of visits for the leak check (BENCH_LEAK_ROUNDS, three by default: round 1 fills caches, the others show growth). */
const ROUNDS = Math.max(2, Number(process.env.BENCH_LEAK_ROUNDS ?? 3));

async function leakRounds(page: Page, routes: readonly string[]): Promise<LeakResult> {
  await navigate(page, NEUTRAL);
  const shell = await snapshot(page);
  const adapterShell = await page.evaluate(() => (window as unknown as { __bench: { adapterListenerCount(): number | null } }).__bench.adapterListenerCount());
  const rounds: Memory[] = [await memory(page)];
  let afterFirst: HeapParts | null = null;
  for (let round = 0; round < ROUNDS; round += 1) {
    // The counters' own call log is not the app's memory: start each round with it empty.
    await resetCounters(page);
    for (const route of routes) await navigate(page, route);
    await navigate(page, NEUTRAL);
    rounds.push(await memory(page));
    if (round === 0) afterFirst = await heapParts(page);
  }
  const afterLast = await heapParts(page);
  const first = afterFirst ?? afterLast;
  const heap = rounds.map((r) => r.heapMB);
  const after = await snapshot(page);
  const adapterAfter = await page.evaluate(() => (window as unknown as { __bench: { adapterListenerCount(): number | null } }).__bench.adapterListenerCount());
  const shellSubjects = [...shell.openSubjects];
  const leaked = after.openSubjects.filter((s) => {
    const i = shellSubjects.indexOf(s);
    if (i >= 0) {
      shellSubjects.splice(i, 1);
      return false;
    }
    return true;
  });
  return {
    routes: [...routes],
    shellListeners: shell.listenersOpen,
    listenersAfter: after.listenersOpen,
    adapterListenersShell: adapterShell,
    adapterListenersAfter: adapterAfter,
    leakedSubjects: leaked,
    heapMB: heap,
    heapSnapshotGrowthMB: {
      code: afterLast.codeMB - first.codeMB,
      native: afterLast.nativeMB - first.nativeMB,
      app: afterLast.appMB - first.appMB,
    },
    nodes: rounds.map((r) => r.nodes),
    eventListeners: rounds.map((r) => r.eventListeners),
    // Round 1 loads every chunk and fills caches; growth is what the later rounds keep.
    heapGrowthMB: (heap[heap.length - 1] ?? 0) - (heap[1] ?? 0),
  };
}

/** Builds the memory backend's counting build (test/bench/countingEntry.ts) and returns its folder. */
export async function buildCountingBundle(): Promise<string> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const outDir = path.join(BUILD_ROOT, 'memory-counting');
  const statsFile = path.join(BUILD_ROOT, 'memory-counting.stats.json');
  const args = [path.join(ROOT, 'test/bench/buildBundle.ts'), 'memory', outDir, statsFile, 'test/bench/countingEntry.ts'];
  const output = await new Promise<{ code: number; text: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, text }));
  });
  if (output.code !== 0) throw new Error(`the counting build failed:\n${output.text}`);
  return outDir;
}

export async function runScreens(buildDir: string): Promise<ScreensResult> {
  const server = await serveBuild(buildDir);
  const browser = await launchBrowser();
  const pageErrors: string[] = [];
  try {
    // The demo member, with conversations so Inbox has rows and Chat has messages.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await newTab(context, pageErrors);
    await page.goto(`${server.url}/`);
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await quiet(page);
    await page.evaluate(async (partners) => {
      const chat = (window as unknown as { __bench: { backend: { chat: { sendMessage(to: string, text: string): Promise<unknown> } } } }).__bench.backend.chat;
      for (const to of partners) await chat.sendMessage(to, `你好，我是來自效能量測的訊息（${to}）。`);
    }, PARTNERS);

    // The shell's own work: a full load of a page that reads nothing itself.
    await page.goto(`${server.url}${NEUTRAL}`);
    await quiet(page);
    const shellSnap = await snapshot(page);

    const screens: ScreenRow[] = [];
    for (const [screen, path] of [
      ['Home', '/home'],
      ['Explore partners', '/explore-partners'],
      ['Project detail', '/project/u-001'],
      ['Inbox', '/inbox'],
      ['Chat', `/chat/${PARTNERS[0]}`],
    ] as const) {
      screens.push(await measureScreen(page, screen, path, shellSnap));
    }

    const memberRoutes = [
      '/',
      '/home',
      '/resources',
      '/explore-partners',
      '/explore-projects',
      '/project/u-001',
      '/chat/u-001',
      '/inbox',
      '/project/editor',
      '/project/edit/u-demo',
      '/profile',
      '/profile/u-002',
      '/questionnaire',
      '/questionnaire/result/none',
      '/agreement-templates',
      '/contact-us',
      '/no-such-page',
    ];
    const leaks = await leakRounds(page, memberRoutes);
    await context.close();

    // The admin: the members page, and the admin area's routes for the leak rounds.
    const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const admin = await newTab(adminContext, pageErrors);
    await admin.goto(`${server.url}/`);
    await login(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.goto(`${server.url}${NEUTRAL}`);
    await quiet(admin);
    const adminShell = await snapshot(admin);
    screens.push(await measureScreen(admin, 'Admin members', '/admin/users', adminShell));
    const adminRoutes = ['/admin/dashboard', '/admin/users', '/admin/projects', '/admin/resources', '/admin/banners', '/admin/questionnaire-editor', '/home'];
    const leaksAdmin = await leakRounds(admin, adminRoutes);
    await adminContext.close();

    return {
      shell: {
        reads: shellSnap.reads,
        documents: shellSnap.documents,
        listeners: shellSnap.listenersOpen,
        detail: summarizeCalls(shellSnap.calls),
      },
      screens,
      leaks,
      leaksAdmin,
      pageErrors,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function screensTable(r: ScreensResult): string {
  const rows = [
    '| screen | reads | documents | listeners opened | left open | repeats | what it read (documents) | targets |',
    '|---|---:|---:|---:|---:|---|---|---|',
    `| app shell (session, header; full load) | ${r.shell.reads} | ${r.shell.documents} | ${r.shell.listeners} | ${r.shell.listeners} | – | ${r.shell.detail} | – |`,
    ...r.screens.map(
      (s) =>
        `| ${s.screen} (${s.path}) | ${s.reads} | ${s.documents} | ${s.listenersOpened} | ${s.listenersOpenAfter} | ${s.repeats.length ? s.repeats.join('; ') : 'none'} | ${s.detail} | ${s.targets.map((t) => `${t.ok ? 'ok' : 'MISSED'}: ${t.text}`).join('; ')} |`,
    ),
  ];
  return rows.join('\n');
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

export function leaksTable(r: ScreensResult): string {
  const line = (who: string, l: LeakResult) =>
    `| ${who} | ${l.routes.length} routes × ${l.heapMB.length - 1} | ${l.shellListeners} | ${l.listenersAfter} | ${l.adapterListenersShell ?? '–'} → ${l.adapterListenersAfter ?? '–'} | ${l.leakedSubjects.length ? l.leakedSubjects.join('; ') : 'none'} | ${l.heapMB.map((h) => h.toFixed(2)).join(' → ')} | ${l.heapGrowthMB >= 0 ? '+' : ''}${l.heapGrowthMB.toFixed(2)} | ${signed(l.heapSnapshotGrowthMB.app)} / ${signed(l.heapSnapshotGrowthMB.code)} / ${signed(l.heapSnapshotGrowthMB.native)} | ${l.nodes.join(' → ')} | ${l.eventListeners.join(' → ')} | ${l.leakedSubjects.length === 0 && l.listenersAfter <= l.shellListeners ? 'ok' : 'LEAK'} |`;
  return [
    '| session | visits | listeners open before (shell) | after | memory backend listeners before → after | left open | JS heap after GC (MB): start → after each round | growth from round 1 to the last (MB) | of which objects / compiled code / browser-side (MB, heap snapshots) | DOM nodes | JS event listeners | status |',
    '|---|---|---:|---:|---|---|---|---:|---|---|---|---|',
    line('member', r.leaks),
    line('admin', r.leaksAdmin),
  ].join('\n');
}
