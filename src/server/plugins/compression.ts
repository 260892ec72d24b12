/**
 * Compresses generated answers (API JSON, the OpenAPI document) on the fly — brotli or gzip, as the client
 * accepts — above a threshold. The app's static files are compressed at build time (plugins/spa.ts).
 * Three kinds of route never pass through a compressor:
 * - CSV exports (`…/export.csv`): a compressor holds the first rows back until it has a block's worth, and
 *   an export must start streaming at once;
 * - the live events (`/api/admin/events`): each event must leave at once, not wait for a block;
 * - media (`/media/…`): images, video and PDF are compressed formats already, and served by byte ranges.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { ADMIN_PREFIX, adminPaths, MEDIA_URL_PREFIX } from '../../shared/common/apiPaths';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Text the server generates (besides what mime-db calls compressible; octet-stream is not). */
const COMPRESSIBLE = /^(application\/([\w.-]+\+)?(json|xml|javascript)|text\/)/;

export const isUncompressedRoute = (url: string) =>
  url.endsWith('/export.csv') ||
  url === `${ADMIN_PREFIX}${adminPaths.events}` ||
  url === MEDIA_URL_PREFIX ||
  url.startsWith(`${MEDIA_URL_PREFIX}/`);

export default fp(
  async (app) => {
    // Added before @fastify/compress's own onRoute hook, which reads the flag.
    app.addHook('onRoute', (route) => {
      if (isUncompressedRoute(route.url ?? '')) route.compress = false;
    });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
