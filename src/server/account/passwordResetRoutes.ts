/** POST /password/forgot and /password/reset: on the token-free allowlist (PUBLIC_ADMIN_ROUTES). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountMessages,
  ForgotPasswordSchema,
  ResetPasswordSchema,
} from '../../shared/account/schemas';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema, MessageResponseSchema } from '../../shared/common/schemas';
import {
  acceptPasswordResetRequest,
  resetPassword,
  sendPasswordReset,
} from './passwordResetService';

const response = {
  200: MessageResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** A missing body should report the missing fields, not "body must be object". */
const emptyBodyAsObject = async (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    adminPaths.passwordForgot,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a password-reset link; the answer is the same whether or not the account exists',
        body: ForgotPasswordSchema,
        response,
      },
      preValidation: emptyBodyAsObject,
    },
    async (request) => {
      const email = await acceptPasswordResetRequest(app.throttles.forgot, {
        email: request.body.email,
        ip: request.ip,
      });
      // After the answer, so its timing says nothing about whether the account exists.
      app.afterResponse.run('password reset mail', () =>
        sendPasswordReset(app.db, app.config, app.mailer, email),
      );
      return { message: accountMessages.resetLinkSent };
    },
  );

  app.post(
    adminPaths.passwordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an e-mailed link; every session of the admin ends',
        body: ResetPasswordSchema,
        response,
      },
      preValidation: emptyBodyAsObject,
    },
    async (request) => {
      await resetPassword({ db: app.db, events: app.events }, app.throttles.reset, {
        ...request.body,
        ip: request.ip,
      });
      return { message: accountMessages.passwordReset };
    },
  );
};

export default passwordResetRoutes;
