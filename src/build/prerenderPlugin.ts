/**
 * Build-time webpack plugin (never bundled): after the browser build is written, compiles the
 * app for Node (./prerenderEntry.tsx) and writes one HTML file a route, with the route's first
 * screen already in #root and its styles in <head>, so the first paint needs no JavaScript.
 *
 * - A route without parameters gets `<path>.html` (`/` keeps index.html): hosting serves it for
 *   that address (config/hosting/nginx-spa.conf, adapters/firebase/firebase.json). Its #root
 *   carries `data-prerendered="<path>"`; the client hydrates it there (src/startApp.tsx).
 * - Every other address (a project, a profile, a mistyped one) gets shell.html: the layout and
 *   the loading state, which the client replaces rather than hydrates.
 * - The sign-in page and the member pages carry the session boot script (./sessionBoot.ts): a
 *   member page whose module exports a Skeleton paints its static parts, which a visitor must not see.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { AppConfig } from '../../config/backend.ts';
import { PRERENDERED_CONTENT_ID, type PrerenderedContent } from '../../ui/hooks/PrerenderedContent.ts';
import { flatRoutes } from './routeChunks.ts';
import { sessionBootScript, sessionBootStyle, type BootPage } from './sessionBoot.ts';

export interface PrerenderTarget {
  /** The address rendered. */
  path: string;
  /** The file written, relative to the build folder. */
  file: string;
  /** Hydrated at exactly this address (not the shell, which serves any address). */
  hydrate: boolean;
  /** The page's content is for visitors only (the sign-in page) or members only: the session boot script hides it from the others. */
  bootPage: BootPage | null;
}

/** The shell's file: hosting serves it for every address without a file of its own. */
export const SHELL_FILE = 'shell.html';

/** What the build prerenders, from the route table: every address without parameters, and the shell. */
export function prerenderTargets(): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  let shellPath: string | null = null;
  for (const { path: routePath, row } of flatRoutes()) {
    if (!('page' in row)) continue;
    const parametrised = routePath.includes(':') || routePath.includes('*');
    if (parametrised) {
      // The first member page with a parameter stands for all: the layout and the loading state.
      if (!shellPath && row.access === 'member' && !routePath.includes('*')) shellPath = routePath.replace(/:[^/]+/g, '_');
      continue;
    }
    targets.push({
      path: routePath,
      file: routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`,
      hydrate: true,
      bootPage: row.access === 'visitor' ? 'sign-in' : row.access === 'member' ? 'member' : null,
    });
  }
  if (!shellPath) throw new Error('the route table has no member page with a parameter to render the shell at');
  targets.push({ path: shellPath, file: SHELL_FILE, hydrate: false, bootPage: null });
  return targets;
}

// index.html as HtmlWebpackPlugin wrote it (minified in production: attribute quotes dropped).
const ROOT_ELEMENT = /<div id="?root"?>[\s\S]*?<\/div>\s*<\/div>/;

/** index.html of the browser build, with a route's markup in #root and its styles in <head>. */
export function pageHtml(
  template: string,
  target: PrerenderTarget,
  rendered: { html: string; styleTags: string; content: PrerenderedContent | null },
  config: AppConfig,
  loadingText: string,
): string {
  if (!ROOT_ELEMENT.test(template)) throw new Error('index.html has no <div id="root"> with its loading line');
  const boot = target.bootPage
    ? `<script>${sessionBootScript(config, target.bootPage)}</script><style>${sessionBootStyle(loadingText)}</style>`
    : '';
  // `<` escaped: a text of the content cannot close the script.
  const content = rendered.content
    ? `<script type="application/json" id="${PRERENDERED_CONTENT_ID}">${JSON.stringify(rendered.content).replace(/</g, '\\u003c')}</script>`
    : '';
  const root = `${content}<div id="root"${target.hydrate ? ` data-prerendered="${target.path}"` : ''}>${rendered.html}</div>`;
  return template.replace('</head>', `${boot}${rendered.styleTags}</head>`).replace(ROOT_ELEMENT, () => root);
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      });
    });
  });
}

export class PrerenderPlugin {
  private readonly server: Configuration;
  private readonly config: AppConfig;

  constructor(server: Configuration, config: AppConfig) {
    this.server = server;
    this.config = config;
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) return;
      try {
        await prerenderInto(outDir, this.server, this.config, compiler.context);
      } catch (error) {
        compilation.errors.push(new webpack.WebpackError(`prerendering failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
      }
    });
  }
}

/** Compiles the server build and writes every prerendered page into the browser build's folder `outDir`. */
export async function prerenderInto(outDir: string, server: Configuration, config: AppConfig, projectRoot: string): Promise<void> {
  // Inside the project, so Node finds the packages the server build leaves outside.
  const cache = path.join(projectRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const serverDir = mkdtempSync(path.join(cache, 'prerender-'));
  try {
    await compile({ ...server, output: { ...server.output, path: serverDir } });
    const app = createRequire(import.meta.url)(path.join(serverDir, 'prerender.cjs')) as {
      renderRoute: (path: string, backend: string) => Promise<{ html: string; styleTags: string; content: PrerenderedContent | null }>;
      loadingText: string;
    };
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const target of prerenderTargets()) {
      const rendered = await app.renderRoute(target.path, config.backend);
      const file = path.join(outDir, target.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, target, rendered, config, app.loadingText));
    }
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
