import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readConfig } from './config/backend.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Adds `<link rel="preload" as="script">` to index.html for the files of the named chunk groups
 * (the backend's chunk and, for Firebase and Supabase, the SDK split out of it), so they download
 * in parallel with the entry script instead of after it has run.
 */
class PreloadChunkGroupsPlugin {
  private readonly groups: readonly string[];

  constructor(groups: readonly string[]) {
    this.groups = groups;
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunkGroupsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunkGroupsPlugin', (data) => {
        const files = new Set<string>();
        for (const name of this.groups) {
          for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
            if (chunk.canBeInitial()) continue;
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const links = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** Our own source has no import-time side effects: unused modules behind a barrel are dropped. */
const SIDE_EFFECT_FREE_SOURCES = ['core', 'ui', 'config'].map((dir) => path.join(root, dir) + path.sep);

export default (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const appConfig = readConfig(process.env);
  return {
    mode,
    target: ['web', 'es2022'],
    entry: { main: path.join(root, 'src/main.tsx') },
    output: {
      path: path.join(root, 'dist', appConfig.backend === 'memory' ? '' : appConfig.backend),
      filename: mode === 'production' ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: mode === 'production' ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Firestore's Pipeline API regular expressions, which this app does not use (see the shim).
      alias: { re2js$: path.join(root, 'src/shims/re2js.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
        { test: /\.tsx?$/, include: SIDE_EFFECT_FREE_SOURCES, sideEffects: false },
        // inversify's packages do not declare it, but importing them has no side effect other than
        // reflect-metadata/lite, which src/main.tsx imports itself.
        { test: /[\\/]node_modules[\\/](inversify|@inversifyjs[\\/][^\\/]+)[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_CONFIG__: JSON.stringify(appConfig),
        __APP_BACKEND__: JSON.stringify(appConfig.backend),
      }),
      new HtmlWebpackPlugin({ template: path.join(root, 'src/index.html') }),
      new PreloadChunkGroupsPlugin([`backend-${appConfig.backend}`]),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.join(root, 'public'),
            // Demo images ship only with the memory backend.
            globOptions: { ignore: appConfig.backend === 'memory' ? [] : ['**/demo/**'] },
            noErrorOnMissing: true,
          },
        ],
      }),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
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
