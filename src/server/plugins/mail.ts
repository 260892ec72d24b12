/**
 * Makes the mailer available as `app.mailer`: the durable queue (mail/mailer.ts), whose worker starts with
 * the app (delivering what a previous instance left) and which closing the app waits for. A kept message
 * holds reset links, so the database outbox keeps a week, a sent message keeps no body, and a failed one
 * keeps its body a week for a retry (once-per-fleet jobs prune both).
 */
import fp from 'fastify-plugin';
import { isPostgres } from '../db/dialect';
import { createQueueMailer, type MailQueueOptions, type QueueMailer } from '../mail/mailer';
import { pruneMailQueue } from '../mail/mailQueueRepository';
import { pruneOutboxMail } from '../mail/outboxRepository';

const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60_000;
const SENT_KEEP_MS = 30 * 24 * 60 * 60_000;
const FAILED_BODY_KEEP_MS = 7 * 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: QueueMailer;
  }
}

export default fp<MailQueueOptions>(
  async (app, options) => {
    const mailer = createQueueMailer(
      app.config,
      {
        info: (obj, msg) => app.log.info(obj, msg),
        error: (obj, msg) => app.log.error(obj, msg),
      },
      app.db,
      options,
    );
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
    app.jobs.add({
      name: 'mail-queue-prune',
      everyMs: 24 * 60 * 60_000,
      run: async () => {
        const now = Date.now();
        const pruned = await pruneMailQueue(app.db, {
          sentBefore: new Date(now - SENT_KEEP_MS),
          failedBefore: new Date(now - FAILED_BODY_KEEP_MS),
        });
        if (pruned.removed + pruned.cleared > 0) app.log.info(pruned, 'pruned the mail queue');
      },
    });
    if (isPostgres(app.db) && !app.config.smtpUrl) {
      app.jobs.add({
        name: 'mail-outbox-prune',
        everyMs: 24 * 60 * 60_000,
        run: async () => {
          const removed = await pruneOutboxMail(app.db, new Date(Date.now() - OUTBOX_KEEP_MS));
          if (removed > 0) app.log.info({ removed }, 'pruned the mail outbox');
        },
      });
    }
  },
  { name: 'mail', dependencies: ['db', 'jobs'], decorators: { fastify: ['config'] } },
);
