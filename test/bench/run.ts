/**
 * `npm run bench`: every performance figure in one table, printed and written with the
 * detailed tables to artifacts/bench.md (CI keeps artifacts/). Figures only: a slow figure never
 * fails the run; the exit code is non-zero only when a part could not run at all.
 *
 *   (a) bundle sizes: initial JavaScript of every first route, per backend build, against budget;
 *   (b) explore at scale on the memory backend (jest: test/bench/scale.bench.ts);
 *   (c) backend work per screen and (d) leaks (Chromium, a counting build: test/bench/screens.ts);
 *   (e) Lighthouse, mobile (test/bench/lighthouse.ts);
 *   (f) chat sends on a throwaway PostgreSQL 15 server (jest: test/bench/chatLoad.bench.ts);
 *   (g) recommendations at 20,000 members, memory and PostgreSQL 15 (jest: test/bench/recommendations.bench.ts).
 *
 *   node test/bench/run.ts [--skip=size,scale,chat,recommendations,screens,lighthouse] [--only=chat]
 *   BENCH_LIGHTHOUSE_BUILD=<build folder> node test/bench/run.ts --only=lighthouse
 *   BENCH_LIGHTHOUSE_PAGES=Profile,Project BENCH_LIGHTHOUSE_RUNS=1 node test/bench/run.ts --only=lighthouse
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_ROOT, ROOT, analyzeBuild, buildBundles, bundleTable, kib, writeManifest } from './bundles.ts';
import type { BuildReport } from './bundles.ts';
import { lighthouseTable, runLighthouse } from './lighthouse.ts';
import { buildCountingBundle, leaksTable, runScreens, screensTable } from './screens.ts';
import type { ScreensResult } from './screens.ts';

const skip = new Set((process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '').split(',').filter(Boolean));
// --only=a,b runs those parts and skips the others.
const only = new Set((process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? '').split(',').filter(Boolean));
if (only.size > 0) for (const name of ['size', 'scale', 'chat', 'recommendations', 'screens', 'lighthouse']) if (!only.has(name)) skip.add(name);
const ARTIFACT = path.join(ROOT, 'artifacts/bench.md');
const SCALE_RESULT = path.join(ROOT, 'node_modules/.cache/bench/scale.json');
const CHAT_RESULT = path.join(ROOT, 'node_modules/.cache/bench/chat.json');
const RECOMMENDATIONS_RESULT = path.join(ROOT, 'node_modules/.cache/bench/recommendations.json');

interface Row {
  area: string;
  measure: string;
  figure: string;
  target: string;
  status: string;
}
const summary: Row[] = [];
const details: string[] = [];
const failures: string[] = [];
const timings: string[] = [];

async function part(name: string, fn: () => Promise<void>): Promise<void> {
  if (skip.has(name)) {
    summary.push({ area: name, measure: '(skipped)', figure: '', target: '', status: '' });
    return;
  }
  const t = Date.now();
  process.stderr.write(`bench: ${name}…\n`);
  try {
    await fn();
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    failures.push(`${name}: ${message}`);
    summary.push({ area: name, measure: 'could not run', figure: message.split('\n')[0] ?? '', target: '', status: 'ERROR' });
  }
  timings.push(`${name} ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

const status = (ok: boolean, bad = 'MISSED') => (ok ? 'ok' : bad);

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let memoryBuild = path.join(BUILD_ROOT, 'memory');
/** Whether the size part made the builds in this run (else an earlier run's are audited). */
let builtNow = false;

await part('size', async () => {
  const reports: BuildReport[] = (await buildBundles()).map((s) => analyzeBuild(s));
  writeManifest(reports);
  memoryBuild = reports.find((r) => r.backend === 'memory')?.outDir ?? memoryBuild;
  builtNow = true;
  for (const r of reports) {
    const home = r.routes.find((x) => x.group === 'page-home');
    summary.push({
      area: 'bundle',
      measure: `${r.backend}: initial JS (gzip), heaviest first route (${r.worst.group}); /home`,
      figure: `${kib(r.worst.gzip)}; ${home ? kib(home.gzip) : '–'} (entry ${kib(r.entryGzip)}, backend ${kib(r.backendGzip)}${r.demoDataGzip ? `, demo data apart ${kib(r.demoDataGzip)}` : ''})`,
      target: `≤ ${kib(r.budget)}`,
      status: status(r.worst.gzip <= r.budget, 'OVER'),
    });
    summary.push({
      area: 'bundle',
      measure: `${r.backend}: no demo data in a first load, no other backend's SDK, backend preloaded`,
      figure: r.problems.length ? r.problems.join('; ') : 'none found',
      target: 'none',
      status: status(r.problems.length === 0, 'FAIL'),
    });
  }
  details.push(`## (a) Bundle sizes\n\nInitial JavaScript = index.html's scripts and preloads + the backend's chunk group + the route's chunk group (an admin page: with the admin layout's) + the chunks of the code-split features its page calls as it opens (the route table's features, ui/app/routeTable.ts), each file gzip -9; the 通知中心 panel and the carousel library load later and are not counted.\n\n${bundleTable(reports)}`);
});

await part('scale', async () => {
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  rmSync(SCALE_RESULT, { force: true });
  const { code, output } = await run(process.execPath, [jest, '--testMatch', '**/test/bench/*.bench.ts', '--runTestsByPath', 'test/bench/scale.bench.ts'], {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
  });
  if (!existsSync(SCALE_RESULT)) throw new Error(`the scale benchmark wrote no result:\n${output}`);
  const r = JSON.parse(readFileSync(SCALE_RESULT, 'utf8')) as {
    members: number;
    projects: number;
    pages: number;
    medianMs: number;
    p99Ms: number;
    worstMs: number;
    byQuery: Record<'members' | 'projects', { combinations: number; pages: number; first: { median: number; p99: number; worst: number }; more: { median: number; p99: number; worst: number } }>;
    over5ms: number;
    rescans: number;
    table: string;
    memberIndexMs: number;
    projectIndexMs: number;
  };
  if (code !== 0 && r.rescans === 0) throw new Error(`the scale benchmark failed:\n${output}`);
  for (const query of ['members', 'projects'] as const) {
    const q = r.byQuery[query];
    const f = (x: { median: number; p99: number; worst: number }) => `${x.median.toFixed(2)} / ${x.p99.toFixed(2)} / ${x.worst.toFixed(1)}`;
    summary.push({
      area: 'scale',
      measure: `explore ${query} (${query === 'members' ? r.members : r.projects}), ${q.combinations} filter combinations, ${q.pages} pages: first page, then load more: median / p99 / worst (ms)`,
      figure: `${f(q.first)}; ${f(q.more)}`,
      target: '< 5 ms a page (judged on p99: the worst single page includes GC pauses)',
      status: status(q.first.p99 < 5 && q.more.p99 < 5, 'SLOW'),
    });
  }
  summary.push({
    area: 'scale',
    measure: `paging rescans from the start (${r.pages} pages, ${r.over5ms} over 5 ms)`,
    figure: String(r.rescans),
    target: '0',
    status: status(r.rescans === 0, 'FAIL'),
  });
  details.push(
    `## (b) Explore at scale (memory backend)\n\n${r.members} members, ${r.projects} projects; index sort on first query ${r.memberIndexMs.toFixed(1)} ms (members), ${r.projectIndexMs.toFixed(1)} ms (projects). ` +
      `All ${r.pages} pages: median ${r.medianMs.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, worst ${r.worstMs.toFixed(1)} ms, ${r.over5ms} over 5 ms. ` +
      `"Most rows a page visits": a rare filter scans the index until a page is full (no index per filter); "rescans": pages that started before where the previous page stopped.\n\n${r.table}`,
  );
});

await part('chat', async () => {
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  rmSync(CHAT_RESULT, { force: true });
  const { code, output } = await run(process.execPath, [jest, '--testMatch', '**/test/bench/*.bench.ts', '--runTestsByPath', 'test/bench/chatLoad.bench.ts'], {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
  });
  if (code !== 0 || !existsSync(CHAT_RESULT)) throw new Error(`the chat benchmark could not run:\n${output}`);
  const r = JSON.parse(readFileSync(CHAT_RESULT, 'utf8')) as {
    server: string;
    members: number;
    messages: number;
    stored: number;
    failed: Record<string, number>;
    reads: number;
    readsFailed: Record<string, number>;
    wallMs: number;
    perSecond: number;
    p50Ms: number;
    p99Ms: number;
    worstMs: number;
  };
  const byCode = (f: Record<string, number>) =>
    Object.entries(f).map(([c, n]) => `${n} × ${c}`).join(', ') || 'none';
  summary.push({
    area: 'chat',
    measure: `${r.server}: ${r.members} members on a connection each send ${r.messages} messages at once, opening chats ${r.reads} times: messages stored per second; each send p50 / p99 / worst (ms); failed sends`,
    figure: `${r.perSecond.toFixed(0)}/s; ${r.p50Ms.toFixed(1)} / ${r.p99Ms.toFixed(1)} / ${r.worstMs.toFixed(0)}; ${r.stored} of ${r.messages} stored, failed: ${byCode(r.failed)}`,
    target: 'every message stored, none failed',
    status: status(r.stored === r.messages && Object.keys(r.failed).length === 0 && Object.keys(r.readsFailed).length === 0, 'FAIL'),
  });
  details.push(
    `## (f) Chat sends on PostgreSQL\n\n${r.server} (throwaway server, durability off, unix socket), every migration. ${r.members} members, one connection each, send ${r.messages} messages in all to members picked at random, all at once; after about every 10th send a member opens a chat (mark_chat_read). ` +
      `Wall time ${(r.wallMs / 1000).toFixed(1)} s; ${r.stored} stored (${r.perSecond.toFixed(0)} a second); a send's time from begin to commit: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, worst ${r.worstMs.toFixed(0)} ms. ` +
      `Failed sends: ${byCode(r.failed)}; failed chat openings: ${byCode(r.readsFailed)}. The concurrency suite (test/adapters/supabase/postgres/chatConcurrency.pgtest.ts) checks the same load against a recount.`,
  );
});

await part('recommendations', async () => {
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  rmSync(RECOMMENDATIONS_RESULT, { force: true });
  const { code, output } = await run(process.execPath, [jest, '--testMatch', '**/test/bench/*.bench.ts', '--runTestsByPath', 'test/bench/recommendations.bench.ts'], {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
  });
  if (code !== 0 || !existsSync(RECOMMENDATIONS_RESULT)) throw new Error(`the recommendation benchmark could not run:\n${output}`);
  type Timing = { members: number; firstMs: number; medianMs: number; p99Ms: number; worstMs: number };
  const r = JSON.parse(readFileSync(RECOMMENDATIONS_RESULT, 'utf8')) as { server: string; memory: Timing; postgres: Timing };
  for (const [name, t] of [['memory', r.memory], [r.server, r.postgres]] as const) {
    summary.push({
      area: 'recommendations',
      measure: `${name}: 推薦夥伴 for one member among ${t.members}: first request; then median / p99 / worst (ms)`,
      figure: `${t.firstMs.toFixed(1)}; ${t.medianMs.toFixed(2)} / ${t.p99Ms.toFixed(2)} / ${t.worstMs.toFixed(1)}`,
      target: 'a bounded candidate set (never every member)',
      status: 'ok',
    });
  }
  details.push(
    `## (g) Recommendations\n\n${r.memory.members} members. Memory: the activity index (sorted on the first request), then 100 candidates a role scored in core. ${r.server}: recommend_partners over profiles_role_active_idx, 100 candidates a role scored in SQL.`,
  );
});

let screens: ScreensResult | null = null;
await part('screens', async () => {
  screens = await runScreens(await buildCountingBundle());
  for (const s of screens.screens) {
    const missed = s.targets.filter((t) => !t.ok);
    summary.push({
      area: 'screens',
      measure: `${s.screen}: reads / documents / listeners opened (left open)`,
      figure: `${s.reads} / ${s.documents} / ${s.listenersOpened} (${s.listenersOpenAfter})`,
      target: s.targets.map((t) => t.text).join('; '),
      status: missed.length ? `MISSED: ${missed.map((t) => t.text).join('; ')}` : 'ok',
    });
  }
  for (const [who, l] of [
    ['member', screens.leaks],
    ['admin', screens.leaksAdmin],
  ] as const) {
    summary.push({
      area: 'leaks',
      measure: `${who}: ${l.routes.length} routes × ${l.heapMB.length - 1}, back: listeners open (shell) → after; JS heap after GC, round 1 → last (app objects / compiled code); DOM nodes`,
      figure:
        `${l.shellListeners} → ${l.listenersAfter}; ${l.heapMB[1]?.toFixed(2)} → ${l.heapMB[l.heapMB.length - 1]?.toFixed(2)} MB ` +
        `(${l.heapSnapshotGrowthMB.app >= 0 ? '+' : ''}${l.heapSnapshotGrowthMB.app.toFixed(2)} / ${l.heapSnapshotGrowthMB.code >= 0 ? '+' : ''}${l.heapSnapshotGrowthMB.code.toFixed(2)} MB); ` +
        `${l.nodes[1]} → ${l.nodes[l.nodes.length - 1]}`,
      target: 'no listener left; app heap and DOM flat',
      status: status(
        l.leakedSubjects.length === 0 && l.listenersAfter <= l.shellListeners && l.heapSnapshotGrowthMB.app < 0.25 && (l.nodes[l.nodes.length - 1] ?? 0) <= (l.nodes[1] ?? 0),
        'LEAK',
      ),
    });
  }
  if (screens.pageErrors.length) failures.push(`page errors:\n  ${screens.pageErrors.join('\n  ')}`);
  details.push(`## (c) Backend work per screen\n\nCounted by test/bench/countingBackend.ts in a production memory build started from test/bench/countingEntry.ts (Chromium); each screen reached by client-side navigation from /agreement-templates, which reads nothing.\n\n${screensTable(screens)}`);
  details.push(`## (d) Leaks\n\n${leaksTable(screens)}`);
});

await part('lighthouse', async () => {
  // BENCH_LIGHTHOUSE_BUILD audits another memory build folder (an older build, to compare).
  const build = process.env.BENCH_LIGHTHOUSE_BUILD ? path.resolve(process.env.BENCH_LIGHTHOUSE_BUILD) : memoryBuild;
  if (!existsSync(path.join(build, 'index.html'))) throw new Error(`no memory build in ${build}: run without --skip=size`);
  // An earlier run's builds may predate the code being measured: say which build is audited.
  if (!builtNow) {
    const made = statSync(path.join(build, 'index.html')).mtime.toISOString();
    const note = `Audits the memory build in ${path.relative(ROOT, build) || '.'}, made ${made}, not one built by this run.`;
    console.log(`bench: ${note}`);
    details.push(note);
  }
  // The cloud builds of the size part, when it ran (their sign-in page).
  const cloud = Object.fromEntries(
    (['firebase', 'supabase'] as const)
      .map((backend) => [backend, path.join(BUILD_ROOT, backend)] as const)
      .filter(([, dir]) => existsSync(path.join(dir, 'index.html'))),
  );
  const { rows, warnings } = await runLighthouse({ memory: build, ...cloud }, path.join(ROOT, 'artifacts/lighthouse'));
  for (const r of rows) {
    const lcpTarget = r.as === 'floor' ? null : r.as === 'visitor' ? { s: 1.0, ratio: 1.35 } : { s: 1.5, ratio: 2 };
    const ok =
      r.performance >= 95 &&
      r.accessibility === 100 &&
      r.bestPractices === 100 &&
      (!lcpTarget || (r.lcpMs <= lcpTarget.s * 1000 && r.lcpToFloor <= lcpTarget.ratio));
    summary.push({
      area: 'lighthouse',
      measure: `${r.name} (${r.path}): Performance (median of ${r.runs.length} runs: ${r.runs.join(', ')}) / Accessibility / Best Practices; LCP (÷ floor), TBT, CLS`,
      figure: `${r.performance} / ${r.accessibility} / ${r.bestPractices}; ${(r.lcpMs / 1000).toFixed(2)} s (${r.lcpToFloor.toFixed(2)}×), ${Math.round(r.tbtMs)} ms, ${r.cls.toFixed(3)}`,
      target: lcpTarget ? `≥ 95 / 100 / 100; LCP ≤ ${lcpTarget.s.toFixed(1)} s and ≤ ${lcpTarget.ratio}× the floor` : '(the floor)',
      status: ok ? 'ok' : `MISSED${r.blockers.length ? `: ${r.blockers.join('; ')}` : ''}`,
    });
  }
  details.push(
    `## (e) Lighthouse 13 (mobile preset; public pages signed out, member pages signed in as the demo member)\n\n${lighthouseTable(rows)}\n\n` +
      rows.map((r) => `- ${r.name}: ${r.blockers.length ? r.blockers.join('; ') : 'nothing below target'}`).join('\n') +
      '\n\nFull reports: artifacts/lighthouse/*.json.' +
      (warnings.length ? `\n\nLighthouse warnings:\n${warnings.map((w) => `- ${w}`).join('\n')}` : ''),
  );
});

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = [
  '| area | measure | figure | target | status |',
  '|---|---|---|---|---|',
  ...summary.map((r) => `| ${cell(r.area)} | ${cell(r.measure)} | ${cell(r.figure)} | ${cell(r.target)} | ${cell(r.status)} |`),
].join('\n');

const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
const environment = `Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), load average ${load}, ${new Date().toISOString()}; parts: ${timings.join(', ')}`;
mkdirSync(path.dirname(ARTIFACT), { recursive: true });
writeFileSync(
  ARTIFACT,
  `# Performance figures (npm run bench)\n\n${environment}\n\n${table}\n\n${details.join('\n\n')}\n` +
    (failures.length ? `\n## Could not run\n\n\`\`\`\n${failures.join('\n\n')}\n\`\`\`\n` : ''),
);
console.log(table);
console.log(`\n${environment}\nDetails: ${path.relative(process.cwd(), ARTIFACT)}`);
if (failures.length) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
