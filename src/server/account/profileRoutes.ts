/** PUT /profile (name, email, avatar) and PUT /profile/password for the signed-in admin. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountMessages,
  PasswordChangeSchema,
  ProfileInputSchema,
} from '../../shared/account/schemas';
import { adminPaths } from '../../shared/common/apiPaths';
import { AuthUserSchema } from '../../shared/auth/schemas';
import { ErrorResponseSchema, MessageResponseSchema } from '../../shared/common/schemas';
import { Type } from 'typebox';
import { changePassword, checkCurrentPassword } from './passwordChangeService';
import { emailChangedMail } from './emailChangedMail';
import { currentUser } from '../auth/authPlugin';
import { toAuthUser } from '../auth/authUser';
import { updateProfile } from './profileService';
import { getCompany } from '../company/companyRepository';
import { findUserById, normaliseEmail } from '../auth/userRepository';
import { unauthenticated, validationError } from '../httpErrors';

const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema };

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    adminPaths.profile,
    {
      schema: {
        tags: ['profile'],
        summary:
          "Update the signed-in admin's name, email and avatar; a new email needs the current password",
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
      const { current_password: currentPassword, ...input } = request.body;
      const emailChanges = normaliseEmail(input.email) !== normaliseEmail(user.email);
      if (emailChanges) {
        const wrong =
          currentPassword === undefined || currentPassword === ''
            ? [accountMessages.currentPasswordForEmail]
            : await checkCurrentPassword(app.throttles.login, user, currentPassword, request.ip);
        if (wrong) throw validationError({ current_password: wrong });
      }
      await updateProfile(app.db, user, input);
      const updated = await findUserById(app.db, user.id);
      if (!updated) throw unauthenticated();
      if (emailChanges) {
        app.afterResponse.run('email changed notice', async () => {
          const company = await getCompany(app.db);
          app.mailer.send(
            emailChangedMail({
              to: user.email,
              name: user.name,
              newEmail: updated.email,
              company: company?.name ?? null,
            }),
          );
        });
      }
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
      await changePassword(
        { db: app.db, events: app.events },
        app.throttles.login,
        currentUser(request),
        request.body,
        request.ip,
      );
      return { message: accountMessages.passwordChanged };
    },
  );
};

export default profileRoutes;
