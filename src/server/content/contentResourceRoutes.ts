/**
 * The admin routes every content resource shares (developers, projects, team members, home assets): list, export.csv,
 * reorder, create, read, update (PUT replaces, PATCH merges; docs/api.md#writing-records), delete, and under each
 * record its draft, publishing, schedule, published versions and preview link (publication/publicationRoutes.ts,
 * docs/api.md#drafts-and-publishing). One factory so the four behave identically; each resource supplies its
 * contract schemas, repository functions and Publishable. A record's read and writes answer its version as an
 * ETag, and a write with an If-Match of another version is a 412 (docs/api.md#record-versions).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
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
import { csvStream, sendCsv, type CsvColumn } from '../csv';
import type { Database } from '../db/database';
import { HttpError, validationError } from '../httpErrors';
import { resourceMessages } from '../resourceMessages';
import { recordAudit } from '../audit/auditRepository';
import { inputOf, lenientInput, mergePatch, patchInput } from '../apiInput';
import {
  etagged,
  IfMatchHeaders,
  ifMatchVersions,
  staleResponse,
  staleWrite,
  withEtag,
} from '../recordVersions/recordVersions';
import type { Publishable } from '../publication/publishable';
import {
  publicationRoutes,
  withPublication,
  withPublicationOf,
} from '../publication/publicationRoutes';
import { keepCreated, writeLive } from '../publication/publicationService';
import { CONTENT_ENTITY, freeSlug, reorderRows, type ContentTable } from './contentRepository';

type Db = Kysely<Database>;

/** A resource's contract schemas; the functions below take and give their static types. */
export interface ContentSchemas {
  input: TObject;
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
  /** Creates the record, in the caller's transaction when `db` is one. */
  create: (db: Db, input: Static<S['input']>) => Promise<number>;
  /**
   * Writes (PUT, PATCH: writeLive, which keeps a published version), drafts and publishing
   * (docs/product.md#publishing).
   */
  publication: Publishable;
  /** Moves the record to the Trash (docs/product.md#trash); false when it does not exist. */
  remove: (db: Db, id: number) => Promise<boolean>;
  exportBatches: (
    db: Db,
    query: Static<S['listQuery']>,
  ) => Promise<AsyncIterable<Static<S['item']>[]>>;
  csvColumns: readonly CsvColumn<Static<S['item']>>[];
  /** Resources with a slug: derived from the English name when a POST sends none. */
  slug?: { table: 'developers' | 'projects'; fallback: string };
  /** Defaults of omitted fields other than the empty value (null, '', [], false). */
  defaults?: Record<string, unknown>;
  /** Example bodies for the OpenAPI document: a POST with only what is required, and a PATCH. */
  examples: { create: Record<string, unknown>; patch: Record<string, unknown> };
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
/** Every resource's item carries its version (docs/api.md#record-versions). */
type Versioned = { version: number };
/** Two POSTs deriving the same slug at once: the loser tries the next free one. */
const SLUG_ATTEMPTS = 5;

const isSlugConflict = (error: unknown): boolean =>
  error instanceof HttpError && error.statusCode === 409 && Boolean(error.errors?.slug);

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
  const one = etagged(Type.Object({ data: schemas.item, message: Type.String() }));
  /** A PUT's and a PATCH's answers: the record with its ETag, a 412 with the current one, a 400 for a bad If-Match. */
  const written = {
    200: one,
    400: ErrorResponseSchema,
    ...errors,
    412: staleResponse(schemas.item),
  };
  const base = { tags: [tag], security: [{ bearerAuth: [] }] };
  const derived = resource.slug ? ['slug'] : [];
  /** POST and PUT take the same body: omitted optional fields at their defaults. */
  const writeBody = lenientInput(schemas.input, {
    defaults: resource.defaults,
    derived,
    example: resource.examples.create,
  });
  const patchBody = patchInput(schemas.input, resource.examples.patch);
  type Input = Static<S['input']>;
  type Json = Record<string, unknown>;

  /** Creates the record with its first published version when it is created published. */
  const createOne = (db: Db, input: Json): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const id = await resource.create(trx, input as Input);
      await keepCreated(trx, resource.publication, String(id));
      return id;
    });

  /** Creates the record; without a slug, derives a free one and retries when a concurrent POST took it. */
  const create = async (db: Db, body: Json): Promise<number> => {
    const slug = resource.slug;
    if (!slug || body.slug !== undefined) return createOne(db, body);
    const name = (body.name as { en: string }).en;
    for (let attempt = 1; ; attempt += 1) {
      const input = { ...body, slug: await freeSlug(db, slug.table, name, slug.fallback) };
      try {
        return await createOne(db, input);
      } catch (error) {
        if (!isSlugConflict(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  };

  /** A PUT body as the whole input: an omitted slug keeps the record's own (it is in the website's addresses). */
  const inputOfBody = async (db: Db, id: number, body: Json): Promise<Json> => {
    if (!resource.slug || body.slug !== undefined) return body;
    const record = await resource.find(db, id);
    if (!record) throw notFound();
    return { ...body, slug: (record as Json).slug };
  };

  return async (app) => {
    const found = async (id: number): Promise<Static<S['item']> & Versioned> => {
      const item = await resource.find(app.db, id);
      if (!item) throw notFound();
      return item as Static<S['item']> & Versioned;
    };
    /** The write (a version kept when the record is published), or the 412 with the record as it is now. */
    const update = (id: number, input: Json, expected: number[] | undefined) =>
      writeLive(app.db, resource.publication, String(id), input, expected);

    await app.register(
      publicationRoutes(resource.publication, {
        record: `${path}/:id`,
        params: IdParams,
        idOf: (params) => String((params as { id: number }).id),
        tag,
        item: schemas.item,
        body: writeBody,
        inputOf: (db, id, body) => inputOfBody(db, Number(id), body),
      }),
    );

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
      {
        schema: {
          ...base,
          summary: 'Create; omitted optional fields take their defaults',
          body: writeBody,
          response: { 201: one, ...errors },
        },
      },
      async (request, reply) => {
        const id = await create(app.db, request.body as Json);
        const data = withEtag(reply, await found(id));
        return reply.code(201).send({ data, message: resourceMessages.created });
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          ...base,
          params: IdParams,
          summary: 'The record, with its publication (docs/api.md#drafts-and-publishing)',
          response: {
            200: etagged(Type.Object({ data: withPublication(schemas.item) })),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const record = withEtag(reply, await found(id));
        return {
          data: await withPublicationOf(app.db, resource.publication, String(id), record),
        };
      },
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          ...base,
          summary: 'Replace; omitted optional fields reset to their defaults',
          params: IdParams,
          headers: IfMatchHeaders,
          body: writeBody,
          response: written,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const expected = ifMatchVersions(request.headers['if-match']);
        const input = await inputOfBody(app.db, id, request.body as Json);
        const data = await update(id, input, expected);
        return { data: withEtag(reply, data), message: resourceMessages.updated };
      },
    );

    app.patch(
      `${path}/:id`,
      {
        schema: {
          ...base,
          summary: 'Change only the fields sent; a translatable text merges per language',
          params: IdParams,
          headers: IfMatchHeaders,
          body: patchBody,
          response: written,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const expected = ifMatchVersions(request.headers['if-match']);
        const record = await found(id);
        // Stale already: refused before the patch is merged into a record its writer never saw.
        if (expected && !expected.includes(record.version)) throw staleWrite(record);
        const current = inputOf(schemas.input, record as Json);
        const input = mergePatch(schemas.input, current, request.body as Json);
        const data = await update(id, input, expected);
        return { data: withEtag(reply, data), message: resourceMessages.updated };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: { ...base, params: IdParams, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        if (!(await resource.remove(app.db, request.params.id))) throw notFound();
        return { message: resourceMessages.deleted };
      },
    );
  };
}
