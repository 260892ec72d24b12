/** The login/logout contract (seed §7) and the user shape of product.md. */
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';

export const MediaSchema = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  collection_name: Type.String(),
  name: Type.String(),
  file_name: Type.String(),
  mime_type: Type.String(),
  size: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  order_column: Type.Integer(),
  original_url: Type.String(),
  preview_url: Type.Union([Type.String(), Type.Null()]),
});
export type Media = Static<typeof MediaSchema>;

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

export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

export const ErrorResponseSchema = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
