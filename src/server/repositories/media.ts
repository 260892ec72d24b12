/** Media records (Spatie-style) and their wire shape. Files live under DATA_DIR/media, served at /media. */
import type { Kysely } from 'kysely';
import { MEDIA_URL_PREFIX } from '../../shared/apiPaths';
import type { Media } from '../../shared/auth';
import type { Database, MediaRow, NewMedia } from '../db/database';

export { MEDIA_URL_PREFIX };

export function mediaUrl(fileName: string): string {
  return `${MEDIA_URL_PREFIX}/${encodeURIComponent(fileName)}`;
}

/** The one place a media row becomes the wire shape; every feature that exposes media goes through it. */
export function mediaToWire(row: MediaRow): Media {
  return {
    id: row.id,
    uuid: row.uuid,
    collection_name: row.collection_name,
    name: row.name,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size: row.size,
    width: row.width,
    height: row.height,
    order_column: row.order_column,
    original_url: mediaUrl(row.file_name),
    preview_url: row.preview_file_name ? mediaUrl(row.preview_file_name) : null,
  };
}

export async function findMediaById(
  db: Kysely<Database>,
  id: number,
): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(db: Kysely<Database>, media: NewMedia): Promise<MediaRow> {
  return db.insertInto('media').values(media).returningAll().executeTakeFirstOrThrow();
}
