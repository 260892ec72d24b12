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
    private readonly headEntry?: string,
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
        if (this.headEntry) moveToHead(data, this.headEntry);
        return data;
      });
    });
  }
}

type TagGroups = Parameters<
  Parameters<ReturnType<typeof HtmlWebpackPlugin.getHooks>['alterAssetTagGroups']['tap']>[1]
>[0];

/** The entry's script runs first, before the page paints: a blocking script at the top of the head. */
function moveToHead(data: TagGroups, entry: string) {
  const script = data.bodyTags.find(
    (tag) =>
      tag.tagName === 'script' &&
      typeof tag.attributes.src === 'string' &&
      tag.attributes.src.includes(`/${entry}.`),
  );
  if (!script) throw new Error(`${NAME}: no script of the entry "${entry}"`);
  data.bodyTags.splice(data.bodyTags.indexOf(script), 1);
  script.attributes.defer = false;
  data.headTags.unshift(script);
}

interface PageOptions {
  /** Entries the page loads besides `main` (index.html loads only `main`). */
  headEntry?: string;
  /** Passed to the template as `htmlWebpackPlugin.options.<name>`. */
  templateOptions?: Record<string, unknown>;
}

/**
 * The plugins that emit `<page>.html`: index.html's template, plus preloads of the named chunk groups, and
 * optionally an entry of its own run as a blocking script in the head.
 */
export function pageWithPreloads(
  page: string,
  template: string,
  groups: string[],
  options: PageOptions = {},
): webpack.WebpackPluginInstance[] {
  const html = new HtmlWebpackPlugin({
    template,
    filename: `${page}.html`,
    inject: 'body',
    chunks: options.headEntry ? [options.headEntry, 'main'] : ['main'],
    ...options.templateOptions,
  });
  return [html, new PreloadChunkGroupsPlugin(html, groups, options.headEntry)];
}
