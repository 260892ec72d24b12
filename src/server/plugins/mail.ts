/** Makes the mailer available as `app.mailer`; closing the app waits for messages still being sent. */
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer(config, {
      info: (obj, msg) => app.log.info(obj, msg),
      error: (obj, msg) => app.log.error(obj, msg),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.idle());
  },
  { name: 'mail' },
);
