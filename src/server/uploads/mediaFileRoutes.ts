/**
 * GET /media/<stored name>: uploaded files as plain files, outside /api, from the media store (disk or
 * bucket), so every instance serves every file with the same headers. Only names the pipeline produced are
 * served (so no path, dotfile or temporary upload is reachable), with the type of their extension — never
 * one guessed from content — and headers that stop a browser from running anything in them. The ETag comes
 * from the content; byte ranges are honoured so videos can seek.
 */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { MEDIA_KINDS } from '../../shared/media/schemas';
import { STORED_NAME } from '../media/storage';

const KIND_BY_EXT = new Map(Object.values(MEDIA_KINDS).map((kind) => [kind.ext, kind]));

/**
 * Only images are shown inline when a file is opened by itself. A video or PDF is what its first bytes
 * claim, but nothing vouches for the rest: opened as a page it downloads instead. A <video> or <audio>
 * element of the app (Sec-Fetch-Dest says so) still plays it in place.
 */
function disposition(kindClass: string, dest: string | undefined, name: string): string | null {
  if (kindClass === 'image' || dest === 'video' || dest === 'audio') return null;
  return `attachment; filename="${name}"`;
}

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Names are unique and files never change, so browsers and CDNs may keep them for good.
  'cache-control': 'public, max-age=31536000, immutable',
  // The public website (another origin) shows these images; helmet's default same-origin would block it.
  'cross-origin-resource-policy': 'cross-origin',
  'accept-ranges': 'bytes',
};

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (RFC 9110 §14.1.2); several ranges or a malformed header are ignored (whole file). */
function parseRange(header: string | undefined, size: number): Range {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

const mediaFileRoutes: FastifyPluginAsync = async (app) => {
  const store = app.mediaStore;
  // Anything else under /media is a plain 404 too, not the SPA's index.html or a JSON API error.
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));

  app.get<{ Params: { file: string } }>(
    '/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file;
      const ext = path.extname(name).slice(1);
      const kind = KIND_BY_EXT.get(ext);
      if (!STORED_NAME.test(name) || !kind) return notFound(reply);
      const stat = await store.stat(name);
      if (!stat) return notFound(reply);

      const { etag } = stat;
      const lastModified = stat.lastModified.toUTCString();
      reply.headers({ ...HEADERS, etag, 'last-modified': lastModified, 'content-type': kind.mime });
      const attachment = disposition(kind.class, request.headers['sec-fetch-dest'] as string, name);
      if (attachment) reply.header('content-disposition', attachment);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      // A range of a since-changed file would splice two versions; If-Range says which one it meant.
      const ifRange = request.headers['if-range'];
      const honour = ifRange === undefined || ifRange === etag || ifRange === lastModified;
      const range = honour ? parseRange(request.headers.range, stat.size) : null;
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
      }
      if (range === null) {
        reply.header('content-length', stat.size);
        return reply.send(await store.read(name));
      }
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(await store.read(name, range));
    },
  );
};

export default mediaFileRoutes;
