/** POST /password/forgot and /password/reset: on the token-free allowlist (PUBLIC_ADMIN_ROUTES). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountMessages,
  ForgotPasswordSchema,
  ResetPasswordSchema,
} from '../../../shared/account';
import { adminPaths } from '../../../shared/apiPaths';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/auth';
import type { Config } from '../../config';
import { requestPasswordReset, resetPassword } from '../../auth/passwordReset';

const response = {
  200: MessageResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** A missing body should report the missing fields, not "body must be object". */
const emptyBodyAsObject = async (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

const passwordResetRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (
  app,
  { config },
) => {
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
      await requestPasswordReset(app.db, config, app.mailer, {
        email: request.body.email,
        ip: request.ip,
      });
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
      await resetPassword(app.db, { ...request.body, ip: request.ip });
      return { message: accountMessages.passwordReset };
    },
  );
};

export default passwordResetRoutes;
