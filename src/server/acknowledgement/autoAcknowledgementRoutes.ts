/**
 * /api/admin/auto-acknowledgement (docs/api.md#mail-routes): the super-admin reads and changes the
 * bilingual templates and their switch (audited), and previews them with a sample lead. Also registers
 * the lead-arrival step that mails a new lead's submitter (docs/product.md#auto-acknowledgement), at most
 * once per address per ACK_PER_ADDRESS_HOURS.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import {
  AckPreviewBodySchema,
  AckPreviewSchema,
  AutoAcknowledgementSchema,
  mailMessages,
  type AutoAcknowledgement,
} from '../../shared/mail/schemas';
import { changesOf, recordAudit } from '../audit/auditRepository';
import { readAutoAcknowledgement, writeAutoAcknowledgement } from './autoAcknowledgementRepository';
import { acknowledgementsOf, checkTemplates, previewTemplates } from './autoAcknowledgementService';
import type { MailMessage } from '../mail/mailer';
import { queuedKeys } from '../mail/mailQueueRepository';
import { ackPerAddress } from './perAddressLimit';

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
  const perAddress = ackPerAddress(app.limits, app.config.ackPerAddressHours);
  // Queued once per lead, by the intake's run or the arrival sweep's (docs/architecture.md#lead-intake-pipeline).
  // A lead already acknowledged is done before its address is counted again, so a sweep's second run
  // neither mails twice nor spends the address's window.
  app.leadArrivals.on('announce', 'acknowledge', async (leads) => {
    const mails = await acknowledgementsOf(
      app.db,
      leads.map((lead) => lead.id),
    );
    const keyOf = (id: number) => `ack:lead:${id}`;
    const done = await queuedKeys(app.db, [...mails.keys()].map(keyOf));
    const queue: { mail: MailMessage; key: string }[] = [];
    for (const [leadId, mail] of mails) {
      const key = keyOf(leadId);
      if (done.has(key)) continue;
      if (await perAddress.claim(mail.to)) queue.push({ mail, key });
      // The lead is stored and routed as usual; only the mail is skipped. Never the address in a log.
      else
        app.log.info(
          { leadId, windowHours: app.config.ackPerAddressHours },
          'acknowledgement skipped: its address had one within the window',
        );
    }
    if (queue.length === 0) return;
    // The batch's mails in one transaction: one commit, however many leads arrived together.
    await app.db.transaction().execute(async (trx) => {
      for (const { mail, key } of queue) await app.mailer.queueOnceIn(trx, mail, key);
    });
    void app.mailer.deliverDue();
  });

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
      return { data: await readAutoAcknowledgement(app.db), message: mailMessages.saved };
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
