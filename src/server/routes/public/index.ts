/**
 * The /api/public scope: what the company's website reads (and later posts), without a token. CORS lives
 * here only, as quality.md asks: an Origin listed in CORS_ORIGINS (exact match) is echoed back; never `*`,
 * never `null`, never credentials. @fastify/cors is not a dependency, and this is all the site needs.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import publicCompanyRoutes from './company';
import publicContentRoutes from './content';
import publicSeoRoutes from './seoPages';
import publicHomeAssetRoutes from './homeAssets';
import publicFormRoutes from './forms';

export interface PublicModuleOptions {
  config: Config;
}

/** Each public feature adds its route module here. */
export const publicModules: FastifyPluginAsync<PublicModuleOptions>[] = [
  publicContentRoutes,
  publicSeoRoutes,
  publicHomeAssetRoutes,
  publicCompanyRoutes,
  publicFormRoutes,
];

export const CORS_ALLOWED_METHODS = 'GET, POST';
export const CORS_ALLOWED_HEADERS = 'Content-Type, Idempotency-Key';

export interface PublicRoutesOptions {
  config: Config;
  modules?: FastifyPluginAsync<PublicModuleOptions>[];
}

const publicRoutes: FastifyPluginAsync<PublicRoutesOptions> = async (
  app,
  { config, modules = publicModules },
) => {
  const allowed = new Set(config.corsOrigins);

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

  for (const module of modules) await app.register(module, { config });
};

export default publicRoutes;
