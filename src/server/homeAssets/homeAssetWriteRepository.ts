/**
 * Creating, updating, deleting and reordering home assets: the shared content write path, per section; drafts
 * and publishing go through it too (homeAssetPublishable), with `is_active` as the published flag.
 */
import { sql, type Kysely } from 'kysely';
import { contentMessages } from '../../shared/content/schemas';
import {
  HOME_ASSET_COLLECTIONS,
  HomeAssetInputSchema,
  type HomeAssetInput,
} from '../../shared/homeAssets/schemas';
import { publicPaths } from '../../shared/common/apiPaths';
import type { HomeAssetRow } from '../db/homeAssetTables';
import { flag } from '../db/columns';
import type { Database } from '../db/database';
import { throwIfErrors } from '../httpErrors';
import { MODEL_TYPES, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';
import { createContent, deleteContent, type ContentWriteSpec } from '../content/contentRepository';
import { contentPublishable } from '../content/contentPublishable';
import { homeAssetRow, homeAssetsToWire } from './homeAssetRepository';

type Db = Kysely<Database>;
const modelType = MODEL_TYPES.homeAsset;

/** Stored as UTC ISO text so the public date window is a plain string comparison on both dialects. */
const utc = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function columns(input: HomeAssetInput) {
  return {
    section: input.section,
    type: input.type,
    title: JSON.stringify(input.title),
    subtitle: JSON.stringify(input.subtitle),
    alt: JSON.stringify(input.alt),
    cta_label: JSON.stringify(input.cta_label),
    cta_url: input.cta_url,
    is_active: flag(input.is_active),
    starts_at: utc(input.starts_at),
    ends_at: utc(input.ends_at),
  };
}

const slots = (input: HomeAssetInput): MediaSlot[] => [
  {
    field: 'media_id',
    collection: HOME_ASSET_COLLECTIONS.media,
    kind: input.type,
    ids: [input.media_id],
  },
  {
    field: 'mobile_media_id',
    collection: HOME_ASSET_COLLECTIONS.mobile,
    kind: 'image',
    ids: idsOf(input.mobile_media_id),
  },
  {
    field: 'poster_id',
    collection: HOME_ASSET_COLLECTIONS.poster,
    kind: 'image',
    ids: idsOf(input.poster_id),
  },
];

/** The rules a schema cannot state: file kinds per type, one file per field, a window that ends after it starts. */
async function check(db: Db, input: HomeAssetInput, id?: number): Promise<void> {
  const errors = await mediaErrors(db, slots(input), { modelType, modelId: id });
  if (input.poster_id !== null && input.type !== 'video')
    errors.poster_id = [contentMessages.posterOnlyForVideo];
  const seen = new Set<number>();
  for (const slot of slots(input)) {
    for (const mediaId of slot.ids) {
      if (seen.has(mediaId)) errors[slot.field] ??= [contentMessages.mediaUsedTwice];
      seen.add(mediaId);
    }
  }
  const { starts_at: starts, ends_at: ends } = input;
  if (starts !== null && ends !== null && Date.parse(ends) <= Date.parse(starts))
    errors.ends_at = [contentMessages.endsBeforeStarts];
  throwIfErrors(errors);
}

const spec: ContentWriteSpec<HomeAssetInput, HomeAssetRow> = {
  table: 'home_assets',
  modelType,
  columns,
  slots,
  check,
  sortGroup: (input) => ({ column: 'section', value: input.section }),
  row: homeAssetRow,
  toWire: homeAssetsToWire,
};

export const createHomeAsset = (db: Db, input: HomeAssetInput) => createContent(spec, db, input);

/** Writes (PUT, PATCH), drafts and publishing; its preview is the home assets list with this one asset. */
export const homeAssetPublishable = contentPublishable(spec, {
  input: HomeAssetInputSchema,
  publicPath: () => publicPaths.homeAssets,
});

/** Moves the asset to the Trash with its files; false when there is no such asset. */
export const deleteHomeAsset = (db: Db, id: number) => deleteContent(spec, db, id);

/** Sort orders count within a section, so one reorder may not mix sections. */
export async function homeAssetReorderErrors(
  db: Db,
  ids: number[],
): Promise<Record<string, string[]>> {
  const row = await db
    .selectFrom('home_assets')
    .select(sql<number | string>`count(distinct section)`.as('sections'))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.sections ?? 0) > 1 ? { ids: [contentMessages.oneSection] } : {};
}
