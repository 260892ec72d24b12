/**
 * The daily once-per-fleet jobs that keep mail from piling up (docs/operations.md#mail): a sent message keeps
 * no body and its row goes after 30 days; a failed one keeps its body a week for a retry; the database
 * outbox (PostgreSQL without SMTP) keeps a week, since a kept message may hold a reset link.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/scheduler';
import { pruneMailQueue } from './mailQueueRepository';
import { pruneOutboxMail } from './outboxRepository';

const DAY_MS = 24 * 60 * 60_000;
const OUTBOX_KEEP_MS = 7 * DAY_MS;
const SENT_KEEP_MS = 30 * DAY_MS;
const FAILED_BODY_KEEP_MS = 7 * DAY_MS;

export function mailQueuePruneJob(app: FastifyInstance): Job {
  return {
    name: 'mail-queue-prune',
    everyMs: DAY_MS,
    // By the wall clock, not the tick's time: what is kept is counted from when it was written.
    run: async () => {
      const now = Date.now();
      const pruned = await pruneMailQueue(app.db, {
        sentBefore: new Date(now - SENT_KEEP_MS),
        failedBefore: new Date(now - FAILED_BODY_KEEP_MS),
      });
      if (pruned.removed + pruned.cleared > 0) app.log.info(pruned, 'pruned the mail queue');
    },
  };
}

export function mailOutboxPruneJob(app: FastifyInstance): Job {
  return {
    name: 'mail-outbox-prune',
    everyMs: DAY_MS,
    run: async () => {
      const removed = await pruneOutboxMail(app.db, new Date(Date.now() - OUTBOX_KEEP_MS));
      if (removed > 0) app.log.info({ removed }, 'pruned the mail outbox');
    },
  };
}
