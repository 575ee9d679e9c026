import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import webpack from 'webpack';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
process.env.APP_BACKEND = 'memory';
const root = process.cwd();
const { default: f } = (await import(path.join(root, 'webpack.config.ts'))) as any;
const cfgs = f({}, { mode: 'production' });
const config = Array.isArray(cfgs) ? cfgs[0] : cfgs;
config.output = { ...config.output, path: '/tmp/mapdist' };
config.devtool = 'source-map';
config.cache = false;
webpack(config).run((err, stats) => {
  if (err || !stats || stats.hasErrors()) { console.error(err ?? stats?.toString('errors-only')); process.exit(1); }
  for (const want of (process.env.FILES ?? 'main').split(',')) {
    const file = readdirSync('/tmp/mapdist/assets').find((x) => x.startsWith(want + '.') && x.endsWith('.js'))!;
    const code = readFileSync('/tmp/mapdist/assets/' + file, 'utf8');
    const map = new TraceMap(readFileSync('/tmp/mapdist/assets/' + file + '.map', 'utf8'));
    const lines = code.split('\n');
    const by = new Map<string, number>();
    let prev: { line: number; col: number; src: string } | null = null;
    const add = (src: string, n: number) => by.set(src, (by.get(src) ?? 0) + n);
    eachMapping(map, (m) => {
      if (prev) {
        const n = m.generatedLine === prev.line ? m.generatedColumn - prev.col : (lines[prev.line - 1]!.length - prev.col);
        add(prev.src, n);
      }
      let s = m.source ?? '?';
      s = s.replace(/^webpack:\/\/[^/]*\//, '');
      const nm = s.indexOf('node_modules/');
      if (nm >= 0) { const parts = s.slice(nm).split('/'); s = parts.slice(0, parts[1]!.startsWith('@') ? 3 : 2).join('/'); }
      prev = { line: m.generatedLine, col: m.generatedColumn, src: s };
    });
    const rows = [...by].sort((a, b) => b[1] - a[1]);
    console.log(`== ${file}: ${(code.length / 1024).toFixed(1)} KiB min`);
    for (const [k, n] of rows.slice(0, Number(process.env.TOP ?? 40))) console.log((n / 1024).toFixed(1).padStart(7), k);
  }
});
