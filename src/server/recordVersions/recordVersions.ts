/**
 * Record versions on the wire (docs/api.md#record-versions): a versioned record's `GET`, `POST`, `PUT` and
 * `PATCH` answer its version as an `ETag` (`"3"`); a `PUT` or `PATCH` with `If-Match` naming another version
 * is refused with 412 and the record as it is now, so no write silently overwrites one its writer never saw.
 * Without If-Match (or with `*`) a write goes ahead as before. The guarded UPDATE is in
 * recordVersionRepository; the content routes, the SEO pages and the company use both.
 */
import type { FastifyReply } from 'fastify';
import { Type, type TObject, type TSchema } from 'typebox';
import { serverMessages } from '../../shared/common/errors';
import { HttpError } from '../httpErrors';

/** Thrown inside a write's transaction when the record is at another version; rolls it back. */
export class StaleVersion extends Error {
  override name = 'StaleVersion';

  constructor(readonly current: number) {
    super(serverMessages.staleRecord);
  }
}

/** The ETag of a version: the number, quoted (a strong entity tag). */
export const etagOf = (version: number): string => `"${version}"`;

/** At most this many entity tags in one If-Match. */
const MAX_TAGS = 16;
const LIST = /^\s*(?:W\/)?"[^"]*"\s*(?:,\s*(?:W\/)?"[^"]*"\s*)*$/;
const TAG = /(?:W\/)?"([^"]*)"/g;
const VERSION = /^[1-9][0-9]{0,9}$/;

/**
 * The versions an If-Match header names; undefined when it is absent or `*` (no condition). A weak tag
 * (`W/"3"`, what a compressing proxy may make of ours) names the same version. Anything else — a tag that is
 * not one of our versions, a broken list, more than 16 tags — is a 400.
 */
export function ifMatchVersions(header: string | string[] | undefined): number[] | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return undefined;
  if (value.length > 400 || !LIST.test(value)) throw invalidIfMatch();
  const versions = [...value.matchAll(TAG)].map((match) => match[1]!);
  if (versions.length > MAX_TAGS) throw invalidIfMatch();
  return versions.map((text) => {
    const version = VERSION.test(text) ? Number(text) : NaN;
    if (!(version <= 2_147_483_647)) throw invalidIfMatch();
    return version;
  });
}

export function invalidIfMatch(): HttpError {
  return new HttpError(400, serverMessages.invalidIfMatch);
}

/** The 412: the record as a GET answers it now, and its ETag. */
export function staleWrite(current: { version: number }): HttpError {
  return new HttpError(
    412,
    serverMessages.staleRecord,
    undefined,
    { etag: etagOf(current.version) },
    {
      current,
    },
  );
}

/** Sets the record's ETag on the answer and gives the record back. */
export function withEtag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', etagOf(record.version));
  return record;
}

/**
 * Runs a versioned write; when the record turned out to be at another version, answers the 412 with the
 * record as it is now (read after the write rolled back). `current` gives undefined when the record is gone
 * meanwhile: then a 404.
 */
export async function guardedWrite<R, T extends { version: number }>(
  write: () => Promise<R>,
  current: () => Promise<T | undefined>,
): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    const record = await current();
    if (!record) throw new HttpError(404, serverMessages.notFound);
    throw staleWrite(record);
  }
}

// ---- The contract's schemas (the OpenAPI document) ----

const EtagHeader = {
  type: 'string',
  description: 'The record\'s version as an entity tag ("3"); send it back in If-Match to write',
} as const;

/** The request header of a versioned write. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description:
        'The ETag of the version this write is based on ("3"); another version is a 412. Absent or * : no check',
    }),
  ),
});

/** A success answer's schema that also declares the ETag header (for the OpenAPI document). */
export function etagged<T extends TObject>(schema: T): T {
  return { ...schema, headers: { etag: EtagHeader } };
}

/** The 412 answer of a stale write: `{ message, current }` with the current version's ETag. */
export function staleResponse(item: TSchema): TObject {
  return Type.Object(
    { message: Type.String(), current: item },
    {
      description: 'The record changed since the If-Match version: the record as it is now',
      headers: { etag: EtagHeader },
    },
  );
}
