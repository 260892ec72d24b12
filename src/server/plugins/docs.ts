/**
 * The OpenAPI documents, generated from route schemas (docs/api.md#openapi): the public routes' reference for
 * anyone at /api/docs/json (browsable at /api/docs), the whole API's, admin routes included, only for a
 * signed-in user at /api/admin/docs/json — the admin route table is not published to the world.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_PREFIX, PUBLIC_DOCS_PREFIX, adminPaths } from '../../shared/common/apiPaths';

/**
 * JSON Schema (what ajv checks) says `exclusiveMinimum: 0`; OpenAPI 3.0 says `minimum: 0, exclusiveMinimum:
 * true`. Rewritten in the published document only, so it validates as OpenAPI 3.0.3 (docs/api.md#openapi).
 */
export function toOpenApi30<T>(node: T): T {
  if (Array.isArray(node)) return node.map(toOpenApi30) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = toOpenApi30(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] === 'number') {
      out[bound] = out[exclusive];
      out[exclusive] = true;
    }
  }
  return out as T;
}

const isAdminPath = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/** The document without the admin routes (and without the bearer scheme only they use). */
export function publicDocument<T extends { paths?: Record<string, unknown>; components?: object }>(
  document: T,
): T {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => !isAdminPath(path)),
  );
  const { securitySchemes: _bearer, ...components } = (document.components ?? {}) as Record<
    string,
    unknown
  >;
  return { ...document, paths, components };
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Realty Admin API', version: '1.0.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transformObject: (document) =>
        toOpenApi30('openapiObject' in document ? document.openapiObject : document.swaggerObject),
    });
    await app.register(swaggerUi, {
      routePrefix: PUBLIC_DOCS_PREFIX,
      // What anyone may read: the website's routes. The copy keeps the whole document intact for admins.
      transformSpecification: (document) => publicDocument(document as never),
      transformSpecificationClone: true,
    });
  },
  { name: 'docs' },
);

/** GET /api/admin/docs/json: the whole document, for a signed-in user (the admin scope checks the token). */
export const adminDocsRoutes: FastifyPluginAsync = async (app) => {
  app.get(adminPaths.apiDocs, { schema: { hide: true } }, async () => app.swagger());
};
