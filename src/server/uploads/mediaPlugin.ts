/**
 * The media pipeline's shared state: the upload limits (docs/security.md#uploads, unless a caller — a test —
 * lowers them) as `app.mediaLimits`, and the configured store (disk or bucket) as `app.mediaStore`. The
 * orphan cleanup runs as a once-per-fleet job (jobs/jobsPlugin.ts).
 */
import fp from 'fastify-plugin';
import {
  DEFAULT_MEDIA_LIMITS,
  type MediaClass,
  type MediaLimits,
} from '../../shared/media/schemas';
import { createMediaStore } from '../media/createMediaStore';
import type { MediaStore } from '../media/mediaStore';
import { mediaCleanupJob } from './mediaCleanupJob';

declare module 'fastify' {
  interface FastifyInstance {
    mediaLimits: MediaLimits;
    mediaStore: MediaStore;
  }
}

export interface MediaLimitOverrides {
  bytes?: Partial<Record<MediaClass, number>>;
  maxPixels?: number;
}

export interface MediaPluginOptions {
  limits?: MediaLimitOverrides;
}

export default fp<MediaPluginOptions>(
  async (app, { limits = {} }) => {
    app.decorate('mediaLimits', {
      bytes: { ...DEFAULT_MEDIA_LIMITS.bytes, ...limits.bytes },
      maxPixels: limits.maxPixels ?? DEFAULT_MEDIA_LIMITS.maxPixels,
    });
    const store = createMediaStore(app.config);
    // Prepares the local work folder; a bucket that cannot be reached shows in /readyz, not as a crash.
    await store
      .check()
      .catch((err: unknown) => app.log.warn({ err }, 'media store not reachable yet'));
    app.decorate('mediaStore', store);
    app.addHook('onClose', async () => store.close());

    app.jobs.add(mediaCleanupJob(app, store));
  },
  { name: 'media', dependencies: ['db', 'jobs'], decorators: { fastify: ['config'] } },
);
