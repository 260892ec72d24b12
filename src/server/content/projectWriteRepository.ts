/**
 * Creating, updating and deleting projects: the cross-field rules, then one transaction with the media;
 * drafts and publishing go through the same write path (projectPublishable).
 */
import type { Kysely } from 'kysely';
import { contentMessages } from '../../shared/content/schemas';
import {
  ProjectInputSchema,
  paymentPlanTotal,
  type ProjectInput,
} from '../../shared/content/projects';
import { publicPaths } from '../../shared/common/apiPaths';
import type { ProjectRow } from '../db/contentTables';
import { flag } from '../db/columns';
import type { Database } from '../db/database';
import { throwIfErrors } from '../httpErrors';
import { MODEL_TYPES, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';
import {
  createContent,
  deleteContent,
  slugConflict,
  slugTaken,
  type ContentWriteSpec,
} from './contentRepository';
import { contentPublishable } from './contentPublishable';
import { projectRow, projectsToWire } from './projectRepository';

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
    .where('deleted_at', 'is', null)
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

const spec: ContentWriteSpec<ProjectInput, ProjectRow> = {
  table: 'projects',
  modelType,
  columns,
  slots,
  check,
  row: projectRow,
  toWire: projectsToWire,
};

export const createProject = (db: Db, input: ProjectInput) => createContent(spec, db, input);

/** Writes (PUT, PATCH), drafts and publishing (docs/product.md#publishing). */
export const projectPublishable = contentPublishable(spec, {
  input: ProjectInputSchema,
  publicPath: (record) => `${publicPaths.projects}/${String(record.slug)}`,
});

/** Moves the project to the Trash; false when there is no such project. */
export const deleteProject = (db: Db, id: number) => deleteContent(spec, db, id);
