/**
 * Bearer-token authentication. The token is read from the Authorization header only — never a query string
 * or cookie — so it does not end up in logs, history or CSRF reach.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { UserRow } from '../db/database';
import { resolveToken } from '../auth/tokens';
import { unauthenticated } from '../httpErrors';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: UserRow | null;
    tokenId: number | null;
  }
}

export interface AuthPluginOptions {
  config: Config;
}

const BEARER = /^Bearer ([^\s]+)$/;

/** The authenticated user of a request that passed `authenticate`; a 401 if it somehow did not. */
export function currentUser(request: FastifyRequest): { user: UserRow; tokenId: number } {
  if (request.user === null || request.tokenId === null) throw unauthenticated();
  return { user: request.user, tokenId: request.tokenId };
}

export default fp<AuthPluginOptions>(
  async (app, { config }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const session = match?.[1] ? await resolveToken(app.db, match[1], config) : null;
      if (!session) throw unauthenticated();
      request.user = session.user;
      request.tokenId = session.tokenId;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
