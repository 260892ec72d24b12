/**
 * GET /media/<stored name>: uploaded files as plain files, outside /api. Only names the pipeline produced
 * are served (so no path, dotfile or temporary upload is reachable), with the type of their extension —
 * never one guessed from content — and headers that stop a browser from running anything in them.
 * Byte ranges are honoured so videos can seek.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { MEDIA_KINDS } from '../../shared/media';
import type { Config } from '../config';
import { mediaDir, STORED_NAME } from '../media/storage';

const MIME_BY_EXT = new Map(Object.values(MEDIA_KINDS).map((kind) => [kind.ext, kind.mime]));

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
export function parseRange(header: string | undefined, size: number): Range {
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

const mediaFileRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const dir = mediaDir(config);
  // Anything else under /media is a plain 404 too, not the SPA's index.html or a JSON API error.
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));

  app.get<{ Params: { file: string } }>(
    '/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file;
      const ext = path.extname(name).slice(1);
      const mime = MIME_BY_EXT.get(ext);
      if (!STORED_NAME.test(name) || !mime) return notFound(reply);
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return notFound(reply);

      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const lastModified = stat.mtime.toUTCString();
      reply.headers({ ...HEADERS, etag, 'last-modified': lastModified, 'content-type': mime });
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
        return reply.send(fs.createReadStream(file));
      }
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(fs.createReadStream(file, { start: range.start, end: range.end }));
    },
  );
};

export default mediaFileRoutes;
