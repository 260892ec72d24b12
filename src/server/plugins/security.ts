/**
 * Security headers for every answer, and no caching of anything the admin API returns. HSTS only when the
 * request really came over TLS (here, or at a trusted proxy that says so): over plain HTTP it means nothing,
 * and on a machine reached by name it would pin the whole name to HTTPS by mistake.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { ADMIN_PREFIX } from '../../shared/common/apiPaths';

const adminPrefix = ADMIN_PREFIX.toLowerCase();
const HSTS = 'max-age=31536000; includeSubDomains';

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
      strictTransportSecurity: false,
    });

    // onSend runs for routes, errors and 404s alike, so no admin answer (even an error) is cached by a
    // browser or proxy; tokens and personal data must not linger on shared machines.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.toLowerCase().startsWith(adminPrefix))
        reply.header('cache-control', 'no-store');
      // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'security' },
);
