/**
 * /api/admin/trash (docs/api.md#trash-routes): the records deleted in the last TRASH_DAYS, restore, delete for
 * good, empty. Whoever may delete a kind sees and restores that kind (shared/trash/rules.ts); only the
 * super-admin deletes for good. Another kind's record does not exist for the caller: 404, never 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { serverMessages } from '../../shared/common/errors';
import { ErrorResponseSchema, MessageResponseSchema, listResponse } from '../../shared/common/schemas';
import {
  TRASH_PER_PAGE,
  TRASH_TYPES,
  TrashItemSchema,
  TrashListQuerySchema,
  TrashParamsSchema,
  trashMessages,
  trashTypesOf,
  type TrashType,
} from '../../shared/trash/schemas';
import { currentUser } from '../auth/authPlugin';
import { listMeta } from '../db/listQuery';
import { HttpError } from '../httpErrors';
import { resourceMessages } from '../resourceMessages';
import { listTrash, purgeFromTrash, purgeTrash, restoreFromTrash } from './trashRepository';

const base = { tags: ['trash'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const TRASH_PATH = adminPaths.trash;
const notFound = () => new HttpError(404, serverMessages.notFound);

const trashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The kind, if the caller reaches it; otherwise the record is not there for them. */
  const reached = (types: readonly TrashType[], type: TrashType) => {
    if (!types.includes(type)) throw notFound();
    return type;
  };

  app.get(
    TRASH_PATH,
    {
      schema: {
        ...base,
        summary: 'Deleted records within reach, newest deletion first',
        querystring: TrashListQuerySchema,
        response: { 200: listResponse(TrashItemSchema), ...errors },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = TRASH_PER_PAGE } = request.query;
      const reach = trashTypesOf(currentUser(request).user.role);
      const wanted = request.query['filter[type]'];
      const types = wanted ? reach.filter((type) => type === wanted) : reach;
      const { items, total } = await listTrash(app.db, types, {
        page,
        perPage,
        trashDays: app.config.trashDays,
      });
      return { data: items, meta: listMeta(total, page, perPage) };
    },
  );

  app.post(
    `${TRASH_PATH}/:type/:id/restore`,
    {
      schema: {
        ...base,
        summary: 'Put a deleted record back as it was',
        params: TrashParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const type = reached(trashTypesOf(user.role), request.params.type);
      const { id } = request.params;
      if (!(await restoreFromTrash(app.db, type, id))) throw notFound();
      if (type === 'lead') app.leadLive.changed(await app.leadLive.owners([id]), user.id);
      return { message: trashMessages.restored };
    },
  );

  app.delete(
    `${TRASH_PATH}/:type/:id`,
    {
      schema: {
        ...base,
        summary: 'Delete a record in the Trash for good now (super-admin)',
        params: TrashParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      if (!(await purgeFromTrash(app.db, app.mediaStore, type, id))) throw notFound();
      return { message: resourceMessages.deleted };
    },
  );

  app.delete(
    TRASH_PATH,
    {
      schema: {
        ...base,
        summary: 'Empty the Trash: every record in it deleted for good (super-admin)',
        response: {
          200: Type.Object({ message: Type.String(), deleted: Type.Integer() }),
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async () => {
      const deleted = await purgeTrash(app.db, app.mediaStore, TRASH_TYPES, { audited: true });
      return { message: trashMessages.emptied, deleted };
    },
  );
};

export default trashRoutes;
