/**
 * The floor of the Lighthouse figures: a static page with the sign-in page's hero text and
 * inline CSS, no script. Served like the build (nginx, the shipped configuration), it paints as
 * fast as a page of this size can on the machine at that moment, so every page's LCP is also
 * reported as a ratio to it: the ratio holds on a busy machine where absolute figures move.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The sign-in page's hero texts, read from its catalogue (its imports do not load in plain Node). */
function heroText(key: 'heroEyebrow' | 'heroTitle' | 'heroLead'): string {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../ui/auth/texts.ts'), 'utf8');
  const found = new RegExp(`${key}: '([^']*)'`).exec(source)?.[1];
  if (!found) throw new Error(`ui/auth/texts.ts has no ${key}`);
  return found;
}

export function floorPageHtml(): string {
  return [
    '<!doctype html>',
    '<html lang="zh-Hant-TW"><head><meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="description" content="共創夥伴" />',
    '<title>共創夥伴</title>',
    // No icon to fetch: the browser's request for /favicon.ico would fail and count against the floor.
    '<link rel="icon" href="data:," />',
    '<style>body{margin:0;font-family:"PingFang TC","Noto Sans TC","Microsoft JhengHei",system-ui,sans-serif;line-height:1.6;color:#1f2937;background:#fff}',
    'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}p.e{color:#1d4ed8;font-weight:700;margin:0}h1{font-size:2rem;margin:.25rem 0 1rem}</style>',
    '</head><body><main>',
    `<p class="e">${heroText('heroEyebrow')}</p>`,
    `<h1>${heroText('heroTitle')}</h1>`,
    `<p>${heroText('heroLead')}</p>`,
    '</main></body></html>',
  ].join('');
}

/** A folder holding only the floor page (index.html), to serve as a build is served. */
export function writeFloorSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), floorPageHtml());
  return dir;
}
