/**
 * SEO page metadata: one row per registry page (created by migration 004). Reads for the admin list and
 * editor, the update (one transaction with the Open Graph image), and the public one-language shape.
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
import { changesOf, readable, recordAudit } from '../audit/auditRepository';
import { flag, isSet, translatable } from '../db/columns';
import { nowIso, type Database } from '../db/database';
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
  type MediaSlot,
} from '../uploads/mediaSlots';

type Db = Kysely<Database>;

/** `media.model_type` of an SEO page's Open Graph image. */
const SEO_MODEL_TYPE = 'seo_page';

function textsOf(row: SeoPageRow): Record<SeoTextField, Translatable> {
  return Object.fromEntries(
    SEO_TEXT_FIELDS.map((field) => [field, translatable(row[field])]),
  ) as Record<SeoTextField, Translatable>;
}

async function toWire(db: Db, row: SeoPageRow): Promise<SeoPage> {
  const media = await loadMediaFor(db, SEO_MODEL_TYPE, [row.id]);
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

const findRow = (db: Db, page: string) =>
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
  const row = await findRow(db, page);
  return row ? toWire(db, row) : undefined;
}

const slots = (input: SeoPageInput): MediaSlot[] => [
  { field: 'og_image_id', collection: 'og_image', kind: 'image', ids: idsOf(input.og_image_id) },
];

/**
 * False when the page is not in the table (not in the registry). Throws a 422 for a bad image, and
 * StaleVersion when `expected` (an If-Match's versions) does not hold the page's version
 * (docs/api.md#record-versions); the version is bumped first, so the row is this write's until it ends.
 */
export function updateSeoPage(
  db: Db,
  page: string,
  input: SeoPageInput,
  expected?: readonly number[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await findRow(trx, page);
    if (!found) return false;
    if ((await claimVersion(trx, 'seo_pages', found.id, expected)) === undefined) return false;
    const row = (await findRow(trx, page))!;
    const owner = { modelType: SEO_MODEL_TYPE, modelId: row.id };
    throwIfErrors(await mediaErrors(trx, slots(input), owner));
    const columns = {
      ...Object.fromEntries(SEO_TEXT_FIELDS.map((field) => [field, JSON.stringify(input[field])])),
      canonical_url: input.canonical_url,
      robots_index: flag(input.robots_index),
      robots_follow: flag(input.robots_follow),
    };
    await trx
      .updateTable('seo_pages')
      .set({ ...columns, updated_at: nowIso() })
      .where('id', '=', row.id)
      .execute();
    const image = await mediaRowsOf(trx, SEO_MODEL_TYPE, [row.id]);
    await attachSlots(trx, owner, slots(input));
    const before = { ...readable(row), og_image_id: image[0]?.id ?? null };
    await recordAudit(trx, {
      entity: 'seo-page',
      entityId: page,
      action: 'update',
      changes: changesOf(before, {
        ...before,
        ...readable(columns),
        og_image_id: input.og_image_id,
      }),
    });
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
  if (!seo) return undefined;
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
