/**
 * Login, logout and the current user: the binding login/logout contract (docs/product.md#login-and-logout,
 * docs/api.md#auth-routes) plus GET /me for session checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema, MessageResponseSchema } from '../../shared/common/schemas';
import { LoginBodySchema, LoginResponseSchema, MeResponseSchema } from '../../shared/auth/schemas';
import { serverMessages } from '../../shared/common/errors';
import { recordAudit } from '../audit/auditRepository';
import { streamsEnd } from '../events/streamsEnd';
import { attemptLogin } from './loginService';
import { currentUser } from './authPlugin';
import { toAuthUser } from './authUser';
import { revokeToken } from './tokenRepository';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.post(
    adminPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a bearer token',
        body: LoginBodySchema,
        response: {
          200: LoginResponseSchema,
          401: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
      // A missing body should report both missing fields, not "body must be object".
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {} as never;
      },
    },
    async (request) => {
      const { token, user } = await attemptLogin(app.db, app.config, app.throttles.login, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
      });
      return {
        data: { token, user: await toAuthUser(app.db, user) },
        message: serverMessages.loggedIn,
      };
    },
  );

  app.post(
    adminPaths.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this request',
        security,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user, tokenId } = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await revokeToken(trx, tokenId);
        await recordAudit(trx, { entity: 'session', entityId: user.id, action: 'logout' });
      });
      // This session's live streams end now, on every instance; the user's other sessions keep theirs.
      await app.events.endStreams(streamsEnd(user.id, { only: tokenId }));
      return { message: serverMessages.loggedOut };
    },
  );

  app.get(
    adminPaths.me,
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security,
        response: { 200: MeResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await toAuthUser(app.db, currentUser(request).user) }),
  );
};

export default authRoutes;
