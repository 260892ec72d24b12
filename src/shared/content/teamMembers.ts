/** Team members (docs/product.md#team-member): fields, wire shape and admin input. */
import { Type, type Static } from 'typebox';
import {
  MediaSchema,
  EmailSchema,
  MediaIdSchema,
  Nullable,
  PhoneSchema,
  UrlSchema,
  BooleanFilter,
  listQuery,
  TEXT_LIMITS,
  TranslatableSchema,
} from '../common/schemas';
import { TEAM_LANGUAGES } from './rules';

export { TEAM_LANGUAGES };

export const TEAM_SORTS = ['name', 'sort_order', 'created_at'] as const;

const fields = {
  name: TranslatableSchema(TEXT_LIMITS.name, true),
  position: TranslatableSchema(TEXT_LIMITS.name, true),
  department: Nullable(Type.String({ maxLength: TEXT_LIMITS.name })),
  bio: TranslatableSchema(TEXT_LIMITS.long),
  email: Nullable(EmailSchema),
  phone: Nullable(PhoneSchema),
  whatsapp: Nullable(PhoneSchema),
  languages: Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), {
    maxItems: 20,
    uniqueItems: true,
  }),
  /** RERA Broker Registration Number. */
  broker_number: Nullable(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9-]+$' })),
  linkedin_url: Nullable(UrlSchema),
  is_published: Type.Boolean(),
};

export const TeamMemberInputSchema = Type.Object(
  { ...fields, photo_id: Nullable(MediaIdSchema) },
  { additionalProperties: false },
);
export type TeamMemberInput = Static<typeof TeamMemberInputSchema>;

export const TeamMemberSchema = Type.Object({
  id: Type.Integer(),
  ...fields,
  photo: Nullable(MediaSchema),
  sort_order: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Bumped by each write; the ETag a write's If-Match names (docs/api.md#record-versions). */
  version: Type.Integer({ minimum: 1 }),
});
export type TeamMember = Static<typeof TeamMemberSchema>;

export const TeamMemberListQuerySchema = listQuery(TEAM_SORTS, {
  'filter[is_published]': Type.Optional(BooleanFilter),
});
