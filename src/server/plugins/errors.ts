/**
 * The one error handler: every failure leaves in the contract's shape `{ message, errors? }`, and a 5xx never
 * carries internals (stack, SQL, paths) — those go to the log only. Also answers unknown routes: JSON for the
 * API, the SPA's index.html for other GETs so client-side routes survive a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_PREFIX, API_PREFIX } from '../../shared/common/apiPaths';
import type { ApiErrorBody } from '../../shared/common/errors';
import { serverMessages } from '../../shared/common/errors';
import { isDependencyUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { HttpError } from '../httpErrors';
import {
  answersInLanguage,
  languageHeaders,
  messageLocaleOf,
  translateMessage,
} from '../messageCatalogue';
import { drainBody } from './drainBody';
import { toFieldErrors } from './validationErrors';

/** Framework errors that are the client's fault, by code, with the message we answer. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, serverMessages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, serverMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, serverMessages.malformedBody],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, serverMessages.malformedBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, serverMessages.malformedBody],
};

export default fp(
  async (app) => {
    const { spaDir } = app.config;
    app.setErrorHandler<FastifyError | HttpError>(async (error, request, reply) => {
      // The public API answers in the language asked for (docs/api.md#answer-language).
      const locale = messageLocaleOf(request);
      const say = (message: string) => translateMessage(message, locale);
      if (answersInLanguage(request)) languageHeaders(reply, locale);
      if (error instanceof HttpError) {
        // 503 is a deliberate refusal under load; whoever refuses logs it once per burst.
        if (error.statusCode >= 500 && error.statusCode !== 503)
          request.log.error({ err: error }, 'request failed');
        const body: ApiErrorBody & Record<string, unknown> = {
          ...error.details,
          message: say(error.message),
          ...(error.errors
            ? {
                errors: Object.fromEntries(
                  Object.entries(error.errors).map(([field, list]) => [field, list.map(say)]),
                ),
              }
            : {}),
        };
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if ('validation' in error && Array.isArray(error.validation)) {
        return reply.code(422).send({
          message: say(serverMessages.validationFailed),
          errors: toFieldErrors(error.validation, locale),
        });
      }
      const known =
        'code' in error && typeof error.code === 'string' ? clientErrors[error.code] : undefined;
      if (known) {
        if (known[0] === 413) {
          await drainBody(request.raw);
          reply.header('connection', 'close');
        }
        return reply.code(known[0]).send({ message: say(known[1]) });
      }
      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      // Body-parser errors (bad JSON, forbidden __proto__ keys) carry a 4xx status but no code we list.
      if (status >= 400 && status < 500) {
        // Not the error's message: a JSON parser's quotes the body it could not read, password and all.
        request.log.info(
          { code: (error as { code?: unknown }).code, statusCode: status },
          'client error',
        );
        return reply
          .code(status)
          .send({ message: say(status === 400 ? serverMessages.malformedBody : error.message) });
      }
      if (isDependencyUnavailable(error)) {
        // Logged as a warning: the database restarting is an operator's event, not a defect.
        request.log.warn({ err: error }, 'a dependency is unavailable: answered 503');
        return reply
          .code(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ message: say(serverMessages.unavailable) });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: say(serverMessages.serverError) });
    });

    const indexFile = path.join(spaDir, 'index.html');
    const adminPrefix = ADMIN_PREFIX.toLowerCase();
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const lower = pathname.toLowerCase();
      // Without a valid token the admin API's answer is 401 whatever the path, so its route table
      // cannot be mapped from outside by telling 404 from 401.
      if (lower === adminPrefix || lower.startsWith(`${adminPrefix}/`))
        await app.authenticate(request, reply);
      const isApi = pathname === API_PREFIX || pathname.toLowerCase().startsWith(`${API_PREFIX}/`);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
      if (wantsPage && app.hasReplyDecorator('sendSpaPage') && fs.existsSync(indexFile)) {
        return reply.sendSpaPage('index.html');
      }
      const locale = messageLocaleOf(request);
      if (answersInLanguage(request)) languageHeaders(reply, locale);
      return reply.code(404).send({ message: translateMessage(serverMessages.notFound, locale) });
    });
  },
  { name: 'errors', decorators: { fastify: ['config'] } },
);
