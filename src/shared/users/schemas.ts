/**
 * The users contract (docs/product.md#users, docs/api.md#users-routes): the account as the admin lists it, the
 * invitation, the update, and accepting an invitation.
 */
import { Type, type Static } from 'typebox';
import { LOCALES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, ROLES } from '../common/constants';
import { EmailSchema, IdSchema, listQuery, literals, Nullable } from '../common/schemas';
import { LEAD_KINDS } from '../leads/rules';
import { USER_SORTS, USER_STATUSES } from './rules';

export * from './rules';

const NameSchema = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' });
const RoleSchema = literals(ROLES);

export const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  status: literals(USER_STATUSES),
  last_login_at: Nullable(Type.String()),
  invited_at: Nullable(Type.String()),
  /** While invited: when the newest live link stops working (null when none is live). */
  invitation_expires_at: Nullable(Type.String()),
  deactivated_at: Nullable(Type.String()),
  /** A sales agent's pool: the kinds whose unassigned leads it sees; null: every kind. */
  lead_kinds: Nullable(Type.Array(literals(LEAD_KINDS))),
  created_at: Type.String(),
});
export type User = Static<typeof UserSchema>;

export const UserListQuerySchema = listQuery(USER_SORTS, {
  'filter[role]': Type.Optional(RoleSchema),
  'filter[status]': Type.Optional(literals(USER_STATUSES)),
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

/** `locale`: the language of the invitation mail, the inviter's own as they use the panel (theirs when absent). */
export const UserInviteSchema = Type.Object(
  {
    name: NameSchema,
    email: EmailSchema,
    role: RoleSchema,
    locale: Type.Optional(literals(LOCALES)),
  },
  { additionalProperties: false },
);
export type UserInvite = Static<typeof UserInviteSchema>;

/** Each field optional: only what is sent changes. `active: false` deactivates, `true` reactivates. */
export const UserUpdateSchema = Type.Object(
  {
    name: Type.Optional(NameSchema),
    role: Type.Optional(RoleSchema),
    active: Type.Optional(Type.Boolean()),
    lead_kinds: Type.Optional(
      Nullable(
        Type.Array(literals(LEAD_KINDS), { uniqueItems: true, maxItems: LEAD_KINDS.length }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type UserUpdate = Static<typeof UserUpdateSchema>;

export const UserIdParamsSchema = Type.Object({ id: IdSchema });

const PasswordSchema = Type.String({ maxLength: PASSWORD_MAX_LENGTH });

export const AcceptInvitationSchema = Type.Object(
  {
    token: Type.String({ maxLength: 64 }),
    password: PasswordSchema,
    password_confirmation: PasswordSchema,
  },
  { additionalProperties: false },
);
export type AcceptInvitationInput = Static<typeof AcceptInvitationSchema>;
