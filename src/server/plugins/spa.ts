/**
 * Serves the built single-page app from SPA_DIR. Hashed bundles never change, so browsers may keep them for
 * a year; index.html must be revalidated every time so a deploy is picked up at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface SpaPluginOptions {
  spaDir: string;
}

/** webpack's [contenthash] names look like main.3f9a1c2b7d.js. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|gif|ico)$/;

export default fp<SpaPluginOptions>(
  async (app, { spaDir }) => {
    if (!fs.existsSync(path.join(spaDir, 'index.html'))) {
      app.log.warn({ spaDir }, 'SPA build not found; only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: spaDir,
      // Unknown paths fall through to the not-found handler, which answers the SPA's index.html.
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = HASHED.test(path.basename(filePath));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  },
  { name: 'spa' },
);
