/**
 * The media pipeline's shared state: the upload limits (quality.md's numbers unless a caller — a test —
 * lowers them) as `app.mediaLimits`, the media directory, and the hourly orphan cleanup.
 */
import fp from 'fastify-plugin';
import { DEFAULT_MEDIA_LIMITS, type MediaClass, type MediaLimits } from '../../shared/media';
import type { Config } from '../config';
import { removeOrphanMedia } from '../media/cleanup';
import { ensureMediaDirs } from '../media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    mediaLimits: MediaLimits;
  }
}

export interface MediaLimitOverrides {
  bytes?: Partial<Record<MediaClass, number>>;
  maxPixels?: number;
}

export interface MediaPluginOptions {
  config: Config;
  limits?: MediaLimitOverrides;
  /** Milliseconds between orphan cleanups; false turns the timer off (tests). Default: an hour. */
  cleanupEveryMs?: number | false;
}

const HOUR = 60 * 60 * 1000;
/** The first run waits a minute so start-up (migrations, the first requests) is not slowed by it. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

export default fp<MediaPluginOptions>(
  async (app, { config, limits = {}, cleanupEveryMs = HOUR }) => {
    app.decorate('mediaLimits', {
      bytes: { ...DEFAULT_MEDIA_LIMITS.bytes, ...limits.bytes },
      maxPixels: limits.maxPixels ?? DEFAULT_MEDIA_LIMITS.maxPixels,
    });
    await ensureMediaDirs(config);
    if (cleanupEveryMs === false) return;

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    let closed = false;
    const log = app.log.child({ task: 'media-cleanup' });

    const run = async () => {
      try {
        const removed = await removeOrphanMedia(app.db, config, new Date(), log);
        if (removed > 0) log.info({ removed }, 'removed unattached media');
      } catch (err) {
        log.error({ err }, 'media cleanup failed');
      }
    };
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        running = run().finally(() => {
          if (!closed) schedule(cleanupEveryMs);
        });
      }, delay);
      // A pending cleanup must never keep the process (or a test run) alive.
      timer.unref();
    };

    app.addHook('onReady', async () => schedule(Math.min(FIRST_RUN_DELAY_MS, cleanupEveryMs)));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'media', dependencies: ['db'] },
);
