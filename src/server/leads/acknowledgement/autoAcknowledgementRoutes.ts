/**
 * /api/admin/auto-acknowledgement (docs/api.md#mail-routes): the super-admin reads and changes the
 * bilingual templates and their switch (audited), and previews them with a sample lead. The mail itself
 * goes out from the lead-arrival step (acknowledgeArrivals.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../../shared/common/schemas';
import {
  AckPreviewBodySchema,
  AckPreviewSchema,
  AutoAcknowledgementSchema,
  ackMessages,
  type AutoAcknowledgement,
} from '../../../shared/leads/acknowledgement/schemas';
import { changesOf, recordAudit } from '../../audit/auditRepository';
import { readAutoAcknowledgement, writeAutoAcknowledgement } from './autoAcknowledgementRepository';
import { checkTemplates, previewTemplates } from './autoAcknowledgementService';

const base = { tags: ['mail'], security: [{ bearerAuth: [] }] };
const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 422: ErrorResponseSchema };

/** The audit log's flat view: one field per text. */
const flat = (value: AutoAcknowledgement) => ({
  enabled: value.enabled,
  en_subject: value.en.subject,
  en_body: value.en.body,
  ar_subject: value.ar.subject,
  ar_body: value.ar.body,
});

const autoAcknowledgementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    adminPaths.autoAcknowledgement,
    {
      schema: {
        ...base,
        summary: 'The auto-acknowledgement templates',
        response: { 200: Type.Object({ data: AutoAcknowledgementSchema }), ...errors },
      },
    },
    async () => ({ data: await readAutoAcknowledgement(app.db) }),
  );

  app.put(
    adminPaths.autoAcknowledgement,
    {
      schema: {
        ...base,
        summary: 'Change the auto-acknowledgement templates and switch',
        body: AutoAcknowledgementSchema,
        response: {
          200: Type.Object({ data: AutoAcknowledgementSchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const value = request.body;
      checkTemplates(value);
      await app.db.transaction().execute(async (trx) => {
        const before = await readAutoAcknowledgement(trx);
        await writeAutoAcknowledgement(trx, value, new Date());
        const changes = changesOf(flat(before), flat(value));
        if (Object.keys(changes).length > 0)
          await recordAudit(trx, { entity: 'auto-acknowledgement', action: 'update', changes });
      });
      return { data: await readAutoAcknowledgement(app.db), message: ackMessages.saved };
    },
  );

  app.post(
    `${adminPaths.autoAcknowledgement}/preview`,
    {
      schema: {
        ...base,
        summary: 'The templates filled in with a sample lead, in both languages',
        body: AckPreviewBodySchema,
        response: { 200: Type.Object({ data: AckPreviewSchema }), ...errors },
      },
    },
    async (request) => ({ data: await previewTemplates(app.db, request.body) }),
  );
};

export default autoAcknowledgementRoutes;
