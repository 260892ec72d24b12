/**
 * The routes under one record for drafts and publishing (docs/api.md#drafts-and-publishing): draft (read,
 * save, discard), publish, unpublish, schedule, published versions (list, read one, restore as a draft) and
 * a preview link. One factory for every kind: the content resource routes and the SEO page routes call it
 * with their Publishable, path and schemas. Every change answers the record's version as its ETag and honours
 * If-Match as a PUT does (docs/api.md#record-versions).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type, type TObject, type TSchema } from 'typebox';
import { ErrorResponseSchema, MessageResponseSchema } from '../../shared/common/schemas';
import {
  PreviewLinkSchema,
  PublicationSchema,
  ScheduleBodySchema,
  VersionNumberSchema,
  VersionSummarySchema,
  publicationMessages,
  publicationPaths as paths,
  type ScheduleBody,
} from '../../shared/publication/schemas';
import type { Database } from '../db/database';
import {
  etagged,
  IfMatchHeaders,
  ifMatchVersions,
  staleResponse,
  withEtag,
} from '../recordVersions/recordVersions';
import type { Json, Publishable, PublishedRecord } from './publishable';
import {
  discardDraft,
  previewLink,
  publicationOf,
  publish,
  readDraft,
  readVersion,
  restoreVersion,
  saveDraft,
  saveSchedule,
  unpublish,
  versionsOf,
} from './publicationService';

export interface PublicationRouteOptions {
  /** The record's route as registered (`/developers/:id`, `/meta/:page`). */
  record: string;
  /** Its params' schema, and the record's id (as text) from them. */
  params: TObject;
  idOf: (params: unknown) => string;
  /** The OpenAPI tag. */
  tag: string;
  /** The record's wire shape. */
  item: TSchema;
  /** The PUT body, which a draft takes too. */
  body: TObject;
  /** The whole input a PUT body stands for (a slug omitted keeps the record's own), for the draft. */
  inputOf: (db: Kysely<Database>, id: string, body: Json) => Promise<Json>;
}

/** The record's GET answer: its fields and its publication (docs/api.md#drafts-and-publishing). */
export function withPublication(item: TSchema): TObject {
  return Type.Object({
    ...(item as unknown as TObject).properties,
    publication: PublicationSchema,
  });
}

/** Adds `publication` to a record read for its GET answer. */
export async function withPublicationOf(
  db: Kysely<Database>,
  p: Publishable,
  id: string,
  record: PublishedRecord,
): Promise<PublishedRecord> {
  return { ...record, publication: await publicationOf(db, p, id, record) };
}

export function publicationRoutes(
  p: Publishable,
  options: PublicationRouteOptions,
): FastifyPluginAsyncTypebox {
  const { record, params, idOf, tag, item } = options;
  const base = { tags: [tag], security: [{ bearerAuth: [] }], params };
  const errors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    412: staleResponse(item),
    422: ErrorResponseSchema,
  };
  const withMessage = (data: TSchema) => etagged(Type.Object({ data, message: Type.String() }));
  const VersionParams = Type.Object({ ...params.properties, version: VersionNumberSchema });
  const VersionSchema = Type.Object({
    number: VersionSummarySchema.properties.number,
    published_at: VersionSummarySchema.properties.published_at,
    published_by: VersionSummarySchema.properties.published_by,
    record: p.input,
  });
  const ifMatch = (headers: Record<string, unknown>) =>
    ifMatchVersions(headers['if-match'] as string | undefined);

  return async (app) => {
    app.get(
      `${record}${paths.draft}`,
      {
        schema: {
          ...base,
          summary: 'The record with its draft in place; 404 when it has no draft',
          response: { 200: etagged(Type.Object({ data: item })), ...errors },
        },
      },
      async (request, reply) => ({
        data: withEtag(reply, await readDraft(app.db, p, idOf(request.params))),
      }),
    );

    app.put(
      `${record}${paths.draft}`,
      {
        schema: {
          ...base,
          summary: 'Save the draft: the PUT body, checked as a PUT is; the live record stays',
          headers: IfMatchHeaders,
          body: options.body,
          response: { 200: withMessage(item), ...errors },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const expected = ifMatch(request.headers);
        const input = await options.inputOf(app.db, id, request.body as Json);
        const data = await saveDraft(app.db, p, id, input, expected);
        return { data: withEtag(reply, data), message: publicationMessages.draftSaved };
      },
    );

    app.delete(
      `${record}${paths.draft}`,
      {
        schema: {
          ...base,
          summary: 'Discard the draft',
          headers: IfMatchHeaders,
          response: { 200: etagged(MessageResponseSchema), ...errors },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        withEtag(reply, await discardDraft(app.db, p, id, ifMatch(request.headers)));
        return { message: publicationMessages.draftDiscarded };
      },
    );

    app.post(
      `${record}${paths.publish}`,
      {
        schema: {
          ...base,
          summary:
            'Publish: the draft (or the record) written live, kept as a version; 409 with nothing to publish',
          headers: IfMatchHeaders,
          response: { 200: withMessage(item), ...errors },
        },
      },
      async (request, reply) => {
        const data = (await publish(app.db, p, idOf(request.params), ifMatch(request.headers)))!;
        return { data: withEtag(reply, data), message: publicationMessages.published };
      },
    );

    app.post(
      `${record}${paths.unpublish}`,
      {
        schema: {
          ...base,
          summary: 'Take the record off the website; its draft stays (SEO pages: 409)',
          headers: IfMatchHeaders,
          response: { 200: withMessage(item), ...errors },
        },
      },
      async (request, reply) => {
        const data = (await unpublish(app.db, p, idOf(request.params), ifMatch(request.headers)))!;
        return { data: withEtag(reply, data), message: publicationMessages.unpublished };
      },
    );

    app.put(
      `${record}${paths.schedule}`,
      {
        schema: {
          ...base,
          summary: 'Schedule a publish and an unpublish (null: none); a time past is a 422',
          headers: IfMatchHeaders,
          body: ScheduleBodySchema,
          response: { 200: withMessage(PublicationSchema), ...errors },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const body = request.body as ScheduleBody;
        await saveSchedule(app.db, p, id, body, ifMatch(request.headers), app.clock.now());
        const live = (await p.find(app.db, id))!;
        return {
          data: await publicationOf(app.db, p, id, withEtag(reply, live)),
          message: publicationMessages.scheduleSaved,
        };
      },
    );

    app.get(
      `${record}${paths.versions}`,
      {
        schema: {
          ...base,
          summary: 'The published versions, newest first',
          response: { 200: Type.Object({ data: Type.Array(VersionSummarySchema) }), ...errors },
        },
      },
      async (request) => ({ data: await versionsOf(app.db, p, idOf(request.params)) }),
    );

    app.get(
      `${record}${paths.versions}/:version`,
      {
        schema: {
          ...base,
          params: VersionParams,
          summary: 'One published version, with the record as it was published',
          response: { 200: Type.Object({ data: VersionSchema }), ...errors },
        },
      },
      async (request) => {
        const { version } = request.params as { version: number };
        const found = await readVersion(app.db, p, idOf(request.params), version);
        return { data: found };
      },
    );

    app.post(
      `${record}${paths.versions}/:version${paths.restore}`,
      {
        schema: {
          ...base,
          params: VersionParams,
          summary: 'Restore a published version as the draft (replacing any)',
          headers: IfMatchHeaders,
          response: { 200: withMessage(item), ...errors },
        },
      },
      async (request, reply) => {
        const { version } = request.params as { version: number };
        const id = idOf(request.params);
        const data = await restoreVersion(app.db, p, id, version, ifMatch(request.headers));
        return { data: withEtag(reply, data), message: publicationMessages.versionRestored };
      },
    );

    app.post(
      `${record}${paths.preview}`,
      {
        schema: {
          ...base,
          summary: 'A link to the record on the public API showing its draft, for 24 hours',
          response: { 200: Type.Object({ data: PreviewLinkSchema }), ...errors },
        },
      },
      async (request) => ({
        data: await previewLink(app.db, p, idOf(request.params), app.clock.now()),
      }),
    );
  };
}
