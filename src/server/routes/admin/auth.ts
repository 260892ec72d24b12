/** Login, logout and the current user: the seed's contract (§7) plus GET /me for session checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../../shared/apiPaths';
import {
  ErrorResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
} from '../../../shared/auth';
import { serverMessages } from '../../../shared/errors';
import type { Config } from '../../config';
import { attemptLogin } from '../../auth/login';
import { prepareDummyHash } from '../../auth/password';
import { currentUser } from '../../plugins/auth';
import { toAuthUser } from '../../repositories/authUser';
import { revokeToken } from '../../repositories/tokens';

export interface AuthRoutesOptions {
  config: Config;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { config }) => {
  void prepareDummyHash();
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
      const { token, user } = await attemptLogin(app.db, config, {
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
      await revokeToken(app.db, currentUser(request).tokenId);
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
