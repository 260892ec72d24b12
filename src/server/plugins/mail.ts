/**
 * Makes the mailer available as `app.mailer`; closing the app waits for messages still being sent. A kept
 * message holds reset links, so the database outbox keeps a week (a once-per-fleet job prunes it).
 */
import fp from 'fastify-plugin';
import { isPostgres } from '../db/dialect';
import { createMailer, type Mailer } from '../mail/mailer';
import { pruneOutboxMail } from '../mail/outboxRepository';

const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer(
      app.config,
      {
        info: (obj, msg) => app.log.info(obj, msg),
        error: (obj, msg) => app.log.error(obj, msg),
      },
      app.db,
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.idle());
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
