/**
 * The mail queue's and the auto-acknowledgement's contract (docs/api.md#mail-routes). The plain rules are
 * in rules.ts and re-exported here.
 */
import { Type, type Static } from 'typebox';
import { IdSchema, Nullable, baseListQuery, literals } from '../common/schemas';
import { ACK_LIMITS, MAIL_STATUSES } from './rules';

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

export const AckTemplateSchema = Type.Object(
  {
    subject: Type.String({ maxLength: ACK_LIMITS.subject }),
    body: Type.String({ maxLength: ACK_LIMITS.body }),
  },
  { additionalProperties: false },
);

export const AutoAcknowledgementSchema = Type.Object(
  { enabled: Type.Boolean(), en: AckTemplateSchema, ar: AckTemplateSchema },
  { additionalProperties: false },
);
export type AutoAcknowledgement = Static<typeof AutoAcknowledgementSchema>;

export const AckPreviewBodySchema = Type.Object(
  { en: AckTemplateSchema, ar: AckTemplateSchema },
  { additionalProperties: false },
);
export type AckPreviewBody = Static<typeof AckPreviewBodySchema>;

export const AckPreviewSchema = Type.Object({
  en: Type.Object({ subject: Type.String(), body: Type.String() }),
  ar: Type.Object({ subject: Type.String(), body: Type.String() }),
});
export type AckPreview = Static<typeof AckPreviewSchema>;
