/**
 * Records every route as it is registered, so tooling and tests can walk the full route table (a test proves
 * every admin route but the allowlist demands a token: docs/security.md#admin-routes-need-a-token).
 */
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export default fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) table.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
