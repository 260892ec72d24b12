/**
 * Minifies the stylesheets webpack emits with esbuild's CSS minifier (docs/performance.md#browser-downloads):
 * css-loader and MiniCssExtractPlugin write them as written, comments and all. It runs as one of webpack's
 * minimizers, so only in production builds, before the brotli and gzip twins are made.
 */
import { transformSync } from 'esbuild';
import webpack from 'webpack';

const NAME = 'MinifyCssPlugin';

export class MinifyCssPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.css')) continue;
            const source = asset.source().toString();
            const { code } = transformSync(source, {
              loader: 'css',
              minify: true,
              sourcefile: name,
            });
            compilation.updateAsset(name, new webpack.sources.RawSource(code));
          }
        },
      );
    });
  }
}
