/**
 * The /api/admin scope. Every route in it requires a valid token unless its path is on the public allowlist:
 * the check is a scope-wide hook, so a route that forgets to ask for authentication is still protected.
 * Feature modules register here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIX, adminPaths } from '../../../shared/apiPaths';
import type { Config } from '../../config';
import authRoutes from './auth';
import clientErrorRoutes from './clientErrors';
import companyRoutes from './company';
import dashboardRoutes from './dashboard';
import developerRoutes from './developers';
import homeAssetRoutes from './homeAssets';
import leadRoutes from './leads';
import mediaRoutes from './media';
import passwordResetRoutes from './passwordReset';
import profileRoutes from './profile';
import projectRoutes from './projects';
import seoPageRoutes from './seoPages';
import teamMemberRoutes from './teamMembers';

/** Full paths of the admin routes that work without a token (password reset joins when it exists). */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  `${ADMIN_PREFIX}${adminPaths.login}`,
  `${ADMIN_PREFIX}/password/forgot`,
  `${ADMIN_PREFIX}/password/reset`,
]);

export interface AdminModuleOptions {
  config: Config;
}

/** Each feature adds its route module here; all of them live behind the token check below. */
export const adminModules: FastifyPluginAsync<AdminModuleOptions>[] = [
  authRoutes,
  clientErrorRoutes,
  mediaRoutes,
  developerRoutes,
  projectRoutes,
  teamMemberRoutes,
  seoPageRoutes,
  homeAssetRoutes,
  profileRoutes,
  passwordResetRoutes,
  companyRoutes,
  leadRoutes,
  dashboardRoutes,
];

export interface AdminRoutesOptions {
  config: Config;
  /** Defaults to adminModules; tests pass their own to prove the scope's guard. */
  modules?: FastifyPluginAsync<AdminModuleOptions>[];
}

const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (
  app,
  { config, modules = adminModules },
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC_ADMIN_ROUTES.has(request.routeOptions.url ?? '')) return;
    await app.authenticate(request, reply);
  });

  for (const module of modules) await app.register(module, { config });
};

export default adminRoutes;
