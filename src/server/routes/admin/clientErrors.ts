/** POST /client-errors: the app reports a rendering or chunk-loading failure (seed §7, §8). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../../shared/apiPaths';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/auth';
import { CLIENT_ERROR_RATE } from '../../../shared/clientErrorLimits';
import { ClientErrorBodySchema } from '../../../shared/clientErrors';
import { serverMessages } from '../../../shared/errors';
import { tooManyAttempts } from '../../httpErrors';
import { currentUser } from '../../plugins/auth';
import { clientErrorRetryAfter, insertClientError } from '../../repositories/clientErrors';

const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const wait = await clientErrorRetryAfter(app.db, user.id, CLIENT_ERROR_RATE);
      if (wait > 0) throw tooManyAttempts(wait);

      const id = await insertClientError(app.db, user.id, request.body);
      // warn, not error: the server is fine, but an operator should see that the app broke for someone.
      request.log.warn(
        { clientError: { id, user_id: user.id, ...request.body } },
        `client error: ${request.body.message}`,
      );
      return reply.code(201).send({ message: serverMessages.reported });
    },
  );
};

export default clientErrorRoutes;
