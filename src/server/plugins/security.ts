/** Security headers for every answer, and no caching of anything the admin API returns. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { ADMIN_PREFIX } from '../../shared/apiPaths';

const adminPrefix = ADMIN_PREFIX.toLowerCase();

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd's CSS-in-JS injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
        },
      },
    });

    // onSend runs for routes, errors and 404s alike, so no admin answer (even an error) is cached by a
    // browser or proxy; tokens and personal data must not linger on shared machines.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.toLowerCase().startsWith(adminPrefix))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
