/** The OpenAPI document (/api/docs/json) and a browsable reference (/api/docs), generated from route schemas. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

const DOCS_PREFIX = '/api/docs';

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
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
