/**
 * @file Builds the SPA: one entry, every route its own lazy chunk, content-hashed names under base path `/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const API_DEV_PORT = process.env.API_DEV_PORT ?? '3001';
/** Where the production build records which files each named chunk group needs (read by `npm run size`). */
export const BUILD_STATS_FILE = path.resolve(
  __dirname,
  'node_modules/.cache/realty-admin/build-stats.json',
);

/** Writes the entry and named chunk groups' asset lists after a production build. */
class BuildStatsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        outputPath: true,
        chunkGroups: true,
        chunkGroupAuxiliary: false,
      });
      const groups = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          (group.assets ?? []).map((asset) => asset.name),
        ]),
      );
      fs.mkdirSync(path.dirname(BUILD_STATS_FILE), { recursive: true });
      fs.writeFileSync(
        BUILD_STATS_FILE,
        JSON.stringify({ outputPath: json.outputPath, groups }, null, 2),
      );
    });
  }
}

/**
 * Messages are compiled to react-intl's AST at build time, so the ICU parser (≈13 kB gzip) stays out of the
 * bundle: `@formatjs/icu-messageformat-parser` resolves to its `no-parser` build below.
 */
function compileMessages(
  source: string,
  keep: (id: string) => boolean = () => true,
): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => keep(id))
      .map(([id, text]) => [id, parseMessage(text)]),
  );
}

/**
 * `locales/xx.json?part=core` holds what the login and public pages say; `?part=app` the rest, loaded with
 * the private layout — /login does not carry the whole application's texts.
 */
const CORE_MESSAGE_PREFIXES = [
  'app.',
  'auth.',
  'validation.',
  'language.',
  'server.',
  'notFound.',
  'misc.',
  'errorBoundary.',
  'chunkError.',
  'common.loading',
  'navbar.language',
];
const isCoreMessage = (id: string) => CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));

export default (
  _env: unknown,
  argv: { mode?: string },
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: path.resolve(__dirname, 'src/client/index.tsx'),
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      // Seed §9: lazy chunks may take up to 120 s on a slow link before we call it a loading error.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // Lists filter from their toolbar, never from column headers: see the stand-in's comment.
        [path.resolve(__dirname, 'node_modules/antd/es/table/hooks/useFilter/FilterDropdown')]:
          path.resolve(__dirname, 'src/client/vendor/tableFilterDropdown.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is its own step (`npm run typecheck`); the build only transpiles.
            options: { transpileOnly: true, compilerOptions: { noEmit: false } },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        {
          // antd's @rc-component packages declare no `sideEffects`, so webpack kept every module their index
          // re-exports: one Input brought all of @rc-component/form (13.6 kB gzip) into /login. They are plain
          // React components and helpers, free of side effects.
          test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
          sideEffects: false,
        },
        {
          test: /locales[\\/][a-z]{2}\.json$/,
          oneOf: [
            {
              resourceQuery: /part=core/,
              type: 'json',
              parser: { parse: (source: string) => compileMessages(source, isCoreMessage) },
            },
            {
              resourceQuery: /part=app/,
              type: 'json',
              parser: {
                parse: (source: string) => compileMessages(source, (id) => !isCoreMessage(id)),
              },
            },
            { type: 'json', parser: { parse: (source: string) => compileMessages(source) } },
          ],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        inject: 'body',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production ? [new BuildStatsPlugin()] : []),
      // Lists page with their own ListPager (Table's `pagination={false}`), so Table's import of antd
      // Pagination, and through it Select, is replaced by a stand-in that refuses to render.
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/pagination$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]table$/.test(resource.context))
          resource.request = path.resolve(__dirname, 'src/client/vendor/tablePagination.ts');
      }),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
      }),
    ],
    performance: { hints: false }, // budgets are enforced by `npm run size`
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/media'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
    },
  };
};
