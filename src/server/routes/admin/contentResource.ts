/**
 * The admin routes every content resource shares (developers, projects, team members, home assets): list, export.csv,
 * reorder, create, read, update, delete. One factory so the three behave identically; each resource supplies
 * its contract schemas and repository functions.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { Type, type TSchema } from 'typebox';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/auth';
import { contentMessages } from '../../../shared/content';
import { serverMessages } from '../../../shared/errors';
import { IdSchema, ReorderBodySchema, listResponse, type ListResponse } from '../../../shared/list';
import type { Config } from '../../config';
import { csvFileName, csvStream, type CsvColumn } from '../../csv';
import type { Database } from '../../db/database';
import { HttpError, validationError } from '../../httpErrors';
import { reorderRows, type ContentTable } from '../../repositories/contentRows';
import type { AdminModuleOptions } from './index';

type Db = Kysely<Database>;

export interface ContentResource<Input, Item, Query> {
  path: string;
  /** The OpenAPI tag, and the CSV file's name. */
  tag: string;
  table: ContentTable;
  schemas: { input: TSchema; item: TSchema; listQuery: TSchema };
  list: (db: Db, query: Query) => Promise<ListResponse<Item>>;
  find: (db: Db, id: number) => Promise<Item | undefined>;
  create: (db: Db, input: Input) => Promise<number>;
  /** False when the record does not exist. */
  update: (db: Db, id: number, input: Input) => Promise<boolean>;
  remove: (db: Db, config: Config, id: number) => Promise<boolean>;
  exportBatches: (db: Db, query: Query) => Promise<AsyncIterable<Item[]>>;
  csvColumns: readonly CsvColumn<Item>[];
  /** Field errors for a reorder the resource refuses beyond unknown ids (home assets: one section at a time). */
  reorderErrors?: (db: Db, ids: number[]) => Promise<Record<string, string[]>>;
}

export const resourceMessages = {
  created: 'Data has been added successfully',
  updated: 'Data has been updated successfully',
  deleted: 'Data has been deleted successfully',
} as const;

const IdParams = Type.Object({ id: IdSchema });
const errors = {
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const notFound = () => new HttpError(404, serverMessages.notFound);

export function contentResourceRoutes<Input, Item, Query>(
  resource: ContentResource<Input, Item, Query>,
): FastifyPluginAsync<AdminModuleOptions> {
  const { path, tag, schemas } = resource;
  const one = Type.Object({ data: schemas.item, message: Type.String() });
  const base = { tags: [tag], security: [{ bearerAuth: [] }] };

  return async (app, { config }) => {
    const found = async (id: number): Promise<Item> => {
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
      async (request) => resource.list(app.db, request.query as Query),
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
        const batches = await resource.exportBatches(app.db, request.query as Query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvFileName(tag)}"`)
          .send(csvStream(resource.csvColumns, batches));
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
        const { ids } = request.body as { ids: number[] };
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
        const id = await resource.create(app.db, request.body as Input);
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
      async (request) => ({ data: await found((request.params as { id: number }).id) }),
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
        const { id } = request.params as { id: number };
        if (!(await resource.update(app.db, id, request.body as Input))) throw notFound();
        return { data: await found(id), message: resourceMessages.updated };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: { ...base, params: IdParams, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        if (!(await resource.remove(app.db, config, id))) throw notFound();
        return { message: resourceMessages.deleted };
      },
    );
  };
}
