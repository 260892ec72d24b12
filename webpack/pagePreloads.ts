/**
 * A page's own HTML that preloads the lazy chunks its route renders, read from webpack's chunk graph: the
 * browser fetches them beside main.js instead of discovering them only after main.js has run. The server
 * answers `/<page>` with `<page>.html` (src/server/plugins/spa.ts).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const NAME = 'PagePreloadsPlugin';

class PreloadChunkGroupsPlugin {
  constructor(
    private readonly html: HtmlWebpackPlugin,
    private readonly groups: string[],
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (data.plugin !== this.html) return data;
        const publicPath = data.publicPath;
        const initial = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
        );
        const files = new Set<string>();
        for (const name of this.groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`${NAME}: no chunk group named "${name}"`);
          for (const file of group.getFiles()) if (!initial.has(file)) files.add(file);
        }
        const links = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: publicPath + file,
            }),
          );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** The plugins that emit `<page>.html`: index.html's template, plus preloads of the named chunk groups. */
export function pageWithPreloads(
  page: string,
  template: string,
  groups: string[],
): webpack.WebpackPluginInstance[] {
  const html = new HtmlWebpackPlugin({ template, filename: `${page}.html`, inject: 'body' });
  return [html, new PreloadChunkGroupsPlugin(html, groups)];
}
