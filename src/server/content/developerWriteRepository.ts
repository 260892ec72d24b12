/**
 * Creating, updating and deleting developers: each write is one transaction with its media; drafts and
 * publishing go through the same write path (developerPublishable).
 */
import type { Kysely } from 'kysely';
import { contentMessages } from '../../shared/content/schemas';
import { DeveloperInputSchema, type DeveloperInput } from '../../shared/content/developers';
import { publicPaths } from '../../shared/common/apiPaths';
import { flag } from '../db/columns';
import type { Database } from '../db/database';
import { HttpError, throwIfErrors } from '../httpErrors';
import { MODEL_TYPES, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';
import {
  createContent,
  trashContent,
  slugConflict,
  slugTaken,
  type ContentWriteSpec,
} from './contentRepository';
import { contentPublishable } from './contentPublishable';
import { developerRow, developersToWire, type DeveloperWithCount } from './developerRepository';

type Db = Kysely<Database>;
const modelType = MODEL_TYPES.developer;

function columns(input: DeveloperInput) {
  return {
    slug: input.slug,
    name_en: input.name.en,
    name_ar: input.name.ar,
    description: JSON.stringify(input.description),
    website_url: input.website_url,
    email: input.email,
    phone: input.phone,
    established_year: input.established_year,
    headquarters: JSON.stringify(input.headquarters),
    is_featured: flag(input.is_featured),
    is_published: flag(input.is_published),
  };
}

const slots = (input: DeveloperInput): MediaSlot[] => [
  { field: 'logo_id', collection: 'logo', kind: 'image', ids: idsOf(input.logo_id) },
  { field: 'cover_id', collection: 'cover', kind: 'image', ids: idsOf(input.cover_id) },
];

async function check(db: Db, input: DeveloperInput, id?: number): Promise<void> {
  const errors = await mediaErrors(db, slots(input), { modelType, modelId: id });
  // Not in the schema: the bound moves every January.
  const year = new Date().getUTCFullYear();
  if (input.established_year !== null && input.established_year > year)
    errors.established_year = [`Established year may not be greater than ${year}`];
  throwIfErrors(errors);
  if (await slugTaken(db, 'developers', input.slug, id)) throw slugConflict();
}

const spec: ContentWriteSpec<DeveloperInput, DeveloperWithCount> = {
  table: 'developers',
  modelType,
  columns,
  slots,
  check,
  row: developerRow,
  toWire: developersToWire,
};

export const createDeveloper = (db: Db, input: DeveloperInput) => createContent(spec, db, input);

/** Writes (PUT, PATCH), drafts and publishing (docs/product.md#publishing). */
export const developerPublishable = contentPublishable(spec, {
  input: DeveloperInputSchema,
  publicPath: (record) => `${publicPaths.developers}/${String(record.slug)}`,
});

function hasProjects(): HttpError {
  return new HttpError(409, contentMessages.developerHasProjects);
}

/**
 * Moves the developer to the Trash; false when there is no such developer; 409 while it still has projects
 * outside the Trash (nothing is deleted then). Its trashed projects stay in the Trash with it
 * (docs/product.md#trash).
 */
export async function deleteDeveloper(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('developers')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!exists) return false;
    const project = await trx
      .selectFrom('projects')
      .select('id')
      .where('developer_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (project) throw hasProjects();
    return trashContent(trx, 'developers', id);
  });
}
