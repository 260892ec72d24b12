/**
 * What the publication module needs of a kind of record (docs/product.md#publishing): how to read it, read
 * it with a draft in place, claim its version, check and write an input the way its PUT does, and take it off
 * the website. The content resources build theirs from their write path (content/contentPublishable.ts), the
 * SEO pages theirs (seo/seoPublishable.ts); this module imports neither, and the schedule job finds each
 * kind's in `app.publication` (./index.ts).
 */
import type { Kysely } from 'kysely';
import type { TObject } from 'typebox';
import type { AuditChanges, AuditEntity } from '../../shared/audit/schemas';
import type { PublicationKind } from '../../shared/publication/rules';
import type { Database } from '../db/database';
import type { MediaSlot } from '../uploads/mediaSlots';

type Db = Kysely<Database>;
export type Json = Record<string, unknown>;
/** A record as its GET answers it (without its publication): every kind's carries these. */
export type PublishedRecord = Json & { version: number; updated_at: string };

export interface Publishable {
  kind: PublicationKind;
  /** What the audit log calls its records. */
  entity: AuditEntity;
  /** The input's flag that puts the record on the website; null: always there (SEO pages). */
  flag: 'is_published' | 'is_active' | null;
  /** The input schema (what a PUT takes): drafts and versions are stored in its shape. */
  input: TObject;
  /**
   * A record by its id as text (an SEO page's key); undefined when there is none or it is in the Trash.
   * Every function below takes the id the same way.
   */
  find(db: Db, id: string): Promise<PublishedRecord | undefined>;
  /** The record as it would read with `input` written; nothing is written. */
  applied(db: Db, id: string, input: Json): Promise<PublishedRecord>;
  /**
   * Bumps the record's version in the caller's transaction (recordVersions): undefined when there is no such
   * record; StaleVersion when `expected` (an If-Match's versions) does not hold it.
   */
  claim(db: Db, id: string, expected: readonly number[] | undefined): Promise<number | undefined>;
  /** The rules a PUT checks beyond its schema (media, slug, ranges): throws the same HttpError. */
  check(db: Db, id: string, input: Json): Promise<void>;
  /**
   * Writes `input` over the live record as a PUT does, in the caller's transaction with the version claimed,
   * and records it as `action` with the fields that changed (and `extra`).
   */
  write(
    db: Db,
    id: string,
    input: Json,
    audit: { action: 'update' | 'publish'; extra?: AuditChanges },
  ): Promise<void>;
  /** Clears the published flag, in the caller's transaction (never called for a kind without one). */
  unpublish(db: Db, id: string): Promise<void>;
  /** The files an input names, by field. */
  slots(input: Json): MediaSlot[];
  /** The owner of the record's files. */
  owner(db: Db, id: string): Promise<{ modelType: string; modelId: number }>;
  /** The record's public route under /api/public (`/developers/<slug>`, `/team-members`). */
  publicPath(record: PublishedRecord): string;
}
