/**
 * The admin routes every content resource shares (developers, projects, team members, home assets): list, export.csv,
 * reorder, create, read, update, delete. One factory so the three behave identically; each resource supplies
 * its contract schemas and repository functions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type, type Static, type TSchema } from 'typebox';
import {
  ErrorResponseSchema,
  MessageResponseSchema,
  IdSchema,
  ReorderBodySchema,
  listResponse,
  type ListResponse,
} from '../../shared/common/schemas';
import { contentMessages } from '../../shared/content/schemas';
import { serverMessages } from '../../shared/common/errors';
import type { MediaStore } from '../media/mediaStore';
import { csvStream, sendCsv, type CsvColumn } from '../csv';
import type { Database } from '../db/database';
import { HttpError, validationError } from '../httpErrors';
import { resourceMessages } from '../resourceMessages';
import { recordAudit } from '../audit/auditRepository';
import { CONTENT_ENTITY, reorderRows, type ContentTable } from './contentRepository';

type Db = Kysely<Database>;

/** A resource's contract schemas; the functions below take and give their static types. */
export interface ContentSchemas {
  input: TSchema;
  item: TSchema;
  listQuery: TSchema;
}

export interface ContentResource<S extends ContentSchemas> {
  path: string;
  /** The OpenAPI tag, and the CSV file's name. */
  tag: string;
  table: ContentTable;
  schemas: S;
  list: (db: Db, query: Static<S['listQuery']>) => Promise<ListResponse<Static<S['item']>>>;
  find: (db: Db, id: number) => Promise<Static<S['item']> | undefined>;
  create: (db: Db, input: Static<S['input']>) => Promise<number>;
  /** False when the record does not exist. */
  update: (db: Db, id: number, input: Static<S['input']>) => Promise<boolean>;
  remove: (db: Db, store: MediaStore, id: number) => Promise<boolean>;
  exportBatches: (
    db: Db,
    query: Static<S['listQuery']>,
  ) => Promise<AsyncIterable<Static<S['item']>[]>>;
  csvColumns: readonly CsvColumn<Static<S['item']>>[];
  /** Field errors for a reorder the resource refuses beyond unknown ids (home assets: one section at a time). */
  reorderErrors?: (db: Db, ids: number[]) => Promise<Record<string, string[]>>;
}

const IdParams = Type.Object({ id: IdSchema });
const errors = {
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const notFound = () => new HttpError(404, serverMessages.notFound);

/**
 * A request part with the static type of the schema that validated it. Fastify's TypeBox provider gives that
 * type for a concrete schema; here the schemas are the factory's type parameters, which it cannot see through,
 * so this one step says what ajv has already checked.
 */
function validated<T extends TSchema>(_schema: T, value: unknown): Static<T> {
  return value as Static<T>;
}

export function contentResourceRoutes<S extends ContentSchemas>(
  resource: ContentResource<S>,
): FastifyPluginAsyncTypebox {
  const { path, tag, schemas } = resource;
  const one = Type.Object({ data: schemas.item, message: Type.String() });
  const base = { tags: [tag], security: [{ bearerAuth: [] }] };

  return async (app) => {
    const found = async (id: number): Promise<Static<S['item']>> => {
      const item = await resource.find(app.db, id);
      if (!item) throw notFound();
      return item;
    };

    app.get(
      path,
      {
        schema: {
          ...base,
          querystring: schemas.listQuery,
          response: { 200: listResponse(schemas.item), ...errors },
        },
      },
      async (request) =>
        resource.list(app.db, validated<S['listQuery']>(schemas.listQuery, request.query)),
    );

    app.get(
      `${path}/export.csv`,
      {
        schema: {
          ...base,
          summary: 'The filtered, sorted list as CSV',
          querystring: schemas.listQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const query = validated<S['listQuery']>(schemas.listQuery, request.query);
        const batches = await resource.exportBatches(app.db, query);
        await recordAudit(app.db, {
          entity: CONTENT_ENTITY[resource.table],
          action: 'export',
          changes: { filters: [null, query] },
        });
        return sendCsv(reply, tag, csvStream(resource.csvColumns, batches));
      },
    );

    app.post(
      `${path}/reorder`,
      {
        schema: {
          ...base,
          body: ReorderBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { ids } = request.body;
        const refused = await resource.reorderErrors?.(app.db, ids);
        if (refused && Object.keys(refused).length > 0) throw validationError(refused);
        if (!(await reorderRows(app.db, resource.table, ids)))
          throw validationError({ ids: [contentMessages.unknownRecords] });
        return { message: resourceMessages.updated };
      },
    );

    app.post(
      path,
      { schema: { ...base, body: schemas.input, response: { 201: one, ...errors } } },
      async (request, reply) => {
        const id = await resource.create(
          app.db,
          validated<S['input']>(schemas.input, request.body),
        );
        return reply.code(201).send({ data: await found(id), message: resourceMessages.created });
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          ...base,
          params: IdParams,
          response: { 200: Type.Object({ data: schemas.item }), ...errors },
        },
      },
      async (request) => ({ data: await found(request.params.id) }),
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          ...base,
          params: IdParams,
          body: schemas.input,
          response: { 200: one, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (
          !(await resource.update(app.db, id, validated<S['input']>(schemas.input, request.body)))
        )
          throw notFound();
        return { data: await found(id), message: resourceMessages.updated };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: { ...base, params: IdParams, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        if (!(await resource.remove(app.db, app.mediaStore, request.params.id))) throw notFound();
        return { message: resourceMessages.deleted };
      },
    );
  };
}
