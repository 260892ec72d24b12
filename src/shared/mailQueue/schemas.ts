/**
 * The mail queue screen's contract (docs/api.md#mail-routes): the super-admin's view of the durable queue.
 * The plain rules are in rules.ts and re-exported here.
 */
import { Type, type Static } from 'typebox';
import { IdSchema, Nullable, baseListQuery, literals } from '../common/schemas';
import { MAIL_STATUSES } from './rules';

export * from './rules';

export const MailQueueQuerySchema = Type.Object(
  {
    page: baseListQuery.page,
    per_page: baseListQuery.per_page,
    status: Type.Optional(literals(MAIL_STATUSES)),
  },
  { additionalProperties: false },
);
export type MailQueueQuery = Static<typeof MailQueueQuerySchema>;

export const MailQueueParamsSchema = Type.Object({ id: IdSchema });

/** One message as the super-admin sees it: never its text. */
export const MailQueueEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  status: literals(MAIL_STATUSES),
  attempts: Type.Integer(),
  next_attempt_at: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  created_at: Type.String(),
  sent_at: Nullable(Type.String()),
});
export type MailQueueEntry = Static<typeof MailQueueEntrySchema>;
