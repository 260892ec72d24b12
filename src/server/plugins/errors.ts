/**
 * The one error handler: every failure leaves in the contract's shape `{ message, errors? }`, and a 5xx never
 * carries internals (stack, SQL, paths) — those go to the log only. Also answers unknown routes: JSON for the
 * API, the SPA's index.html for other GETs so client-side routes survive a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/apiPaths';
import type { ApiErrorBody } from '../../shared/errors';
import { serverMessages } from '../../shared/errors';
import { HttpError } from '../httpErrors';
import { toFieldErrors } from './validationErrors';

export interface ErrorsPluginOptions {
  spaDir: string;
}

/** Framework errors that are the client's fault, by code, with the message we answer. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, serverMessages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, serverMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, serverMessages.malformedBody],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, serverMessages.malformedBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, serverMessages.malformedBody],
};

export default fp<ErrorsPluginOptions>(
  async (app, { spaDir }) => {
    app.setErrorHandler<FastifyError | HttpError>(async (error, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        const body: ApiErrorBody = {
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        };
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if ('validation' in error && Array.isArray(error.validation)) {
        return reply.code(422).send({
          message: serverMessages.validationFailed,
          errors: toFieldErrors(error.validation),
        });
      }
      const known =
        'code' in error && typeof error.code === 'string' ? clientErrors[error.code] : undefined;
      if (known) return reply.code(known[0]).send({ message: known[1] });
      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      // Body-parser errors (bad JSON, forbidden __proto__ keys) carry a 4xx status but no code we list.
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply
          .code(status)
          .send({ message: status === 400 ? serverMessages.malformedBody : error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: serverMessages.serverError });
    });

    const indexFile = path.join(spaDir, 'index.html');
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === API_PREFIX || pathname.toLowerCase().startsWith(`${API_PREFIX}/`);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
      if (wantsPage && app.hasReplyDecorator('sendFile') && fs.existsSync(indexFile)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', spaDir);
      }
      return reply.code(404).send({ message: serverMessages.notFound });
    });
  },
  { name: 'errors' },
);
