/**
 * Bearer-token authentication. The token is read from the Authorization header only — never a query string
 * or cookie — so it does not end up in logs, history or CSRF reach.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setAuditActor } from '../audit/auditContext';
import type { UserRow } from '../db/database';
import { createThrottles, type Throttles } from './throttle';
import { deadTokensJob } from './deadTokensJob';
import { resolveToken } from './tokenService';
import { unauthenticated } from '../httpErrors';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Guessing limits of login, the current password and password resets. */
    throttles: Throttles;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: UserRow | null;
    tokenId: number | null;
  }
}

const BEARER = /^Bearer ([^\s]+)$/;

/** The authenticated user of a request that passed `authenticate`; a 401 if it somehow did not. */
export function currentUser(request: FastifyRequest): { user: UserRow; tokenId: number } {
  if (request.user === null || request.tokenId === null) throw unauthenticated();
  return { user: request.user, tokenId: request.tokenId };
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);
    app.decorate('throttles', createThrottles(app.limits, app.config.loginIpLimit));
    app.jobs.add(deadTokensJob(app));

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const session = match?.[1] ? await resolveToken(app.db, match[1], app.config) : null;
      if (!session) throw unauthenticated();
      request.user = session.user;
      request.tokenId = session.tokenId;
      setAuditActor({ id: session.user.id, name: session.user.name });
    });
  },
  { name: 'auth', dependencies: ['db', 'limits'], decorators: { fastify: ['config'] } },
);
