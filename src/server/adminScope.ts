/**
 * The /api/admin scope. Every route in it requires a valid token unless its path is on the public allowlist,
 * and a role the permission table allows (src/shared/permissions.ts, docs/security.md#roles): both checks
 * are scope-wide hooks, so a route that forgets to ask is still protected, and a route the table does not
 * list cannot be registered at all. Each domain's admin route module registers here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIX, adminPaths } from '../shared/common/apiPaths';
import type { Role } from '../shared/common/constants';
import { ADMIN_ROUTE_ROLES } from '../shared/permissions';
import passwordResetRoutes from './account/passwordResetRoutes';
import profileRoutes from './account/profileRoutes';
import autoAcknowledgementRoutes from './acknowledgement/autoAcknowledgementRoutes';
import auditLogRoutes from './auditLog/auditLogRoutes';
import authRoutes from './auth/authRoutes';
import clientErrorRoutes from './clientErrors/clientErrorRoutes';
import companyRoutes from './company/companyRoutes';
import contentSummaryRoutes from './content/contentSummaryRoutes';
import developerRoutes from './content/developerRoutes';
import projectRoutes from './content/projectRoutes';
import teamMemberRoutes from './content/teamMemberRoutes';
import homeAssetRoutes from './homeAssets/homeAssetRoutes';
import liveStreamRoutes from './leads/liveStreamRoutes';
import dashboardRoutes from './leads/dashboardRoutes';
import leadRoutes from './leads/leadRoutes';
import slaRoutes from './leads/slaRoutes';
import { forbidden } from './httpErrors';
import { adminDocsRoutes } from './plugins/docs';
import seoPageRoutes from './seo/seoPageRoutes';
import mailQueueRoutes from './mailQueue/mailQueueRoutes';
import mediaRoutes from './uploads/mediaRoutes';
import routingRoutes from './routing/routingRoutes';
import usersRoutes from './users/usersRoutes';

/** Full paths of the admin routes that work without a token. */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  `${ADMIN_PREFIX}${adminPaths.login}`,
  `${ADMIN_PREFIX}${adminPaths.passwordForgot}`,
  `${ADMIN_PREFIX}${adminPaths.passwordReset}`,
  `${ADMIN_PREFIX}${adminPaths.invitationAccept}`,
]);

/** Every domain's admin routes; all of them live behind the token check below. */
export const adminModules: FastifyPluginAsync[] = [
  authRoutes,
  clientErrorRoutes,
  mediaRoutes,
  developerRoutes,
  projectRoutes,
  teamMemberRoutes,
  contentSummaryRoutes,
  seoPageRoutes,
  homeAssetRoutes,
  profileRoutes,
  passwordResetRoutes,
  companyRoutes,
  leadRoutes,
  dashboardRoutes,
  slaRoutes,
  usersRoutes,
  auditLogRoutes,
  mailQueueRoutes,
  autoAcknowledgementRoutes,
  liveStreamRoutes,
  routingRoutes,
  adminDocsRoutes,
];

export interface AdminScopeOptions {
  /** Defaults to adminModules; tests pass their own to prove the scope's guard. */
  modules?: FastifyPluginAsync[];
  /** Defaults to the shared permission table; tests of the guard pass their own. */
  routeRoles?: Readonly<Record<string, readonly Role[]>>;
}

const keyOf = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

const adminScope: FastifyPluginAsync<AdminScopeOptions> = async (
  app,
  { modules = adminModules, routeRoles = ADMIN_ROUTE_ROLES },
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
