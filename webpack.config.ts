/**
 * @file Builds the SPA: one entry, every route its own lazy chunk, content-hashed names under base path `/`.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { isCoreMessage } from './locales/messageParts';
import { ANTD_STAND_INS } from './src/client/vendor/antdStandIns';
import { loginShell } from './webpack/loginShell';
import { MinifyCssPlugin } from './webpack/minifyCss';
import { pageWithPreloads } from './webpack/pagePreloads';

const API_DEV_PORT = process.env.API_DEV_PORT ?? '3001';
const TEMPLATE = path.resolve(__dirname, 'public/index.html');

/** Text assets get brotli and gzip twins at build time; the server picks one by Accept-Encoding. */
const COMPRESSED_ASSETS = /\.(js|css|html|svg|json|txt)$/;
const precompressed = [
  new CompressionPlugin<zlib.BrotliOptions>({
    test: COMPRESSED_ASSETS,
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
    filename: '[path][base].br',
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    test: COMPRESSED_ASSETS,
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    filename: '[path][base].gz',
    minRatio: 0.9,
  }),
];

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

export default (
  _env: unknown,
  argv: { mode?: string },
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: path.resolve(__dirname, 'src/client/index.tsx'),
      // login.html's first script: whether its static login card fits the visitor (docs/performance.md#lighthouse).
      'login-shell': path.resolve(__dirname, 'src/client/loginShell.ts'),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      // docs/product.md#constants: lazy chunks may take up to 120 s on a slow link before we call it a
      // loading error.
      chunkLoadTimeout: 120000,
      clean: true,
      // Always write, so dist/index.html's time says when the build ran (npm start rebuilds when it is older
      // than the sources).
      compareBeforeEmit: false,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // antd modules our screens never render, replaced by stand-ins that say so (src/client/vendor).
        ...Object.fromEntries(
          ANTD_STAND_INS.filter((swap) => !swap.importedAs).map((swap) => [
            path.resolve(__dirname, 'node_modules', swap.module),
            path.resolve(__dirname, swap.standIn),
          ]),
        ),
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
      new HtmlWebpackPlugin({ template: TEMPLATE, inject: 'body', chunks: ['main'] }),
      // /login is where a new visitor lands: its HTML preloads the login route's chunks, and paints the login
      // card at once, before main.js has run (docs/performance.md#lighthouse).
      ...pageWithPreloads('login', TEMPLATE, ['layout-full', 'login'], {
        headEntry: 'login-shell',
        templateOptions: { loginShell: loginShell(__dirname) },
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production ? precompressed : []),
      // The stand-ins that replace one import only: Table's own import of antd Pagination (and through it
      // Select), as lists page with their own ListPager and give Table `pagination={false}`; Form's import of
      // its validator, loaded with the first validation.
      new webpack.NormalModuleReplacementPlugin(/^(\.\.?\/|@rc-component\/)/, (resource) => {
        const swap = ANTD_STAND_INS.find(
          ({ importedAs }) =>
            importedAs?.request === resource.request &&
            resource.context.endsWith(path.join('node_modules', importedAs.from)),
        );
        if (swap) resource.request = path.resolve(__dirname, swap.standIn);
      }),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
      }),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // rc-util's helpers (KeyCode, the DOM helpers) are small and shared by many lazy chunks, so under
          // the 20 kB a shared chunk needs they were copied into each, and a form page downloaded KeyCode and
          // the DOM helpers twice. They get shared chunks of their own, whatever their size.
          rcUtil: {
            test: /[\\/]node_modules[\\/]@rc-component[\\/]util[\\/]/,
            chunks: 'async',
            minSize: 0,
            minChunks: 2,
            priority: -5,
            reuseExistingChunk: true,
          },
          // The text field (antd Input, its styles and rc-input's base), on nearly every page after /login: one
          // chunk, rather than pieces that webpack would otherwise spread over whichever chunks shared them.
          antdInput: {
            test: /[\\/]node_modules[\\/](antd[\\/]es[\\/]input[\\/](Input|style|hooks|utils)|@rc-component[\\/]input[\\/]es[\\/](BaseInput|Input|index|utils|hooks))/,
            name: 'antd-input',
            chunks: 'async',
            minSize: 0,
            priority: -4,
          },
        },
      },
      // '...': webpack's own JavaScript minifier (terser), then the stylesheets' (docs/performance.md#browser-downloads).
      minimizer: ['...', new MinifyCssPlugin()],
    },
    performance: { hints: false }, // budgets are enforced by `npm run size`
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/media'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
    },
  };
};
