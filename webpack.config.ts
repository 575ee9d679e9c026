import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readConfig } from './config/backend.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const appConfig = readConfig(process.env);
  return {
    mode,
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
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_CONFIG__: JSON.stringify(appConfig),
        __APP_BACKEND__: JSON.stringify(appConfig.backend),
      }),
      new HtmlWebpackPlugin({ template: path.join(root, 'src/index.html') }),
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
