/**
 * /api/admin/users (docs/api.md#users-routes): the accounts, for the super-admin alone (src/shared/permissions.ts),
 * and the token-free /invitations/accept (on PUBLIC_ADMIN_ROUTES, like the password reset).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import {
  ErrorResponseSchema,
  listResponse,
  MessageResponseSchema,
} from '../../shared/common/schemas';
import {
  AcceptInvitationSchema,
  UserIdParamsSchema,
  UserInviteSchema,
  UserListQuerySchema,
  userMessages,
  UserSchema,
  UserUpdateSchema,
} from '../../shared/users/schemas';
import { serverMessages } from '../../shared/common/errors';
import { currentUser } from '../auth/authPlugin';
import { HttpError } from '../httpErrors';
import { findUser, listUsers } from './usersRepository';
import {
  acceptInvitation,
  inviteUser,
  resendInvitation,
  revokeInvitation,
  updateUser,
} from './usersService';

const security = [{ bearerAuth: [] }];
const tags = ['users'];
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const DataResponse = Type.Object({ data: UserSchema, message: Type.Optional(Type.String()) });

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    events: app.events,
    deactivationSteps: app.userDeactivation.steps,
  };
  const path = adminPaths.users;

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'List the accounts: search on name and email, filters on role and status',
        security,
        querystring: UserListQuerySchema,
        response: { 200: listResponse(UserSchema), ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary:
          "Invite a user: the account is created and a link mailed in the inviter's language",
        security,
        body: UserInviteSchema,
        response: { 201: DataResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await inviteUser(deps, currentUser(request).user, request.body);
      reply.code(201);
      return { data: user, message: userMessages.invited };
    },
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'One account',
        security,
        params: UserIdParamsSchema,
        response: { 200: DataResponse, ...errors },
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.params.id);
      if (!user) throw new HttpError(404, serverMessages.notFound);
      return { data: user };
    },
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Change the name or role, deactivate (active: false) or reactivate (active: true)',
        security,
        params: UserIdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: DataResponse, ...errors },
      },
    },
    async (request) => {
      const user = await updateUser(
        deps,
        currentUser(request).user,
        request.params.id,
        request.body,
      );
      return { data: user, message: userMessages.updated };
    },
  );

  app.post(
    `${path}/:id/invitation`,
    {
      schema: {
        tags,
        summary: 'Send a new invitation link; the previous one stops working',
        security,
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resendInvitation(deps, currentUser(request).user, request.params.id);
      return { message: userMessages.invitationResent };
    },
  );

  app.delete(
    `${path}/:id/invitation`,
    {
      schema: {
        tags,
        summary: 'Withdraw a pending invitation: the unused account and its links are removed',
        security,
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, request.params.id);
      return { message: userMessages.invitationRevoked };
    },
  );

  app.post(
    adminPaths.invitationAccept,
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a password through an invitation link; then log in',
        body: AcceptInvitationSchema,
        response: {
          200: MessageResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
      // A missing body should report the missing fields, not "body must be object".
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {} as never;
      },
    },
    async (request) => {
      await acceptInvitation(app.db, app.throttles.invitation, { ...request.body, ip: request.ip });
      return { message: userMessages.invitationAccepted };
    },
  );
};

export default usersRoutes;
