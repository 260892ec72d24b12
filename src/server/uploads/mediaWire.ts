/** A media row as the wire shape. Files live under DATA_DIR/media and are served at /media. */
import { MEDIA_URL_PREFIX } from '../../shared/common/apiPaths';
import type { Media } from '../../shared/common/schemas';
import type { MediaRow } from '../db/database';

function mediaUrl(fileName: string): string {
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
