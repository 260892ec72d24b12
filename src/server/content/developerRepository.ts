/** Reading developers for the admin: list with search, filter and sort; one record; export batches. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Developer } from '../../shared/content/developers';
import type { ListResponse } from '../../shared/common/schemas';
import type { DeveloperRow } from '../db/contentTables';
import type { Database } from '../db/database';
import { inBatches } from '../csv';
import { MODEL_TYPES, firstOf, loadMediaFor, type MediaByRecord } from '../uploads/mediaSlots';
import { isSet, translatable } from '../db/columns';
import { orderFor, orderedIds, paginate, searchColumns } from '../db/listQuery';

type Db = Kysely<Database>;
type Base = SelectQueryBuilder<Database, 'developers', object>;

export interface DeveloperListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  search?: string;
  'filter[is_published]'?: 'true' | 'false';
}

/** Computed, not stored: a subquery over the indexed projects.developer_id. */
const projectsCount = sql<number>`(select cast(count(*) as integer) from projects where projects.developer_id = developers.id and projects.deleted_at is null)`;

const SORTS = {
  name: sql`lower(name_en)`,
  sort_order: sql.ref('sort_order'),
  created_at: sql.ref('created_at'),
  established_year: sql.ref('established_year'),
  projects_count: projectsCount,
};

export type DeveloperWithCount = DeveloperRow & { projects_count: number };

function filtered(db: Db, query: DeveloperListQuery): Base {
  let qb: Base = db.selectFrom('developers').where('deleted_at', 'is', null);
  if (query.search?.trim())
    qb = qb.where(searchColumns(['name_en', 'name_ar', 'slug'], query.search));
  const published = query['filter[is_published]'];
  if (published) qb = qb.where('is_published', '=', published === 'true' ? 1 : 0);
  return qb;
}

const withCount = (qb: Base) => qb.selectAll().select(projectsCount.as('projects_count'));

/** `media`: the files to show instead of those attached (a draft's: docs/product.md#publishing). */
export async function developersToWire(
  db: Db,
  rows: DeveloperWithCount[],
  media?: MediaByRecord,
): Promise<Developer[]> {
  media ??= await loadMediaFor(
    db,
    MODEL_TYPES.developer,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: { en: row.name_en, ar: row.name_ar },
    description: translatable(row.description),
    website_url: row.website_url,
    email: row.email,
    phone: row.phone,
    established_year: row.established_year,
    headquarters: translatable(row.headquarters),
    is_featured: isSet(row.is_featured),
    is_published: isSet(row.is_published),
    logo: firstOf(media.get(row.id), 'logo'),
    cover: firstOf(media.get(row.id), 'cover'),
    sort_order: row.sort_order,
    projects_count: Number(row.projects_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: Number(row.version),
  }));
}

export async function listDevelopers(
  db: Db,
  query: DeveloperListQuery,
): Promise<ListResponse<Developer>> {
  const { rows, meta } = await paginate(
    filtered(db, query),
    withCount,
    orderFor(query.sort, SORTS),
    query,
  );
  return { data: await developersToWire(db, rows), meta };
}

/** The developer's row with its projects count, outside the Trash. */
export function developerRow(db: Db, id: number): Promise<DeveloperWithCount | undefined> {
  return withCount(db.selectFrom('developers'))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findDeveloper(db: Db, id: number): Promise<Developer | undefined> {
  const row = await developerRow(db, id);
  return row ? (await developersToWire(db, [row]))[0] : undefined;
}

/** The filtered, sorted set in batches of 500 (ids first, so the order holds across batches). */
export async function developerExportBatches(
  db: Db,
  query: DeveloperListQuery,
): Promise<AsyncIterable<Developer[]>> {
  const ids = await orderedIds(filtered(db, query), orderFor(query.sort, SORTS));
  return inBatches(ids, async (slice) =>
    developersToWire(
      db,
      await withCount(db.selectFrom('developers')).where('id', 'in', slice).execute(),
    ),
  );
}

/** Whether any developer exists: the demo seed's sign that content is there already. */
export async function anyDeveloper(db: Db): Promise<boolean> {
  const row = await db.selectFrom('developers').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
