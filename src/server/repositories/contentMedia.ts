/**
 * Media of developers, projects and team members: which upload may go in which field, and attaching them.
 * The media pipeline owns storage; this decides the content rules (covers are images, a brochure is a PDF).
 */
import type { Kysely } from 'kysely';
import type { Media } from '../../shared/auth';
import { contentMessages } from '../../shared/content';
import type { Database } from '../db/database';
import { attachMedia, validateMediaIds } from '../media/attach';

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
  const rows = await db
    .selectFrom('media')
    .select(['id', 'mime_type'])
    .where('id', 'in', all)
    .execute();
  const mimeOf = new Map(rows.map((row) => [row.id, row.mime_type]));
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
