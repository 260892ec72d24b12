/**
 * Drafts, published versions and schedules (migration 029, docs/product.md#publishing): a record is named by
 * its kind and its id as text. Every function takes the database or the caller's transaction first.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PublicationKind } from '../../shared/publication/rules';
import type { VersionSummary } from '../../shared/publication/schemas';
import { parseJson } from '../db/columns';
import { nowIso, type Database } from '../db/database';
import type { Json } from './publishable';

type Db = Kysely<Database>;

/** One record of a kind. */
export interface RecordRef {
  kind: PublicationKind;
  id: string;
}

type Person = { id: number; name: string } | null;

const person = (id: number | null, name: string | null): Person =>
  id === null || name === null ? null : { id: Number(id), name };

export interface Draft {
  record: Json;
  updated_at: string;
  updated_by: Person;
}

export async function findDraft(db: Db, ref: RecordRef): Promise<Draft | undefined> {
  const row = await db
    .selectFrom('record_drafts')
    .leftJoin('users', 'users.id', 'record_drafts.updated_by')
    .select([
      'record_drafts.record',
      'record_drafts.updated_at',
      'record_drafts.updated_by',
      'users.name',
    ])
    .where('record_drafts.kind', '=', ref.kind)
    .where('record_drafts.record_id', '=', ref.id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    record: parseJson<Json>(row.record, {}),
    updated_at: row.updated_at,
    updated_by: person(row.updated_by, row.name),
  };
}

/** The record's draft is now `record` (one per record: a second save replaces the first). */
export async function saveDraft(
  db: Db,
  ref: RecordRef,
  record: Json,
  by: number | null,
): Promise<void> {
  const values = { record: JSON.stringify(record), updated_at: nowIso(), updated_by: by };
  await db
    .insertInto('record_drafts')
    .values({ kind: ref.kind, record_id: ref.id, ...values })
    .onConflict((oc) => oc.columns(['kind', 'record_id']).doUpdateSet(values))
    .execute();
}

/** False when there was no draft. */
export async function deleteDraft(db: Db, ref: RecordRef): Promise<boolean> {
  const deleted = await db
    .deleteFrom('record_drafts')
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The newest version's number; 0 before the first. */
export async function lastVersionNumber(db: Db, ref: RecordRef): Promise<number> {
  const row = await db
    .selectFrom('published_versions')
    .select(sql<number | string | null>`max(number)`.as('last'))
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export interface NewVersion {
  number: number;
  record: Json;
  published_at: string;
  published_by: number | null;
  scheduled: boolean;
}

export async function insertVersion(db: Db, ref: RecordRef, version: NewVersion): Promise<void> {
  await db
    .insertInto('published_versions')
    .values({
      kind: ref.kind,
      record_id: ref.id,
      number: version.number,
      record: JSON.stringify(version.record),
      published_at: version.published_at,
      published_by: version.published_by,
      scheduled: version.scheduled ? 1 : 0,
    })
    .execute();
}

const versions = (db: Db, ref: RecordRef) =>
  db
    .selectFrom('published_versions')
    .leftJoin('users', 'users.id', 'published_versions.published_by')
    .where('published_versions.kind', '=', ref.kind)
    .where('published_versions.record_id', '=', ref.id);

const summaryColumns = [
  'published_versions.number',
  'published_versions.published_at',
  'published_versions.published_by',
  'published_versions.scheduled',
  'users.name',
] as const;

type SummaryRow = {
  number: number;
  published_at: string;
  published_by: number | null;
  scheduled: number;
  name: string | null;
};

const summaryOf = (row: SummaryRow): VersionSummary => ({
  number: Number(row.number),
  published_at: row.published_at,
  published_by: person(row.published_by, row.name),
  scheduled: Number(row.scheduled) === 1,
});

/** Every version of the record, newest first. */
export async function listVersions(db: Db, ref: RecordRef): Promise<VersionSummary[]> {
  const rows = await versions(db, ref)
    .select(summaryColumns)
    .orderBy('published_versions.number', 'desc')
    .execute();
  return rows.map(summaryOf);
}

export async function findVersion(
  db: Db,
  ref: RecordRef,
  number: number,
): Promise<(VersionSummary & { record: Json }) | undefined> {
  const row = await versions(db, ref)
    .select([...summaryColumns, 'published_versions.record'])
    .where('published_versions.number', '=', number)
    .executeTakeFirst();
  return row ? { ...summaryOf(row), record: parseJson<Json>(row.record, {}) } : undefined;
}

/** How many versions the record has and when the newest was published. */
export async function versionStats(
  db: Db,
  ref: RecordRef,
): Promise<{ count: number; last_published_at: string | null }> {
  const row = await db
    .selectFrom('published_versions')
    .select([
      sql<number | string>`count(*)`.as('count'),
      sql<string | null>`max(published_at)`.as('last'),
    ])
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), last_published_at: row?.last ?? null };
}

/** Every version's record, for the files they name. */
export async function versionRecords(db: Db, ref: RecordRef): Promise<Json[]> {
  const rows = await db
    .selectFrom('published_versions')
    .select('record')
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .execute();
  return rows.map((row) => parseJson<Json>(row.record, {}));
}

export interface Schedule {
  publish_at: string | null;
  unpublish_at: string | null;
  error: string | null;
  scheduled_by: number | null;
}

export async function findSchedule(db: Db, ref: RecordRef): Promise<Schedule | undefined> {
  return db
    .selectFrom('publication_schedules')
    .select(['publish_at', 'unpublish_at', 'error', 'scheduled_by'])
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .executeTakeFirst();
}

/** Sets the record's schedule (a failed publish's error cleared); both times null removes it. */
export async function saveSchedule(
  db: Db,
  ref: RecordRef,
  times: { publish_at: string | null; unpublish_at: string | null },
  by: number | null,
): Promise<void> {
  if (times.publish_at === null && times.unpublish_at === null) {
    await db
      .deleteFrom('publication_schedules')
      .where('kind', '=', ref.kind)
      .where('record_id', '=', ref.id)
      .execute();
    return;
  }
  const values = { ...times, error: null, scheduled_by: by, updated_at: nowIso() };
  await db
    .insertInto('publication_schedules')
    .values({ kind: ref.kind, record_id: ref.id, ...values })
    .onConflict((oc) => oc.columns(['kind', 'record_id']).doUpdateSet(values))
    .execute();
}

/**
 * Takes the scheduled publish (or unpublish) off the record's schedule, and the schedule away once it holds
 * neither. With `at`, only that pending one, not failed (a scheduled run claiming what it fires: of two
 * instances firing one schedule, the second finds it gone and fires nothing); answers whether it was there.
 */
export async function clearSchedule(
  db: Db,
  ref: RecordRef,
  part: 'publish' | 'unpublish',
  at?: string,
): Promise<boolean> {
  const column = part === 'publish' ? 'publish_at' : 'unpublish_at';
  let update = db
    .updateTable('publication_schedules')
    .set(part === 'publish' ? { publish_at: null, error: null } : { unpublish_at: null })
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .where(column, 'is not', null);
  if (at !== undefined) {
    update = update.where(column, '=', at);
    if (part === 'publish') update = update.where('error', 'is', null);
  }
  const cleared = Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
  await db
    .deleteFrom('publication_schedules')
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .where('publish_at', 'is', null)
    .where('unpublish_at', 'is', null)
    .execute();
  return cleared;
}

/**
 * Marks the scheduled publish at `at` failed with `error`, unless it is gone or already marked: answers
 * whether this call marked it (so the failure is audited once).
 */
export async function markScheduleFailed(
  db: Db,
  ref: RecordRef,
  at: string,
  error: string,
): Promise<boolean> {
  const marked = await db
    .updateTable('publication_schedules')
    .set({ error })
    .where('kind', '=', ref.kind)
    .where('record_id', '=', ref.id)
    .where('publish_at', '=', at)
    .where('error', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

export interface DueSchedule extends Schedule {
  kind: string;
  record_id: string;
}

/** Schedules with a publish (not failed) or an unpublish due at `now`, the earliest first. */
export async function dueSchedules(db: Db, now: string): Promise<DueSchedule[]> {
  return db
    .selectFrom('publication_schedules')
    .select(['kind', 'record_id', 'publish_at', 'unpublish_at', 'error', 'scheduled_by'])
    .where((eb) =>
      eb.or([
        eb.and([eb('publish_at', '<=', now), eb('error', 'is', null)]),
        eb('unpublish_at', '<=', now),
      ]),
    )
    .orderBy('updated_at')
    .execute();
}

/** Deletes the record's draft, versions and schedule: its purge from the Trash (docs/product.md#trash). */
export async function deletePublicationOf(db: Db, ref: RecordRef): Promise<void> {
  for (const table of ['record_drafts', 'published_versions', 'publication_schedules'] as const)
    await db
      .deleteFrom(table)
      .where('kind', '=', ref.kind)
      .where('record_id', '=', ref.id)
      .execute();
}

/** The company's `require_arabic_to_publish` (false before the company is saved). */
export async function arabicRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('company')
    .select('require_arabic_to_publish')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.require_arabic_to_publish ?? 0) === 1;
}

/** A user's id and current name, for acting as them (a schedule fires as its author); null when gone. */
export async function userRef(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : null;
}

const PREVIEW_SECRET = 'preview-links';

/**
 * The key that signs preview links (docs/security.md#preview-links): 32 random bytes made by whichever
 * instance needs it first, the same for every instance; deleting the row makes a new one, which ends every
 * link signed before.
 */
export async function previewSecret(db: Db): Promise<string> {
  const read = () =>
    db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', PREVIEW_SECRET)
      .executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  await db
    .insertInto('server_secrets')
    .values({ name: PREVIEW_SECRET, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.value;
}
