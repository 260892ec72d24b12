/** Reading home page assets for the admin: list with filters and sort, one record, export batches. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  HOME_ASSET_COLLECTIONS,
  HOME_ASSET_SECTIONS,
  type HomeAsset,
  type HomeAssetListQuery,
} from '../../shared/homeAssets/schemas';
import type { ListResponse } from '../../shared/common/schemas';
import { inBatches } from '../csv';
import type { Database } from '../db/database';
import type { HomeAssetRow } from '../db/homeAssetTables';
import { loadMediaFor, MODEL_TYPES, firstOf, type MediaByRecord } from '../uploads/mediaSlots';
import { isSet, translatable } from '../db/columns';
import { orderFor, orderedIds, paginate, type OrderTerm } from '../db/listQuery';

type Db = Kysely<Database>;
type Base = SelectQueryBuilder<Database, 'home_assets', object>;

/**
 * Sections in their order on the website's home page (hero, banner, partners: docs/product.md#home-asset), so
 * "all sections" reads like the home page.
 */
const SECTION_RANK = sql`case ${sql.ref('section')} ${sql.join(
  HOME_ASSET_SECTIONS.map((section, index) => sql`when ${section} then ${sql.lit(index)}`),
  sql` `,
)} end`;

const SORTS = { sort_order: sql.ref('sort_order'), created_at: sql.ref('created_at') };

/** The requested sort; by sort_order (the default) rows group by section first. */
export function homeAssetOrder(sort: string | undefined): OrderTerm[] {
  const order = orderFor(sort, SORTS);
  const bySortOrder = !sort || sort.replace(/^-/, '') === 'sort_order';
  return bySortOrder ? [{ expr: SECTION_RANK, direction: 'asc' }, ...order] : order;
}

function filtered(db: Db, query: HomeAssetListQuery): Base {
  let qb: Base = db.selectFrom('home_assets').where('deleted_at', 'is', null);
  const section = query['filter[section]'];
  if (section) qb = qb.where('section', '=', section);
  const active = query['filter[is_active]'];
  if (active) qb = qb.where('is_active', '=', active === 'true' ? 1 : 0);
  return qb;
}

/** `media`: the files to show instead of those attached (a draft's: docs/product.md#publishing). */
export async function homeAssetsToWire(
  db: Db,
  rows: HomeAssetRow[],
  media?: MediaByRecord,
): Promise<HomeAsset[]> {
  media ??= await loadMediaFor(
    db,
    MODEL_TYPES.homeAsset,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const files = media.get(row.id);
    return {
      id: row.id,
      section: row.section as HomeAsset['section'],
      type: row.type as HomeAsset['type'],
      title: translatable(row.title),
      subtitle: translatable(row.subtitle),
      alt: translatable(row.alt),
      cta_label: translatable(row.cta_label),
      cta_url: row.cta_url,
      is_active: isSet(row.is_active),
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      media: firstOf(files, HOME_ASSET_COLLECTIONS.media),
      mobile_media: firstOf(files, HOME_ASSET_COLLECTIONS.mobile),
      poster: firstOf(files, HOME_ASSET_COLLECTIONS.poster),
      sort_order: row.sort_order,
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: Number(row.version),
    };
  });
}

export async function listHomeAssets(
  db: Db,
  query: HomeAssetListQuery,
): Promise<ListResponse<HomeAsset>> {
  const { rows, meta } = await paginate(
    filtered(db, query),
    (qb) => qb.selectAll(),
    homeAssetOrder(query.sort),
    query,
  );
  return { data: await homeAssetsToWire(db, rows), meta };
}

/** The asset's row, outside the Trash. */
export function homeAssetRow(db: Db, id: number): Promise<HomeAssetRow | undefined> {
  return db
    .selectFrom('home_assets')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findHomeAsset(db: Db, id: number): Promise<HomeAsset | undefined> {
  const row = await homeAssetRow(db, id);
  return row ? (await homeAssetsToWire(db, [row]))[0] : undefined;
}

export async function homeAssetExportBatches(
  db: Db,
  query: HomeAssetListQuery,
): Promise<AsyncIterable<HomeAsset[]>> {
  const ids = await orderedIds(filtered(db, query), homeAssetOrder(query.sort));
  return inBatches(ids, async (slice) =>
    homeAssetsToWire(
      db,
      await db.selectFrom('home_assets').selectAll().where('id', 'in', slice).execute(),
    ),
  );
}
