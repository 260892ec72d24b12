/**
 * Serves the built single-page app from SPA_DIR. Hashed bundles never change, so browsers may keep them for
 * a year; the HTML must be revalidated every time so a deploy is picked up at once. The build writes a
 * brotli and a gzip twin of every text asset; the one the client accepts is sent (`Vary: Accept-Encoding`).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers one of the app's HTML pages (`index.html`, `login.html`), always revalidated. */
    sendSpaPage(file: string): FastifyReply;
  }
}

export interface SpaPluginOptions {
  spaDir: string;
}

/** webpack's [contenthash] names look like main.3f9a1c2b7d.js (and main.3f9a1c2b7d.js.br when compressed). */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|gif|ico)(\.(br|gz))?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Read by the browser app at start (src/client/app/devTools.ts); the same name on both sides. */
export const DEVTOOLS_META = '<meta name="redux-devtools" content="on" />';

/** Each page's HTML with the DevTools switch in its head, read once at start. */
function pagesWithDevTools(spaDir: string, files: string[]): Map<string, string> {
  return new Map(
    files.map((file) => [
      file,
      fs
        .readFileSync(path.join(spaDir, file), 'utf8')
        .replace(/<head>/i, (head) => `${head}${DEVTOOLS_META}`),
    ]),
  );
}

/** Pages with HTML of their own (`login.html` preloads the login route's chunks), answered at `/<page>`. */
function ownPages(spaDir: string): string[] {
  return fs
    .readdirSync(spaDir)
    .filter((file) => file.endsWith('.html') && file !== 'index.html')
    .map((file) => file.slice(0, -'.html'.length));
}

export default fp<SpaPluginOptions>(
  async (app, { spaDir }) => {
    if (!fs.existsSync(path.join(spaDir, 'index.html'))) {
      app.log.warn({ spaDir }, 'SPA build not found; only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: spaDir,
      // One wildcard route looks a file up when asked, rather than a route per file found by walking the
      // build at start (a quarter of a cold start: docs/performance.md#cold-start). A path with no file falls
      // through to the not-found handler, which answers the SPA's index.html.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          HASHED.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache',
        );
      },
    });
    const pageFiles = ['index.html', ...ownPages(spaDir).map((name) => `${name}.html`)];
    // REDUX_DEVTOOLS=true: the pages carry the switch (sent as they are made, compressed on the fly);
    // otherwise the built files and their compressed twins, untouched.
    const edited = app.config.reduxDevtools ? pagesWithDevTools(spaDir, pageFiles) : null;
    app.decorateReply('sendSpaPage', function (this: FastifyReply, file: string) {
      const html = edited?.get(file);
      this.header('cache-control', 'no-cache');
      return html === undefined
        ? this.sendFile(file, spaDir)
        : this.type('text/html; charset=utf-8').send(html);
    });
    const serve = (url: string, file: string) =>
      app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.sendSpaPage(file));
    for (const file of pageFiles)
      serve(file === 'index.html' ? '/' : `/${file.slice(0, -5)}`, file);
  },
  { name: 'spa', decorators: { fastify: ['config'] } },
);
