/** The hourly once-per-fleet job that removes media no record holds any more (orphanCleanup.ts). */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/scheduler';
import type { MediaStore } from '../media/mediaStore';
import { removeOrphanMedia } from './orphanCleanup';

export function mediaCleanupJob(app: FastifyInstance, store: MediaStore): Job {
  const log = app.log.child({ task: 'media-cleanup' });
  return {
    name: 'media-cleanup',
    everyMs: 60 * 60_000,
    run: async () => {
      const removed = await removeOrphanMedia(app.db, store, new Date(), log);
      if (removed > 0) log.info({ removed }, 'removed unattached media');
    },
  };
}
