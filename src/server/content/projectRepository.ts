/** Reading projects for the admin: list with search, filters and sort; one record; export batches. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ListResponse } from '../../shared/common/schemas';
import type { PaymentMilestone, Project } from '../../shared/content/projects';
import { paymentPlanLabel } from '../../shared/content/projects';
import type { ProjectRow } from '../db/contentTables';
import type { Database } from '../db/database';
import { inBatches } from '../csv';
import {
  MODEL_TYPES,
  allOf,
  firstOf,
  loadMediaFor,
  type MediaByRecord,
} from '../uploads/mediaSlots';
import { isSet, parseJson, translatable } from '../db/columns';
import {
  equalsAnyIgnoringCase,
  orderFor,
  orderedIds,
  paginate,
  searchColumns,
} from '../db/listQuery';

type Db = Kysely<Database>;
export type ProjectBase = SelectQueryBuilder<Database, 'projects', object>;

export interface ProjectListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  search?: string;
  'filter[developer_id]'?: number;
  'filter[construction_status]'?: string;
  'filter[sales_status]'?: string;
  'filter[city]'?: string;
  'filter[is_published]'?: 'true' | 'false';
  'filter[is_featured]'?: 'true' | 'false';
}

const PROJECT_SORT_COLUMNS = {
  name: sql`lower(name_en)`,
  sort_order: sql.ref('sort_order'),
  created_at: sql.ref('created_at'),
  price_from: sql.ref('price_from'),
  completion_percent: sql.ref('completion_percent'),
  handover_date: sql.ref('handover_date'),
};

/** City matches either language, ignoring case, but exactly (a filter, not a search). */
export const cityIs = (city: string) => equalsAnyIgnoringCase(['city_en', 'city_ar'], city);

function filtered(db: Db, query: ProjectListQuery): ProjectBase {
  let qb: ProjectBase = db.selectFrom('projects').where('deleted_at', 'is', null);
  if (query.search?.trim())
    qb = qb.where(searchColumns(['name_en', 'name_ar', 'slug'], query.search));
  if (query['filter[developer_id]'] !== undefined)
    qb = qb.where('developer_id', '=', query['filter[developer_id]']);
  if (query['filter[construction_status]'])
    qb = qb.where('construction_status', '=', query['filter[construction_status]']);
  if (query['filter[sales_status]'])
    qb = qb.where('sales_status', '=', query['filter[sales_status]']);
  if (query['filter[city]']?.trim()) qb = qb.where(cityIs(query['filter[city]']));
  for (const flagName of ['is_published', 'is_featured'] as const) {
    const value = query[`filter[${flagName}]`];
    if (value) qb = qb.where(flagName, '=', value === 'true' ? 1 : 0);
  }
  return qb;
}

/** Wire shape, with each project's developer summary and media loaded in one query each. */
export async function projectsToWire(
  db: Db,
  rows: ProjectRow[],
  files?: MediaByRecord,
): Promise<Project[]> {
  if (rows.length === 0) return [];
  const developerIds = [...new Set(rows.map((row) => row.developer_id))];
  const developers = await db
    .selectFrom('developers')
    .select(['id', 'slug', 'name_en', 'name_ar'])
    .where('id', 'in', developerIds)
    .execute();
  const developerOf = new Map(
    developers.map((d) => [
      d.id,
      { id: d.id, slug: d.slug, name: { en: d.name_en, ar: d.name_ar } },
    ]),
  );
  const media =
    files ??
    (await loadMediaFor(
      db,
      MODEL_TYPES.project,
      rows.map((row) => row.id),
    ));
  return rows.map((row) => {
    const own = media.get(row.id);
    const paymentPlan = parseJson<PaymentMilestone[]>(row.payment_plan, []);
    return {
      id: row.id,
      slug: row.slug,
      name: { en: row.name_en, ar: row.name_ar },
      developer_id: row.developer_id,
      summary: translatable(row.summary),
      description: translatable(row.description),
      city: { en: row.city_en, ar: row.city_ar },
      community: translatable(row.community),
      address: translatable(row.address),
      latitude: row.latitude,
      longitude: row.longitude,
      construction_status: row.construction_status as Project['construction_status'],
      sales_status: row.sales_status as Project['sales_status'],
      completion_percent: row.completion_percent,
      handover_date: row.handover_date,
      property_types: parseJson<Project['property_types']>(row.property_types, []),
      bedrooms_min: row.bedrooms_min,
      bedrooms_max: row.bedrooms_max,
      area_min: row.area_min,
      area_max: row.area_max,
      area_unit: row.area_unit as Project['area_unit'],
      price_from: row.price_from,
      price_to: row.price_to,
      currency: row.currency.trim(),
      payment_plan: paymentPlan,
      amenities: parseJson<Project['amenities']>(row.amenities, []),
      video_url: row.video_url,
      permit_number: row.permit_number,
      is_featured: isSet(row.is_featured),
      is_published: isSet(row.is_published),
      developer: developerOf.get(row.developer_id) ?? {
        id: row.developer_id,
        slug: '',
        name: { en: '', ar: '' },
      },
      payment_plan_label: paymentPlanLabel(paymentPlan),
      cover: firstOf(own, 'cover'),
      gallery: allOf(own, 'gallery'),
      floor_plans: allOf(own, 'floor_plans'),
      brochure: firstOf(own, 'brochure'),
      sort_order: row.sort_order,
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: Number(row.version),
    };
  });
}

export async function listProjects(
  db: Db,
  query: ProjectListQuery,
): Promise<ListResponse<Project>> {
  const { rows, meta } = await paginate(
    filtered(db, query),
    (qb) => qb.selectAll(),
    orderFor(query.sort, PROJECT_SORT_COLUMNS),
    query,
  );
  return { data: await projectsToWire(db, rows), meta };
}

/** The project's row, outside the Trash. */
export function projectRow(db: Db, id: number): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findProject(db: Db, id: number): Promise<Project | undefined> {
  const row = await projectRow(db, id);
  return row ? (await projectsToWire(db, [row]))[0] : undefined;
}

export async function projectExportBatches(
  db: Db,
  query: ProjectListQuery,
): Promise<AsyncIterable<Project[]>> {
  const ids = await orderedIds(filtered(db, query), orderFor(query.sort, PROJECT_SORT_COLUMNS));
  return inBatches(ids, async (slice) =>
    projectsToWire(
      db,
      await db.selectFrom('projects').selectAll().where('id', 'in', slice).execute(),
    ),
  );
}

/** Every published project's id and English name (the lead seeder's choice of projects). */
export async function publishedProjectNames(db: Db): Promise<{ id: number; name_en: string }[]> {
  return db
    .selectFrom('projects')
    .select(['id', 'name_en'])
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
}
