/**
 * The /api/public scope: what the company's website reads and posts, without a token. CORS lives here only
 * (docs/security.md#cors): an Origin listed in CORS_ORIGINS (exact match) is echoed back; never `*`, never
 * `null`, never credentials. @fastify/cors is not a dependency, and this is all the site needs.
 */
import type { FastifyPluginAsync } from 'fastify';
const CORS_ALLOWED_METHODS = 'GET, POST';
const CORS_ALLOWED_HEADERS = 'Content-Type, Idempotency-Key';

export interface PublicScopeOptions {
  /** The modules' public routes (app.ts: MODULES). */
  modules: FastifyPluginAsync[];
}

const publicScope: FastifyPluginAsync<PublicScopeOptions> = async (app, { modules }) => {
  const allowed = new Set(app.config.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    // Answers differ by Origin, so caches must key on it even when this one is not allowed.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin))
      reply.header('access-control-allow-origin', origin);
  });

  // Preflight for every public path; the hook above has already decided whether the origin is allowed.
  app.options('/*', { schema: { hide: true } }, async (request, reply) => {
    if (reply.hasHeader('access-control-allow-origin')) {
      reply
        .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
        .header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  for (const module of modules) await app.register(module);
};

export default publicScope;
