/** PUT /profile (name, email, avatar) and PUT /profile/password for the signed-in admin. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountMessages, PasswordChangeSchema, ProfileInputSchema } from '../../../shared/account';
import { adminPaths } from '../../../shared/apiPaths';
import { AuthUserSchema, ErrorResponseSchema, MessageResponseSchema } from '../../../shared/auth';
import { Type } from 'typebox';
import { changePassword } from '../../auth/passwordChange';
import { currentUser } from '../../plugins/auth';
import { toAuthUser } from '../../repositories/authUser';
import { updateProfile } from '../../repositories/accountWrites';
import { findUserById } from '../../repositories/users';
import { unauthenticated } from '../../httpErrors';

const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema };

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    adminPaths.profile,
    {
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in admin's name, email and avatar",
        security,
        body: ProfileInputSchema,
        response: {
          200: Type.Object({ data: AuthUserSchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      await updateProfile(app.db, user, request.body);
      const updated = await findUserById(app.db, user.id);
      if (!updated) throw unauthenticated();
      return { data: await toAuthUser(app.db, updated), message: accountMessages.profileUpdated };
    },
  );

  app.put(
    adminPaths.profilePassword,
    {
      schema: {
        tags: ['profile'],
        summary: "Change the admin's password; every other session of the admin ends",
        security,
        body: PasswordChangeSchema,
        response: { 200: MessageResponseSchema, 429: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await changePassword(app.db, currentUser(request), request.body, request.ip);
      return { message: accountMessages.passwordChanged };
    },
  );
};

export default profileRoutes;
