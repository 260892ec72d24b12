/**
 * The daily once-per-fleet job that deletes for good what has been in the Trash longer than TRASH_DAYS
 * (docs/product.md#trash), with its media files and audit rows.
 */
import type { FastifyInstance } from 'fastify';
import { TRASH_TYPES } from '../../shared/trash/schemas';
import type { Job } from '../jobs/scheduler';
import { purgeTrash } from './trashRepository';

const DAY_MS = 24 * 60 * 60_000;
/** Often enough that nothing outstays its date by more than an hour. */
const EVERY_MS = 60 * 60_000;

export function trashPurgeJob(app: FastifyInstance): Job {
  return {
    name: 'trash-purge',
    everyMs: EVERY_MS,
    run: async (now) => {
      const before = new Date(now.getTime() - app.config.trashDays * DAY_MS).toISOString();
      await purgeTrash(app.db, app.mediaStore, TRASH_TYPES, { before, audited: false });
    },
  };
}
