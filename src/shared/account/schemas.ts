/**
 * Profile, password and company contract (docs/product.md#company, docs/api.md#account-routes): admin inputs,
 * the company's wire shapes.
 */
import { Type, type Static } from 'typebox';
import {
  MediaSchema,
  EmailSchema,
  MediaIdSchema,
  Nullable,
  PhoneSchema,
  UrlSchema,
  TEXT_LIMITS,
  TranslatableSchema,
} from '../common/schemas';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../common/constants';
import { CURRENCY_PATTERN, SOCIAL_NETWORKS } from './rules';

export * from './rules';

const PasswordSchema = Type.String({ maxLength: PASSWORD_MAX_LENGTH });

export const ProfileInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' }),
    email: EmailSchema,
    /** Omitted: the avatar stays as it is (the login-shaped user carries its URL, not its id); null removes it. */
    avatar_id: Type.Optional(Nullable(MediaIdSchema)),
    /** Required when the email changes: a session alone must not be able to take the account over. */
    current_password: Type.Optional(PasswordSchema),
  },
  { additionalProperties: false },
);
export type ProfileInput = Static<typeof ProfileInputSchema>;

export const PasswordChangeSchema = Type.Object(
  {
    current_password: PasswordSchema,
    password: PasswordSchema,
    password_confirmation: PasswordSchema,
  },
  { additionalProperties: false },
);
export type PasswordChangeInput = Static<typeof PasswordChangeSchema>;

export const ForgotPasswordSchema = Type.Object(
  { email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ForgotPasswordInput = Static<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = Type.Object(
  {
    token: Type.String({ maxLength: 64 }),
    password: PasswordSchema,
    password_confirmation: PasswordSchema,
  },
  { additionalProperties: false },
);
export type ResetPasswordInput = Static<typeof ResetPasswordSchema>;

const SocialSchema = Type.Object(
  Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, Nullable(UrlSchema)])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    ReturnType<typeof Nullable<typeof UrlSchema>>
  >,
  { additionalProperties: false },
);

const companyFields = {
  name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.name, pattern: '\\S' }),
  email: Nullable(EmailSchema),
  phone: Nullable(PhoneSchema),
  whatsapp: Nullable(PhoneSchema),
  address: TranslatableSchema(TEXT_LIMITS.short),
  default_currency: Type.String({ minLength: 3, maxLength: 3, pattern: CURRENCY_PATTERN }),
  social: SocialSchema,
  /** Publishing a record with its Arabic incomplete is refused (docs/product.md#publishing); default false. */
  require_arabic_to_publish: Type.Boolean(),
};

export const CompanyInputSchema = Type.Object(
  { ...companyFields, logo_id: Nullable(MediaIdSchema) },
  { additionalProperties: false },
);
export type CompanyInput = Static<typeof CompanyInputSchema>;

export const CompanySchema = Type.Object({
  id: Type.Integer(),
  ...companyFields,
  logo: Nullable(MediaSchema),
  updated_at: Type.String(),
  /** Bumped by each write; the ETag a write's If-Match names (docs/api.md#record-versions). */
  version: Type.Integer({ minimum: 1 }),
});
export type Company = Static<typeof CompanySchema>;

/** The public website's view: the address in one language (`?locale=`, English as fallback). */
export const PublicCompanySchema = Type.Object({
  name: Type.String(),
  logo: Nullable(MediaSchema),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  whatsapp: Nullable(Type.String()),
  address: Type.String(),
  default_currency: Type.String(),
  social: Type.Record(Type.String(), Type.String()),
});
export type PublicCompany = Static<typeof PublicCompanySchema>;
