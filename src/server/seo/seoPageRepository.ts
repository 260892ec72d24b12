/**
 * SEO page metadata: one row per registry page (created by migration 004). Reads for the admin list and
 * editor, the write (in one transaction with the Open Graph image; drafts and publishing write through it
 * too, seoPublishable.ts), and the public one-language shape.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '../../shared/common/constants';
import {
  SEO_TEXT_FIELDS,
  ogText,
  seoCompleteness,
  type PublicSeoPage,
  type SeoPage,
  type SeoPageInput,
  type SeoPageSummary,
  type SeoTextField,
} from '../../shared/seo/schemas';
import { pickLocale, type Translatable } from '../../shared/common/schemas';
import type { AuditAction, AuditChanges } from '../../shared/audit/schemas';
import { changesOf, readable, recordAudit } from '../audit/auditRepository';
import { flag, isSet, translatable } from '../db/columns';
import { nowIso, type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { SeoPageRow } from '../db/seoTables';
import { throwIfErrors } from '../httpErrors';
import { mediaRowsOf } from '../uploads/mediaRepository';
import { claimVersion } from '../recordVersions/recordVersionRepository';
import {
  attachSlots,
  firstOf,
  idsOf,
  loadMediaFor,
  mediaErrors,
  type MediaByRecord,
  type MediaSlot,
} from '../uploads/mediaSlots';

type Db = Kysely<Database>;

/** `media.model_type` of an SEO page's Open Graph image. */
export const SEO_MODEL_TYPE = 'seo_page';

function textsOf(row: SeoPageRow): Record<SeoTextField, Translatable> {
  return Object.fromEntries(
    SEO_TEXT_FIELDS.map((field) => [field, translatable(row[field])]),
  ) as Record<SeoTextField, Translatable>;
}

/** `media`: the image to show instead of the one attached (a draft's: docs/product.md#publishing). */
export async function seoPageToWire(
  db: Db,
  row: SeoPageRow,
  media?: MediaByRecord,
): Promise<SeoPage> {
  media ??= await loadMediaFor(db, SEO_MODEL_TYPE, [row.id]);
  return {
    page: row.page,
    ...textsOf(row),
    canonical_url: row.canonical_url,
    robots_index: isSet(row.robots_index),
    robots_follow: isSet(row.robots_follow),
    og_image: firstOf(media.get(row.id), 'og_image'),
    updated_at: row.updated_at,
    version: Number(row.version),
  };
}

/** The page's row; undefined for a page outside the registry. */
export const seoPageRow = (db: Db, page: string) =>
  db.selectFrom('seo_pages').selectAll().where('page', '=', page).executeTakeFirst();

/** Every registry page in the registry's order (the table's insertion order). */
export async function listSeoPages(db: Db): Promise<SeoPageSummary[]> {
  const rows = await db.selectFrom('seo_pages').selectAll().orderBy('id').execute();
  return rows.map((row) => {
    const texts = textsOf(row);
    return {
      page: row.page,
      title: texts.title,
      completeness: seoCompleteness(texts),
      updated_at: row.updated_at,
    };
  });
}

export async function findSeoPage(db: Db, page: string): Promise<SeoPage | undefined> {
  const row = await seoPageRow(db, page);
  return row ? seoPageToWire(db, row) : undefined;
}

export const seoPageSlots = (input: SeoPageInput): MediaSlot[] => [
  { field: 'og_image_id', collection: 'og_image', kind: 'image', ids: idsOf(input.og_image_id) },
];

/** The row's columns for an input (without the timestamp). */
export function seoPageColumns(input: SeoPageInput) {
  return {
    ...Object.fromEntries(SEO_TEXT_FIELDS.map((field) => [field, JSON.stringify(input[field])])),
    canonical_url: input.canonical_url,
    robots_index: flag(input.robots_index),
    robots_follow: flag(input.robots_follow),
  };
}

/** What the schema cannot say: a bad Open Graph image is a 422. */
export async function checkSeoPage(db: Db, row: SeoPageRow, input: SeoPageInput): Promise<void> {
  const owner = { modelType: SEO_MODEL_TYPE, modelId: row.id };
  throwIfErrors(await mediaErrors(db, seoPageSlots(input), owner));
}

/**
 * Writes `input` over the page, in the caller's transaction, whose version the caller has claimed
 * (docs/api.md#record-versions): the image checked and attached, one audit row with the fields that changed,
 * as `action` (a PUT's or PATCH's `update`, a draft's `publish`).
 */
export async function writeSeoPage(
  trx: Db,
  page: string,
  input: SeoPageInput,
  audit: { action: AuditAction; extra?: AuditChanges },
): Promise<void> {
  const row = (await seoPageRow(trx, page))!;
  const owner = { modelType: SEO_MODEL_TYPE, modelId: row.id };
  await checkSeoPage(trx, row, input);
  const columns = seoPageColumns(input);
  await trx
    .updateTable('seo_pages')
    .set({ ...columns, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  const image = await mediaRowsOf(trx, SEO_MODEL_TYPE, [row.id]);
  await attachSlots(trx, owner, seoPageSlots(input));
  const before = {
    ...readable(row),
    og_image_id: image.find((media) => media.collection_name === 'og_image')?.id ?? null,
  };
  await recordAudit(trx, {
    entity: 'seo-page',
    entityId: page,
    action: audit.action,
    changes: {
      ...changesOf(before, { ...before, ...readable(columns), og_image_id: input.og_image_id }),
      ...audit.extra,
    },
  });
}

/**
 * Writes the page outside the admin routes (the demo seed): false when the page is not in the table (not in
 * the registry); StaleVersion when `expected` does not hold the page's version.
 */
export function updateSeoPage(
  db: Db,
  page: string,
  input: SeoPageInput,
  expected?: readonly number[],
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const found = await seoPageRow(trx, page);
    if (!found) return false;
    if ((await claimVersion(trx, 'seo_pages', found.id, expected)) === undefined) return false;
    await writeSeoPage(trx, page, input, { action: 'update' });
    return true;
  });
}

/** The page in one language (English where the Arabic is empty); Open Graph texts fall back to the page's. */
export async function findPublicSeoPage(
  db: Db,
  page: string,
  locale: Locale,
): Promise<PublicSeoPage | undefined> {
  const seo = await findSeoPage(db, page);
  return seo && publicSeoPage(seo, locale);
}

/** The page as the public website reads it, in one language. */
export function publicSeoPage(seo: SeoPage, locale: Locale): PublicSeoPage {
  const t = (value: Translatable) => pickLocale(value, locale);
  const title = t(seo.title);
  const description = t(seo.description);
  return {
    page: seo.page,
    locale,
    title,
    description,
    keywords: t(seo.keywords),
    og_title: ogText(seo.og_title, seo.title, locale),
    og_description: ogText(seo.og_description, seo.description, locale),
    og_image_url: seo.og_image?.original_url ?? null,
    canonical_url: seo.canonical_url,
    robots_index: seo.robots_index,
    robots_follow: seo.robots_follow,
    robots: `${seo.robots_index ? 'index' : 'noindex'}, ${seo.robots_follow ? 'follow' : 'nofollow'}`,
  };
}
