/** POST /client-errors: the app reports a rendering or chunk-loading failure (docs/api.md#client-errors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema, MessageResponseSchema } from '../../shared/common/schemas';
import { CLIENT_ERROR_RATE } from '../../shared/clientErrors/rules';
import { ClientErrorBodySchema } from '../../shared/clientErrors/schemas';
import { serverMessages } from '../../shared/common/errors';
import { redactUrl } from '../logger';
import { currentUser } from '../auth/authPlugin';
import { insertClientError } from './clientErrorRepository';

const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perUser = app.limits.define({
    name: 'client-errors',
    points: CLIENT_ERROR_RATE.max,
    durationSeconds: CLIENT_ERROR_RATE.windowMs / 1000,
  });

  app.post(
    adminPaths.clientErrors,
    {
      schema: {
        tags: ['diagnostics'],
        summary: 'Report an error the app hit while rendering or loading a chunk',
        security: [{ bearerAuth: [] }],
        body: ClientErrorBodySchema,
        response: {
          201: MessageResponseSchema,
          401: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      await perUser.take(String(user.id));
      // The page's address may carry a secret (a reset link opened by hand): keep it out of rows and logs.
      const report = { ...request.body, url: redactUrl(request.body.url) };
      const id = await insertClientError(app.db, user.id, report);
      // warn, not error: the server is fine, but an operator should see that the app broke for someone.
      request.log.warn(
        { clientError: { id, user_id: user.id, ...report } },
        `client error: ${report.message}`,
      );
      return reply.code(201).send({ message: serverMessages.reported });
    },
  );
};

export default clientErrorRoutes;
