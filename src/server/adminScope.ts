/**
 * The /api/admin scope. Every route in it requires a valid token unless its path is on the public allowlist,
 * and a role the permission table allows (src/shared/permissions.ts, docs/security.md#roles): both checks
 * are scope-wide hooks, so a route that forgets to ask is still protected, and a route the table does not
 * list cannot be registered at all. The modules' admin routes (app.ts: MODULES) register here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIX, adminPaths } from '../shared/common/apiPaths';
import type { Role } from '../shared/common/constants';
import { ADMIN_ROUTE_ROLES } from '../shared/permissions';
import { forbidden } from './httpErrors';

/** Full paths of the admin routes that work without a token. */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  `${ADMIN_PREFIX}${adminPaths.login}`,
  `${ADMIN_PREFIX}${adminPaths.passwordForgot}`,
  `${ADMIN_PREFIX}${adminPaths.passwordReset}`,
  `${ADMIN_PREFIX}${adminPaths.invitationAccept}`,
]);

export interface AdminScopeOptions {
  /** The modules' admin routes (app.ts: MODULES); tests pass their own to prove the scope's guard. */
  modules: FastifyPluginAsync[];
  /** Defaults to the shared permission table; tests of the guard pass their own. */
  routeRoles?: Readonly<Record<string, readonly Role[]>>;
}

const keyOf = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

const adminScope: FastifyPluginAsync<AdminScopeOptions> = async (
  app,
  { modules, routeRoles = ADMIN_ROUTE_ROLES },
) => {
  const pathOf = (url: string) => url.slice(app.prefix.length);

  // Fail closed, at start: a route nobody listed in the permission table would be open to every role.
  app.addHook('onRoute', (route) => {
    if (PUBLIC_ADMIN_ROUTES.has(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (!routeRoles[keyOf(method, pathOf(route.url))])
        throw new Error(`${method} ${route.url} has no entry in the permission table`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (PUBLIC_ADMIN_ROUTES.has(url ?? '')) return;
    await app.authenticate(request, reply);
    // An unknown path has no route: it goes on to the 404.
    if (url === undefined) return;
    const roles = routeRoles[keyOf(request.method, pathOf(url))];
    if (!roles?.includes(request.user!.role)) throw forbidden();
  });

  for (const module of modules) await app.register(module);
};

export default adminScope;
