/**
 * Makes the mailer available as `app.mailer`: the durable queue (mail/mailer.ts), whose worker starts with
 * the app (delivering what a previous instance left) and which closing the app waits for. A kept message
 * holds reset links, so the database outbox keeps a week, a sent message keeps no body, and a failed one
 * keeps its body a week for a retry (once-per-fleet jobs prune both).
 */
import fp from 'fastify-plugin';
import { isPostgres } from '../db/dialect';
import { createQueueMailer, type MailQueueOptions, type QueueMailer } from '../mail/mailer';
import { mailOutboxPruneJob, mailQueuePruneJob } from '../mail/mailPruneJobs';

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
    app.jobs.add(mailQueuePruneJob(app));
    if (isPostgres(app.db) && !app.config.smtpUrl) app.jobs.add(mailOutboxPruneJob(app));
  },
  { name: 'mail', dependencies: ['db', 'jobs'], decorators: { fastify: ['config'] } },
);
