/**
 * POST /api/public/forms/{kind}: the website's form submissions (docs/api.md#form-intake). One route per kind
 * so each gets its own schema (unknown fields 422). JSON only (415), 32 KiB at most (413), 10 per IP per kind
 * in 10 min (429, INTAKE_RATE_LIMIT), a bounded number in flight (503), and 201 only once the lead is
 * committed. Every message comes in the language asked for, `?locale=` or Accept-Language
 * (docs/api.md#answer-language).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicPaths } from '../../../shared/common/apiPaths';
import { ErrorResponseSchema, PublicLocaleQuerySchema } from '../../../shared/common/schemas';
import { serverMessages } from '../../../shared/common/errors';
import {
  INTAKE_RULES,
  IntakeResponseSchema,
  IntakeSchemas,
  LEAD_KINDS,
  leadMessages,
} from '../../../shared/leads/schemas';
import { HttpError } from '../../httpErrors';
import { languageHeaders, messageLocaleOf, translateMessage } from '../../messageCatalogue';
import { plausibleReference, purgeIdempotency } from './intakeService';
import { InFlightLimit } from './inFlightLimit';
import { IntakeWriter } from './intakeWriter';

/** Submissions being written at once before new ones get 503 (each holds a connection or a queue slot). */
const MAX_IN_FLIGHT = 512;
const PURGE_EVERY_MS = 60 * 60_000;

const IntakeHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: INTAKE_RULES.idempotencyKeyMaxLength }),
  ),
  'accept-language': Type.Optional(
    Type.String({
      description: 'The language of the messages (ar, ar-SA, … Arabic; else English); ?locale wins',
    }),
  ),
});

const responses = {
  201: IntakeResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

function isBot(body: Record<string, unknown>): boolean {
  const honeypot = body[INTAKE_RULES.honeypotField];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  return typeof body.fill_ms === 'number' && body.fill_ms < INTAKE_RULES.minFillMs;
}

const intakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // Shared by every instance (plugins/limits.ts), so N instances do not accept N times the limit.
  const limit =
    config.intakeRateLimit > 0
      ? app.limits.define({
          name: 'intake',
          points: config.intakeRateLimit,
          durationSeconds: INTAKE_RULES.rateLimit.windowMs / 1000,
        })
      : null;
  const inFlight = new InFlightLimit(MAX_IN_FLIGHT, app.log);
  const writer = new IntakeWriter(app.db);
  let lastPurge = 0;

  for (const kind of LEAD_KINDS) {
    app.post(
      `${publicPaths.forms}/${kind}`,
      {
        bodyLimit: INTAKE_RULES.maxBodyBytes,
        schema: {
          tags: ['public'],
          summary: `Submit a ${kind} form`,
          headers: IntakeHeaders,
          querystring: PublicLocaleQuerySchema,
          body: IntakeSchemas[kind],
          response: responses,
        },
        // Before the body is read: anything but JSON is refused whatever parsers the app has.
        onRequest: async (request) => {
          const type = request.headers['content-type'] ?? '';
          if (!/^application\/json\s*(;|$)/i.test(type))
            throw new HttpError(415, serverMessages.unsupportedMediaType);
        },
        preValidation: async (request) => limit?.take(`${request.ip}|${kind}`),
      },
      async (request, reply) => {
        const { body } = request;
        const locale = messageLocaleOf(request);
        languageHeaders(reply, locale);
        const received = translateMessage(leadMessages.received, locale);
        if (isBot(body)) {
          const reference = await plausibleReference(app.db, kind);
          return reply.code(201).send({ data: { reference, kind }, message: received });
        }
        const { answer, leadId } = await inFlight.run(() =>
          writer.submit({
            kind,
            body,
            idempotencyKey: request.headers['idempotency-key'],
            userAgent: request.headers['user-agent'],
          }),
        );
        if (Date.now() - lastPurge > PURGE_EVERY_MS) {
          lastPurge = Date.now();
          purgeIdempotency(app.db).catch((error: unknown) => request.log.warn({ err: error }));
        }
        if (leadId !== null) {
          // The fast path; a crash before it ends leaves the lead pending for the arrival sweep.
          const arrived = { id: leadId, kind, reference: answer.data.reference };
          app.afterResponse.run('lead-arrival', async () => {
            await app.leadArrivals.arrive(arrived);
          });
        }
        return reply.code(201).send({ ...answer, message: received });
      },
    );
  }
};

export default intakeRoutes;
