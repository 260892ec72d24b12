/**
 * The auto-acknowledgement's contract (docs/api.md#mail-routes). The plain rules are in rules.ts and
 * re-exported here.
 */
import { Type, type Static } from 'typebox';
import { ACK_LIMITS } from './rules';

export * from './rules';

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
