import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { missingSettings, readConfig, unsafeSettings, type AppConfig } from './config/backend.ts';
import { BUILD_MANIFEST_FILE, buildManifest, describeBuild } from './config/buildManifest.ts';
import { readSiteUrl } from './config/site.ts';
import { browserRouteTable } from './src/build/browserRouteTable.ts';
import { dropDisplayNames } from './src/build/dropDisplayNames.ts';
import { PrecompressPlugin } from './src/build/precompressPlugin.ts';
import { PrerenderPlugin } from './src/build/prerenderPlugin.ts';
import { publicFilesLeftOut } from './src/build/publicFiles.ts';
import { chunkGroupsOf, routePages, routePattern } from './src/build/routeChunks.ts';
import { browserThemeColor, paletteCss, themedManifest } from './ui/theme/palette.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs `body` (JavaScript) once the page has been parsed and has painted: after DOMContentLoaded
 * and the browser's first paint entry (Paint Timing). Where that API is missing, two animation
 * frames stand in for it; a hidden tab paints nothing, so it runs at once there.
 */
function afterFirstPaint(body: string): string {
  return (
    `(function(g){var d;function go(){d||(d=1,setTimeout(g,0))}function n(){if(document.visibilityState==='hidden')return go();` +
    `try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){requestAnimationFrame(go)})}}` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',n):n()})(function(){${body}})`
  );
}

/** The tab's icon (public/favicon.svg) written into the page, so the page requests nothing before its first paint. */
const faviconHref = () =>
  'data:image/svg+xml,' + encodeURIComponent(readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').trim());

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The prerendered page paints without JavaScript, so the app's scripts start downloading only
 * after that first paint: they no longer compete with the page for the network and the main
 * thread, and the first paint is the largest one on public pages. The entry script and the
 * preloads stay in index.html as tags, inside <template id="boot-scripts">, and a small inline
 * script inserts them after the first paint (a script cloned from a template runs). The
 * home-screen links of index.html (the manifest and its icon) wait there too: nothing on the
 * page needs them, and their requests would otherwise finish before, and hold back, the first
 * paint.
 */
class AfterFirstPaintPlugin {
  static readonly homeScreenLink = /<link rel="(?:manifest|apple-touch-icon)"[^>]*>\s*/g;

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('AfterFirstPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap('AfterFirstPaintPlugin', (data) => {
        const deferred = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          (tag.tagName === 'script' && !!tag.attributes.src) ||
          (tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script');
        const moved = [...data.headTags, ...data.bodyTags].filter(deferred);
        if (moved.length === 0) return data;
        data.headTags = data.headTags.filter((t) => !deferred(t));
        data.bodyTags = data.bodyTags.filter((t) => !deferred(t));
        const homeScreenLinks = (data.html.match(AfterFirstPaintPlugin.homeScreenLink) ?? []).map((l) => l.trim());
        data.html = data.html.replace(AfterFirstPaintPlugin.homeScreenLink, '');
        const html = moved
          .map((tag) => {
            const attributes = Object.entries(tag.attributes)
              .filter(([, v]) => v !== false && v !== undefined && v !== null)
              .map(([k, v]) => (v === true ? k : `${k}="${escapeAttribute(String(v))}"`))
              .join(' ');
            return tag.tagName === 'script' ? `<script ${attributes}></script>` : `<link ${attributes}>`;
          })
          .concat(homeScreenLinks)
          .join('');
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('template', { id: 'boot-scripts' }, html),
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            {},
            afterFirstPaint(
              "document.head.appendChild(document.importNode(document.getElementById('boot-scripts').content,true))",
            ),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Preload hints in index.html, so what the first screen needs downloads in parallel with the
 * entry script instead of after it has run:
 * - `<link rel="preload" as="script">` for the backend's chunk group (its adapter and, for
 *   Firebase and Supabase, the SDK split out of it): every route needs it;
 * - a small inline script that preloads the chunk groups of the route being opened (matched like
 *   React Router: static paths first, then parameters, then `*`): its pages' and those of the
 *   data features they call as they open (the route table, ui/app/routeTable.ts).
 * A page chunk the route table names that the build did not make fails the build.
 */
/** Writes what the build was made for (config/buildManifest.ts), and says it in the build's output. */
class BuildManifestPlugin {
  private readonly config: AppConfig;

  constructor(config: AppConfig) {
    this.config = config;
  }

  apply(compiler: webpack.Compiler): void {
    const manifest = buildManifest(this.config);
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_MANIFEST_FILE, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
    compiler.hooks.done.tap('BuildManifestPlugin', () => console.log(describeBuild(manifest)));
  }
}

class PreloadPlugin {
  private readonly groups: readonly string[];
  private readonly backend: string;

  constructor(groups: readonly string[], backend: string) {
    this.groups = groups;
    this.backend = backend;
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('PreloadPlugin', () => {
        for (const [routePath, pages] of routePages()) {
          for (const { chunk } of pages) {
            if (!compilation.namedChunkGroups.has(chunk))
              compilation.errors.push(
                new webpack.WebpackError(`route ${routePath}: no chunk "${chunk}" (ui/app/routeTable.ts)`),
              );
          }
        }
      });
    });
    compiler.hooks.compilation.tap('PreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const filesOf = (group: string) =>
          (compilation.namedChunkGroups.get(group)?.chunks ?? [])
            .filter((chunk) => !chunk.canBeInitial())
            .flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
        const always = new Set(this.groups.flatMap(filesOf));
        for (const file of always) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
          );
        }

        const rank = (p: string) => (p.includes('*') ? 2 : p.includes(':') ? 1 : 0);
        const routes = routePages()
          .map(([routePath, pages], order) => ({
            routePath,
            order,
            files: [...new Set(chunkGroupsOf(pages, this.backend).flatMap(filesOf))].filter((f) => !always.has(f)),
          }))
          .filter((r) => r.files.length > 0)
          .sort((a, b) => rank(a.routePath) - rank(b.routePath) || a.order - b.order)
          .map((r) => [routePattern(r.routePath), r.files.map((f) => publicPath + f)]);
        if (routes.length === 0) return data;
        const script = afterFirstPaint(
          `(function(r){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
            `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){` +
            `var l=document.createElement('link');l.rel='preload';l.as='script';l.href=f;document.head.appendChild(l)});break}` +
            `})(${JSON.stringify(routes)})`,
        );
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
        return data;
      });
    });
  }
}

/**
 * The app's own scripts in index.html show the page's "could not load" message
 * (<template id="startup-offline">) when they fail to download, instead of leaving 載入中…
 * on screen for good. (A chunk loaded later that fails reaches src/startupError.ts or the
 * routes' error boundary.)
 */
class ScriptErrorPlugin {
  apply(compiler: webpack.Compiler): void {
    const showOffline =
      "var t=document.getElementById('startup-offline'),r=document.getElementById('root');" +
      't&&r&&r.replaceChildren(t.content.cloneNode(true))';
    compiler.hooks.compilation.tap('ScriptErrorPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ScriptErrorPlugin', (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.onerror = showOffline;
        }
        return data;
      });
    });
  }
}

/**
 * React Router's package exports point every bundler at its development build (warnings,
 * invariant messages; react-router issue #14102, still open). A production build takes the
 * production files shipped beside them, both entry points at once so only one copy is bundled.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

/**
 * React Router's production files call React at their top level (contexts, forwardRef components)
 * without marking those calls pure, and label each component there (dropDisplayNames): the
 * bundler cannot drop what the app never imports. Babel marks the calls pure and drops the labels.
 */
const reactRouterTreeShaking: webpack.RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/,
  use: {
    loader: 'babel-loader',
    options: { babelrc: false, configFile: false, plugins: ['babel-plugin-annotate-pure-calls', dropDisplayNames] },
  },
};

/** Our own source has no import-time side effects: unused modules behind a barrel are dropped. */
const SIDE_EFFECT_FREE_SOURCES = ['core', 'ui', 'config'].map((dir) => path.join(root, dir) + path.sep);

/**
 * The rules for our source, in the browser build and in the prerendering build for Node
 * (src/build/prerenderPlugin.ts). Babel runs after TypeScript: in the browser, it trims the route
 * table (src/build/browserRouteTable.ts); in both, styled-components' own plugin minifies the CSS
 * inside the templates, marks styled components pure (unused ones are dropped) and names each
 * component after its file and place, so the server's class names are the browser's and the
 * client hydrates the prerendered markup and styles as they are.
 */
function moduleRules(target: 'browser' | 'node'): webpack.RuleSetRule[] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: [
        {
          loader: 'babel-loader',
          options: {
            babelrc: false,
            configFile: false,
            plugins: [
              ...(target === 'browser' ? [browserRouteTable] : []),
              [
                'babel-plugin-styled-components',
                {
                  displayName: false,
                  fileName: false,
                  ssr: true,
                  minify: true,
                  transpileTemplateLiterals: false,
                  pure: true,
                },
              ],
            ],
          },
        },
        { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
      ],
    },
    { test: /\.tsx?$/, include: SIDE_EFFECT_FREE_SOURCES, sideEffects: false },
    reactRouterTreeShaking,
    // inversify's packages do not declare it, but importing them has no side effect other than
    // the Reflect metadata polyfill, which src/main.tsx imports itself.
    { test: /[\\/]node_modules[\\/](inversify|@inversifyjs[\\/][^\\/]+)[\\/]/, sideEffects: false },
  ];
}

/**
 * The app compiled for Node, for prerendering: packages stay outside the bundle (Node loads
 * them), our source is compiled as for the browser, with the same build-time constants.
 */
export function prerenderConfig(mode: 'development' | 'production', defines: Record<string, string>): Configuration {
  return {
    mode,
    target: 'node',
    entry: { prerender: path.join(root, 'src/build/prerenderEntry.tsx') },
    output: { filename: '[name].cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' } },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        request && /^[@a-z]/i.test(request) && !request.startsWith('re2js') ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    devtool: false,
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: moduleRules('node') },
    plugins: [new webpack.DefinePlugin(defines), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default (
  _env: unknown,
  argv: { mode?: 'development' | 'production' },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const appConfig = readConfig(process.env);
  const missing = missingSettings(process.env);
  if (missing.length > 0) {
    throw new Error(`APP_BACKEND=${appConfig.backend} needs ${missing.join(', ')} (README: Choosing a backend).`);
  }
  const unsafe = unsafeSettings(process.env);
  if (unsafe.length > 0) throw new Error(unsafe.join('\n'));
  // Building without APP_BACKEND is how the demo is made (npm start, CI, the browser tests); a
  // deployment made that way would greet members with demo data kept in their own browsers.
  if (!process.env.APP_BACKEND && mode === 'production') {
    console.warn(
      'APP_BACKEND is not set: this is the in-browser demo (memory backend), not a site for members. To deploy, set APP_BACKEND=firebase or APP_BACKEND=supabase and its settings (README: Choosing a backend); APP_BACKEND=memory builds the demo without this warning.',
    );
  }
  const siteUrl = readSiteUrl(process.env);
  if (!siteUrl && mode === 'production') {
    console.warn('APP_SITE_URL is not set: a shared link shows the title and description, without the picture.');
  }
  if (appConfig.backend === 'firebase' && appConfig.firebaseEmulatorHost && mode === 'production') {
    console.warn(`FIREBASE_EMULATORS is set: this build talks to the emulators on ${appConfig.firebaseEmulatorHost}, not to the project.`);
  }
  const defines = {
    __APP_CONFIG__: JSON.stringify(appConfig),
    __APP_BACKEND__: JSON.stringify(appConfig.backend),
  };
  return {
    mode,
    target: ['web', 'es2022'],
    entry: { main: path.join(root, 'src/main.tsx') },
    output: {
      // One folder for any backend: the hosting configurations (firebase.json, nginx) serve dist/.
      path: path.join(root, 'dist'),
      filename: mode === 'production' ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: mode === 'production' ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: process.env.BUNDLE_MAPS ? 'source-map' : mode === 'production' ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Firestore's Pipeline API regular expressions, which this app does not use (see the shim).
      alias: {
        re2js$: path.join(root, 'src/shims/re2js.ts'),
        // inversify's container imports reflect-metadata for the Reflect metadata API;
        // @abraham/reflection implements the same calls in a third of its size.
        'reflect-metadata/lite$': '@abraham/reflection',
        ...(mode === 'production' ? REACT_ROUTER_PRODUCTION : {}),
      },
    },
    module: { rules: moduleRules('browser') },
    plugins: [
      new webpack.DefinePlugin(defines),
      new HtmlWebpackPlugin({
        template: path.join(root, 'src/index.html'),
        // The theme's colours as CSS custom properties, light and dark: in the page, not the script.
        templateParameters: { paletteCss: paletteCss(), browserThemeColor, siteUrl, faviconHref: faviconHref() },
      }),
      new PreloadPlugin([`backend-${appConfig.backend}`], appConfig.backend),
      new ScriptErrorPlugin(),
      ...(mode === 'production' ? [new AfterFirstPaintPlugin(), new BuildManifestPlugin(appConfig)] : []),
      // The development server keeps the plain page: it renders on the client.
      ...(mode === 'production' ? [new PrerenderPlugin(prerenderConfig(mode, defines), appConfig)] : []),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.join(root, 'public'),
            globOptions: { ignore: publicFilesLeftOut(appConfig.backend) },
            noErrorOnMissing: true,
            transform: (content, file) =>
              file.endsWith('manifest.webmanifest') ? Buffer.from(themedManifest(content.toString())) : content,
          },
        ],
      }),
      // Last: it packs what the plugins above wrote, the prerendered pages among them.
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // No shared chunks between pages: a page is one file with everything it needs beyond the
      // entry and the backend, so a first visit downloads fewer, better-compressed files. Moving
      // between pages may download a few shared components twice; the first load is what the
      // budget is about.
      splitChunks: false,
      // Chunk ids are their names (which the route table spells); exported names
      // are the shortest for the most used (a page reaches its entry's exports by these names).
      chunkIds: 'named',
      mangleExports: 'size',
      // One more compression pass than webpack's default two: a smaller first load on every route.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
    },
    performance: { hints: false },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      static: false,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
};
