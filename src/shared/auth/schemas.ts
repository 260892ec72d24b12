/** The login/logout contract and the user's shape (docs/product.md#login-and-logout). */
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, ROLES, type Role } from '../common/constants';
import { MediaSchema } from '../common/schemas';

export const UserCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  media: Type.Array(MediaSchema),
});

export const AuthUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  picture: Type.Union([Type.String(), Type.Null()]),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  company: Type.Union([UserCompanySchema, Type.Null()]),
  /** What the user may do (src/shared/permissions.ts); the original contract's fields are unchanged. */
  role_type: Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] }),
});
export type AuthUser = Static<typeof AuthUserSchema>;

export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const LoginResponseSchema = Type.Object({
  data: Type.Object({ token: Type.String(), user: AuthUserSchema }),
  message: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const MeResponseSchema = Type.Object({ data: AuthUserSchema });
export type MeResponse = Static<typeof MeResponseSchema>;
