/**
 * How records own media. An upload starts unattached; a record's create or update names the ids it holds in
 * each of its media fields (slots), they are checked (exist, not someone else's, the field's kind: covers are
 * images, a brochure is a PDF) and attached in the record's own transaction, and whatever a slot no longer
 * lists is detached, so the orphan cleanup removes it.
 */
import type { Kysely } from 'kysely';
import type { Media } from '../../shared/common/schemas';
import { contentMessages } from '../../shared/content/schemas';
import type { Database } from '../db/database';
import {
  attachMedia,
  mediaRowsById,
  mediaRowsOf,
  mimeTypesOf,
  validateMediaIds,
} from './mediaRepository';
import { mediaToWire } from './mediaWire';

type Db = Kysely<Database>;

/** `media.model_type` of each content record. */
export const MODEL_TYPES = {
  developer: 'developer',
  project: 'project',
  teamMember: 'team_member',
  homeAsset: 'home_asset',
} as const;

export interface MediaSlot {
  /** The input field, which is also the key of its 422 error. */
  field: string;
  collection: string;
  kind: 'image' | 'pdf' | 'video';
  ids: number[];
}

export interface MediaOwner {
  modelType: string;
  modelId?: number;
}

const fitsKind = (mime: string, kind: MediaSlot['kind']): boolean =>
  kind === 'pdf' ? mime === 'application/pdf' : mime.startsWith(`${kind}/`);

const KIND_MESSAGES = {
  image: contentMessages.mediaMustBeImage,
  pdf: contentMessages.mediaMustBePdf,
  video: contentMessages.mediaMustBeVideo,
} as const;

/** Field errors for ids that do not exist, belong to another record, or are the wrong kind of file. */
export async function mediaErrors(
  db: Db,
  slots: MediaSlot[],
  owner: MediaOwner,
): Promise<Record<string, string[]>> {
  const all = slots.flatMap((slot) => slot.ids);
  if (all.length === 0) return {};
  const unknown = new Set(await validateMediaIds(db, all, owner));
  const mimeOf = await mimeTypesOf(db, all);
  const errors: Record<string, string[]> = {};
  for (const slot of slots) {
    if (slot.ids.some((id) => unknown.has(id) || !mimeOf.has(id))) {
      errors[slot.field] = [contentMessages.unknownMedia];
    } else if (slot.ids.some((id) => !fitsKind(mimeOf.get(id)!, slot.kind))) {
      errors[slot.field] = [KIND_MESSAGES[slot.kind]];
    }
  }
  return errors;
}

/** Attaches every slot's ids (in order), detaching whatever the record no longer lists. */
export async function attachSlots(
  db: Db,
  owner: Required<MediaOwner>,
  slots: MediaSlot[],
): Promise<void> {
  for (const slot of slots) {
    await attachMedia(db, {
      modelType: owner.modelType,
      modelId: owner.modelId,
      collection: slot.collection,
      ids: slot.ids,
    });
  }
}

/** Media by record id and collection, as the wire conversions read them. */
export type MediaByRecord = Map<number, Record<string, Media[]>>;

/** Every record's media by collection, ordered; records without media map to `{}`. One query. */
export async function loadMediaFor(
  db: Db,
  modelType: string,
  modelIds: number[],
): Promise<MediaByRecord> {
  const result = new Map<number, Record<string, Media[]>>(modelIds.map((id) => [id, {}]));
  if (modelIds.length === 0) return result;
  for (const row of await mediaRowsOf(db, modelType, modelIds)) {
    const collections = result.get(row.model_id!)!;
    (collections[row.collection_name] ??= []).push(mediaToWire(row));
  }
  return result;
}

/**
 * The files `slots` name, by collection and in their order, as a record showing them would (a draft read
 * before it is written: docs/product.md#publishing); ids that no longer exist are left out.
 */
export async function slotMedia(db: Db, slots: MediaSlot[]): Promise<Record<string, Media[]>> {
  const rows = new Map(
    (
      await mediaRowsById(
        db,
        slots.flatMap((slot) => slot.ids),
      )
    ).map((row) => [row.id, row]),
  );
  const media: Record<string, Media[]> = {};
  for (const slot of slots)
    media[slot.collection] = slot.ids.flatMap((id, index) => {
      const row = rows.get(id);
      return row
        ? [{ ...mediaToWire(row), collection_name: slot.collection, order_column: index }]
        : [];
    });
  return media;
}

export const idsOf = (id: number | null): number[] => (id === null ? [] : [id]);

export function firstOf(
  media: Record<string, Media[]> | undefined,
  collection: string,
): Media | null {
  return media?.[collection]?.[0] ?? null;
}

export function allOf(media: Record<string, Media[]> | undefined, collection: string): Media[] {
  return media?.[collection] ?? [];
}
