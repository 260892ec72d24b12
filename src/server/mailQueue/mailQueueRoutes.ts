/**
 * /api/admin/mail-queue (docs/api.md#mail-routes): the super-admin's view of the durable mail queue, newest
 * first, never with a message's text, and a retry of a failed (or waiting) message, audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { serverMessages } from '../../shared/common/errors';
import { ErrorResponseSchema, listResponse } from '../../shared/common/schemas';
import {
  MAIL_QUEUE_PER_PAGE,
  MailQueueEntrySchema,
  MailQueueParamsSchema,
  MailQueueQuerySchema,
  mailQueueMessages,
  type MailQueueEntry,
} from '../../shared/mailQueue/schemas';
import { recordAudit } from '../audit/auditRepository';
import { listMeta } from '../db/listQuery';
import { HttpError } from '../httpErrors';
import {
  findMailQueueEntry,
  listMailQueue,
  retryMail,
  type MailQueueEntry as MailQueueRow,
} from '../mail/mailQueueRepository';

const base = { tags: ['mail'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

const toWire = (row: MailQueueRow): MailQueueEntry => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.next_attempt_at,
  last_error: row.last_error,
  created_at: row.created_at,
  sent_at: row.sent_at,
});

const mailQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    adminPaths.mailQueue,
    {
      schema: {
        ...base,
        summary: 'The mail queue, newest first',
        querystring: MailQueueQuerySchema,
        response: { 200: listResponse(MailQueueEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = MAIL_QUEUE_PER_PAGE, status } = request.query;
      const { rows, total } = await listMailQueue(app.db, { status, page, perPage });
      return { data: rows.map(toWire), meta: listMeta(total, page, perPage) };
    },
  );

  app.post(
    `${adminPaths.mailQueue}/:id/retry`,
    {
      schema: {
        ...base,
        summary: 'Send a failed or waiting message again now',
        params: MailQueueParamsSchema,
        response: {
          200: Type.Object({ data: MailQueueEntrySchema, message: Type.String() }),
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await findMailQueueEntry(app.db, id);
      if (!before) throw new HttpError(404, serverMessages.notFound);
      const retried = await app.db.transaction().execute(async (trx) => {
        if (!(await retryMail(trx, id, new Date()))) return false;
        await recordAudit(trx, {
          entity: 'mail',
          entityId: id,
          action: 'retry',
          changes: { status: [before.status, 'queued'] },
        });
        return true;
      });
      if (!retried) throw new HttpError(409, mailQueueMessages.notRetriable);
      void app.mailer.deliverDue();
      const after = (await findMailQueueEntry(app.db, id)) ?? before;
      return { data: toWire(after), message: mailQueueMessages.retried };
    },
  );
};

export default mailQueueRoutes;
