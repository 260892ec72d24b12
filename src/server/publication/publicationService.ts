/**
 * Drafts and publishing (docs/product.md#publishing, docs/api.md#drafts-and-publishing) over any kind of record
 * (a Publishable): each change is one transaction that first claims the record's version, so it moves the
 * ETag on and honours If-Match as a PUT does (a stale one answers 412 with the record as it is now).
 *
 * - A draft is the record's input kept apart from its row; publishing writes it through the record's own
 *   write path (its checks, slug and media), sets the published flag, and keeps what became public as the
 *   next published version. The first publication of a record that was already public keeps that state as
 *   version 1 first, so the state before any change can be restored; a PUT or PATCH of a public record keeps
 *   a version the same way (writeLive).
 * - The files a draft or a version names are held for the record (uploads' `held` collection), so the
 *   orphan cleanup never takes them; what nothing names any more is let go.
 */
import type { Kysely } from 'kysely';
import type { AuditChanges } from '../../shared/audit/schemas';
import { serverMessages } from '../../shared/common/errors';
import {
  completenessOf,
  publicationMessages,
  type Publication,
  type PreviewLink,
  type VersionSummary,
} from '../../shared/publication/schemas';
import { PUBLIC_PREFIX } from '../../shared/common/apiPaths';
import { changesOf, recordAudit } from '../audit/auditRepository';
import { auditContext } from '../audit/auditContext';
import { nowIso, type Database } from '../db/database';
import { inputOf } from '../apiInput';
import { HttpError, throwIfErrors } from '../httpErrors';
import { fieldMessage } from '../messageCatalogue';
import { guardedWrite } from '../recordVersions/recordVersions';
import { holdMedia } from '../uploads/mediaRepository';
import type { Json, Publishable, PublishedRecord } from './publishable';
import { readPreview, signPreview } from './previewTokens';
import {
  arabicRequired,
  clearSchedule,
  deleteDraft,
  findDraft,
  findSchedule,
  findVersion,
  insertVersion,
  lastVersionNumber,
  listVersions,
  saveDraft as saveDraftRow,
  saveSchedule as saveScheduleRow,
  versionRecords,
  versionStats,
  type RecordRef,
} from './publicationRepository';

type Db = Kysely<Database>;

const notFound = () => new HttpError(404, serverMessages.notFound);
const refOf = (p: Publishable, id: string): RecordRef => ({ kind: p.kind, id });
const actorId = () => auditContext().actor?.id ?? null;

/** Whether the record is on the website: its flag set, or a kind that has none (SEO pages). */
export const isPublic = (p: Publishable, record: Json): boolean =>
  p.flag === null || record[p.flag] === true;

/** Whether the record exists: a 404 otherwise (also for a record in the Trash). */
async function found(db: Db, p: Publishable, id: string): Promise<PublishedRecord> {
  const record = await p.find(db, id);
  if (!record) throw notFound();
  return record;
}

interface ClaimOptions {
  /**
   * First in the transaction, may call the whole thing off (false: nothing is written, the version stays): a
   * scheduled run that finds its schedule fired by another.
   */
  gate?: (trx: Db) => Promise<boolean>;
  /** A 412's `current` is the live record (a PUT's, as always), not its draft. */
  live?: boolean;
}

/**
 * Runs `work` in one transaction after claiming the record's version (`expected`: an If-Match's versions).
 * `work` gets the record as it is after the claim. A stale If-Match is the 412 with the record as it is now:
 * as `GET …/draft` answers it when it has a draft (the app's merge compares it with the form, which edits
 * the draft), else as its GET does.
 */
async function claimed(
  db: Db,
  p: Publishable,
  id: string,
  expected: readonly number[] | undefined,
  work: (trx: Db, record: PublishedRecord) => Promise<void>,
  { gate, live = false }: ClaimOptions = {},
): Promise<boolean> {
  return guardedWrite(
    () =>
      db.transaction().execute(async (trx) => {
        if (gate && !(await gate(trx))) return false;
        if ((await p.claim(trx, id, expected)) === undefined) throw notFound();
        await work(trx, await found(trx, p, id));
        return true;
      }),
    async () => (live ? undefined : await draftOf(db, p, id)) ?? p.find(db, id),
  );
}

/** The draft's input as it reads: the published flag stays the live record's until it is published. */
const withLiveFlag = (p: Publishable, input: Json, live: Json): Json =>
  p.flag === null ? input : { ...input, [p.flag]: live[p.flag] };

/** Holds the files the record's draft and versions name, and lets go of the held ones they no longer do. */
async function holdFiles(trx: Db, p: Publishable, id: string): Promise<void> {
  const ref = refOf(p, id);
  const draft = await findDraft(trx, ref);
  const records = [...(draft ? [draft.record] : []), ...(await versionRecords(trx, ref))];
  const ids = records.flatMap((record) =>
    p.slots(record).flatMap((slot) => (slot.ids ?? []).filter(Number.isInteger)),
  );
  await holdMedia(trx, await p.owner(trx, id), ids);
}

/** The live state to keep as version 1 before a write that publishes: a public record without versions. */
async function firstVersion(
  trx: Db,
  p: Publishable,
  id: string,
  live: PublishedRecord,
): Promise<{ record: Json; at: string } | null> {
  if (!isPublic(p, live) || (await lastVersionNumber(trx, refOf(p, id))) > 0) return null;
  return { record: inputOf(p.input, live), at: live.updated_at };
}

/** After a write: what is now public, as the record's next version (nothing when it is not public). */
async function keepVersion(
  trx: Db,
  p: Publishable,
  id: string,
  first: { record: Json; at: string } | null,
  scheduled: boolean,
): Promise<void> {
  const ref = refOf(p, id);
  const now = await found(trx, p, id);
  if (!isPublic(p, now)) return;
  let number = await lastVersionNumber(trx, ref);
  if (first && number === 0) {
    await insertVersion(trx, ref, {
      number: (number = 1),
      record: first.record,
      published_at: first.at,
      published_by: null,
      scheduled: false,
    });
  }
  await insertVersion(trx, ref, {
    number: number + 1,
    record: inputOf(p.input, now),
    published_at: nowIso(),
    published_by: actorId(),
    scheduled,
  });
}

/**
 * A PUT or PATCH (`input`: the whole record): written at once, as always; a public record keeps the new
 * state as a version. Answers the record as it reads now.
 */
export async function writeLive(
  db: Db,
  p: Publishable,
  id: string,
  input: Json,
  expected: readonly number[] | undefined,
): Promise<PublishedRecord> {
  await claimed(
    db,
    p,
    id,
    expected,
    async (trx, live) => {
      const first = await firstVersion(trx, p, id, live);
      await p.write(trx, id, input, { action: 'update' });
      await keepVersion(trx, p, id, first, false);
      await holdFiles(trx, p, id);
    },
    { live: true },
  );
  return found(db, p, id);
}

/** A record just created in `trx` (a POST): when it is public, its first version. */
export async function keepCreated(trx: Db, p: Publishable, id: string): Promise<void> {
  await keepVersion(trx, p, id, null, false);
}

/** The record with its draft in place, or undefined when it has no draft. */
async function draftOf(db: Db, p: Publishable, id: string): Promise<PublishedRecord | undefined> {
  const [live, draft] = await Promise.all([p.find(db, id), findDraft(db, refOf(p, id))]);
  if (!live || !draft) return undefined;
  return p.applied(db, id, withLiveFlag(p, draft.record, live));
}

/** `GET …/draft`: the record with its draft in place; 404 when there is none. */
export async function readDraft(db: Db, p: Publishable, id: string): Promise<PublishedRecord> {
  await found(db, p, id);
  const draft = await draftOf(db, p, id);
  if (!draft) throw new HttpError(404, publicationMessages.noDraft);
  return draft;
}

/** `PUT …/draft`: `input` (checked as a PUT checks it) becomes the draft. */
export async function saveDraft(
  db: Db,
  p: Publishable,
  id: string,
  input: Json,
  expected: readonly number[] | undefined,
): Promise<PublishedRecord> {
  await claimed(db, p, id, expected, async (trx, live) => {
    await p.check(trx, id, input);
    const ref = refOf(p, id);
    const before = (await findDraft(trx, ref))?.record ?? inputOf(p.input, live);
    await saveDraftRow(trx, ref, input, actorId());
    await holdFiles(trx, p, id);
    await recordAudit(trx, {
      entity: p.entity,
      entityId: id,
      action: 'draft',
      changes: changesOf(withLiveFlag(p, before, live), withLiveFlag(p, input, live)),
    });
  });
  return readDraft(db, p, id);
}

/** `DELETE …/draft`: 404 when there is none. */
export async function discardDraft(
  db: Db,
  p: Publishable,
  id: string,
  expected: readonly number[] | undefined,
): Promise<PublishedRecord> {
  await claimed(db, p, id, expected, async (trx) => {
    if (!(await deleteDraft(trx, refOf(p, id))))
      throw new HttpError(404, publicationMessages.noDraft);
    await holdFiles(trx, p, id);
    await recordAudit(trx, { entity: p.entity, entityId: id, action: 'discard_draft' });
  });
  return found(db, p, id);
}

/** The 422 of a publication while the company requires Arabic and the record's Arabic is incomplete. */
async function requireArabic(trx: Db, p: Publishable, input: Json): Promise<void> {
  const { ar } = completenessOf(p.kind, input);
  if (ar.complete || !(await arabicRequired(trx))) return;
  throw new HttpError(
    422,
    publicationMessages.arabicIncomplete,
    Object.fromEntries(
      ar.missing.map((field) => [
        `${field}.ar`,
        [fieldMessage(`${field}.ar`, { kind: 'required' }, 'en')],
      ]),
    ),
  );
}

/** A scheduled run's publish or unpublish: the schedule's time it fires, which it claims first. */
export interface Fired {
  at: string;
}

const scheduledFacts = (fired: Fired | undefined): AuditChanges | undefined =>
  fired ? { scheduled: [null, true] } : undefined;

/**
 * A publish or an unpublish (`part`), by hand or fired by the schedule: `work` in one claimed transaction, and
 * the record's pending scheduled one of that part goes with it. A fired one claims its schedule first, and
 * when another run has fired it meanwhile does nothing and answers undefined.
 */
async function changePublication(
  db: Db,
  p: Publishable,
  id: string,
  expected: readonly number[] | undefined,
  part: 'publish' | 'unpublish',
  fired: Fired | undefined,
  work: (trx: Db, live: PublishedRecord) => Promise<void>,
): Promise<PublishedRecord | undefined> {
  const ref = refOf(p, id);
  const gate = fired && ((trx: Db) => clearSchedule(trx, ref, part, fired.at));
  const change = async (trx: Db, live: PublishedRecord) => {
    await work(trx, live);
    if (!fired) await clearSchedule(trx, ref, part);
  };
  return (await claimed(db, p, id, expected, change, { gate })) ? found(db, p, id) : undefined;
}

/**
 * `POST …/publish` (and a scheduled publish, `fired`): the draft, or the record as it is, written through its
 * write path with the flag set; kept as the next version; the draft and a pending scheduled publish go. 409
 * when there is nothing to publish, 422 when Arabic is required and incomplete.
 */
export function publish(
  db: Db,
  p: Publishable,
  id: string,
  expected: readonly number[] | undefined,
  fired?: Fired,
): Promise<PublishedRecord | undefined> {
  return changePublication(db, p, id, expected, 'publish', fired, async (trx, live) => {
    const ref = refOf(p, id);
    const draft = await findDraft(trx, ref);
    if (!draft && isPublic(p, live)) throw new HttpError(409, publicationMessages.nothingToPublish);
    const input = { ...(draft?.record ?? inputOf(p.input, live)) };
    if (p.flag) input[p.flag] = true;
    await requireArabic(trx, p, input);
    const first = await firstVersion(trx, p, id, live);
    await p.write(trx, id, input, { action: 'publish', extra: scheduledFacts(fired) });
    await keepVersion(trx, p, id, first, fired !== undefined);
    if (draft) await deleteDraft(trx, ref);
    await holdFiles(trx, p, id);
  });
}

/**
 * `POST …/unpublish` (and a scheduled one, `fired`): the flag cleared, the record and its draft kept; a
 * pending scheduled unpublish goes. A kind without a published flag is always on the website (SEO pages): 409.
 */
export async function unpublish(
  db: Db,
  p: Publishable,
  id: string,
  expected: readonly number[] | undefined,
  fired?: Fired,
): Promise<PublishedRecord | undefined> {
  await found(db, p, id);
  const flag = p.flag;
  if (flag === null) throw new HttpError(409, publicationMessages.alwaysPublished);
  return changePublication(db, p, id, expected, 'unpublish', fired, async (trx, live) => {
    await p.unpublish(trx, id);
    await recordAudit(trx, {
      entity: p.entity,
      entityId: id,
      action: 'unpublish',
      changes: { [flag]: [live[flag] ?? null, false], ...scheduledFacts(fired) },
    });
  });
}

/** `PUT …/schedule`: the times must be to come, and an unpublish after the publish; both null clears it. */
export async function saveSchedule(
  db: Db,
  p: Publishable,
  id: string,
  times: { publish_at?: string | null; unpublish_at?: string | null },
  expected: readonly number[] | undefined,
  now: Date,
): Promise<void> {
  await found(db, p, id);
  const utc = (value: string | null | undefined) =>
    value === null || value === undefined ? null : new Date(value).toISOString();
  const wanted = { publish_at: utc(times.publish_at), unpublish_at: utc(times.unpublish_at) };
  const errors: Record<string, string[]> = {};
  for (const field of ['publish_at', 'unpublish_at'] as const) {
    const at = wanted[field];
    if (at !== null && Date.parse(at) <= now.getTime())
      errors[field] = [publicationMessages.inThePast];
  }
  if (wanted.unpublish_at !== null && p.flag === null)
    errors.unpublish_at = [publicationMessages.alwaysPublished];
  else if (
    !errors.unpublish_at &&
    wanted.publish_at !== null &&
    wanted.unpublish_at !== null &&
    wanted.unpublish_at <= wanted.publish_at
  )
    errors.unpublish_at = [publicationMessages.unpublishBeforePublish];
  throwIfErrors(errors);
  await claimed(db, p, id, expected, async (trx) => {
    const ref = refOf(p, id);
    const before = await findSchedule(trx, ref);
    await saveScheduleRow(trx, ref, wanted, actorId());
    await recordAudit(trx, {
      entity: p.entity,
      entityId: id,
      action: 'schedule',
      changes: changesOf(
        { publish_at: before?.publish_at ?? null, unpublish_at: before?.unpublish_at ?? null },
        wanted,
      ),
    });
  });
}

/** `POST …/versions/{n}/restore`: that version becomes the draft (replacing any); 404 for no such version. */
export async function restoreVersion(
  db: Db,
  p: Publishable,
  id: string,
  number: number,
  expected: readonly number[] | undefined,
): Promise<PublishedRecord> {
  await claimed(db, p, id, expected, async (trx) => {
    const ref = refOf(p, id);
    const version = await findVersion(trx, ref, number);
    if (!version) throw notFound();
    await saveDraftRow(trx, ref, version.record, actorId());
    await holdFiles(trx, p, id);
    await recordAudit(trx, {
      entity: p.entity,
      entityId: id,
      action: 'restore_version',
      changes: { version: [null, number] },
    });
  });
  return readDraft(db, p, id);
}

/** `POST …/preview`: a link to the record's public route showing its draft, for PREVIEW_TTL_HOURS. */
export async function previewLink(
  db: Db,
  p: Publishable,
  id: string,
  now: Date,
): Promise<PreviewLink> {
  const record = await found(db, p, id);
  const { token, expires_at } = await signPreview(db, refOf(p, id), now);
  await recordAudit(db, {
    entity: p.entity,
    entityId: id,
    action: 'preview_link',
    changes: { expires_at: [null, expires_at] },
  });
  return {
    token,
    expires_at,
    url: `${PUBLIC_PREFIX}${p.publicPath(record)}?preview=${encodeURIComponent(token)}`,
  };
}

/**
 * What a preview link shows (docs/api.md#preview-links): the record it names, with its draft in place,
 * public or not, when the token is ours, unexpired, of this kind and `matches` the record (the route's slug
 * or page); undefined otherwise, which the route answers as an unknown record.
 */
export async function previewed(
  db: Db,
  p: Publishable,
  token: string,
  now: Date,
  matches: (live: PublishedRecord) => boolean = () => true,
): Promise<PublishedRecord | undefined> {
  const ref = await readPreview(db, token, now);
  if (!ref || ref.kind !== p.kind) return undefined;
  const live = await p.find(db, ref.id);
  if (!live || !matches(live)) return undefined;
  return (await draftOf(db, p, ref.id)) ?? live;
}

/** The record's publication, beside its fields in its GET answer. */
export async function publicationOf(
  db: Db,
  p: Publishable,
  id: string,
  live: PublishedRecord,
): Promise<Publication> {
  const ref = refOf(p, id);
  const [draft, schedule, stats, requireArabicToPublish] = await Promise.all([
    findDraft(db, ref),
    findSchedule(db, ref),
    versionStats(db, ref),
    arabicRequired(db),
  ]);
  return {
    status: isPublic(p, live) ? 'published' : 'unpublished',
    has_draft: draft !== undefined,
    draft_updated_at: draft?.updated_at ?? null,
    draft_updated_by: draft?.updated_by ?? null,
    publish_at: schedule?.publish_at ?? null,
    unpublish_at: schedule?.unpublish_at ?? null,
    schedule_error: schedule?.error ?? null,
    last_published_at: stats.last_published_at,
    versions_count: stats.count,
    completeness: completenessOf(p.kind, draft?.record ?? inputOf(p.input, live)),
    require_arabic: requireArabicToPublish,
  };
}

/** `GET …/versions`: every published version of the record, newest first. */
export async function versionsOf(db: Db, p: Publishable, id: string): Promise<VersionSummary[]> {
  await found(db, p, id);
  return listVersions(db, refOf(p, id));
}

/** `GET …/versions/{n}`: one version, with its record; 404 for no such version. */
export async function readVersion(db: Db, p: Publishable, id: string, number: number) {
  await found(db, p, id);
  const version = await findVersion(db, refOf(p, id), number);
  if (!version) throw notFound();
  return version;
}
