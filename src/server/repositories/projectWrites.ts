/** Creating, updating and deleting projects: the cross-field rules, then one transaction with the media. */
import type { Kysely } from 'kysely';
import { contentMessages } from '../../shared/content';
import { paymentPlanTotal, type ProjectInput } from '../../shared/projects';
import type { Config } from '../config';
import { nowIso, type Database } from '../db/database';
import { MODEL_TYPES, attachSlots, idsOf, mediaErrors, type MediaSlot } from './contentMedia';
import {
  flag,
  guardSlug,
  nextSortOrder,
  slugConflict,
  slugTaken,
  throwIfErrors,
} from './contentRows';
import { deleteMediaOf } from '../media/attach';

type Db = Kysely<Database>;
const modelType = MODEL_TYPES.project;

function columns(input: ProjectInput) {
  const json = JSON.stringify;
  return {
    slug: input.slug,
    name_en: input.name.en,
    name_ar: input.name.ar,
    developer_id: input.developer_id,
    summary: json(input.summary),
    description: json(input.description),
    city_en: input.city.en,
    city_ar: input.city.ar,
    community: json(input.community),
    address: json(input.address),
    latitude: input.latitude,
    longitude: input.longitude,
    construction_status: input.construction_status,
    sales_status: input.sales_status,
    completion_percent: input.completion_percent,
    handover_date: input.handover_date,
    property_types: json(input.property_types),
    bedrooms_min: input.bedrooms_min,
    bedrooms_max: input.bedrooms_max,
    area_min: input.area_min,
    area_max: input.area_max,
    area_unit: input.area_unit,
    price_from: input.price_from,
    price_to: input.price_to,
    currency: input.currency,
    payment_plan: json(input.payment_plan),
    amenities: json(input.amenities),
    video_url: input.video_url,
    permit_number: input.permit_number,
    is_featured: flag(input.is_featured),
    is_published: flag(input.is_published),
  };
}

const slots = (input: ProjectInput): MediaSlot[] => [
  { field: 'cover_id', collection: 'cover', kind: 'image', ids: idsOf(input.cover_id) },
  { field: 'gallery_ids', collection: 'gallery', kind: 'image', ids: input.gallery_ids },
  { field: 'floor_plan_ids', collection: 'floor_plans', kind: 'image', ids: input.floor_plan_ids },
  { field: 'brochure_id', collection: 'brochure', kind: 'pdf', ids: idsOf(input.brochure_id) },
];

/** min ≤ max pairs; the error goes on the max field, where the user usually corrects it. */
const RANGES = [
  ['bedrooms_min', 'bedrooms_max'],
  ['area_min', 'area_max'],
  ['price_from', 'price_to'],
] as const;

async function check(db: Db, input: ProjectInput, id?: number): Promise<void> {
  const errors = await mediaErrors(db, slots(input), { modelType, modelId: id });
  const developer = await db
    .selectFrom('developers')
    .select('id')
    .where('id', '=', input.developer_id)
    .executeTakeFirst();
  if (!developer) errors.developer_id = [contentMessages.unknownDeveloper];
  for (const [min, max] of RANGES) {
    const low = input[min];
    const high = input[max];
    if (low !== null && high !== null && low > high) errors[max] = [contentMessages.rangeOrder];
  }
  if (input.payment_plan.length > 0 && paymentPlanTotal(input.payment_plan) !== 100)
    errors.payment_plan = [contentMessages.paymentPlanTotal];
  throwIfErrors(errors);
  if (await slugTaken(db, 'projects', input.slug, id)) throw slugConflict();
}

export async function createProject(db: Db, input: ProjectInput): Promise<number> {
  return guardSlug(() =>
    db.transaction().execute(async (trx) => {
      await check(trx, input);
      const now = nowIso();
      const { id } = await trx
        .insertInto('projects')
        .values({
          ...columns(input),
          sort_order: await nextSortOrder(trx, 'projects'),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await attachSlots(trx, { modelType, modelId: id }, slots(input));
      return id;
    }),
  );
}

export async function updateProject(db: Db, id: number, input: ProjectInput): Promise<boolean> {
  return guardSlug(() =>
    db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('projects')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) return false;
      await check(trx, input, id);
      await trx
        .updateTable('projects')
        .set({ ...columns(input), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await attachSlots(trx, { modelType, modelId: id }, slots(input));
      return true;
    }),
  );
}

export async function deleteProject(db: Db, config: Config, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await deleteMediaOf(trx, config, modelType, id);
    return true;
  });
}
