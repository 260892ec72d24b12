/**
 * Turns a received temporary file into a stored media row: images re-encoded with a preview, videos and
 * PDFs moved as sent. The stored name is always `<uuid>.<ext>`; the uploader's name is only a label.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { MEDIA_KINDS, type MediaLimits } from '../../shared/media';
import type { Config } from '../config';
import { nowIso, type Database, type MediaRow } from '../db/database';
import { insertMedia } from '../repositories/media';
import { processImage } from './images';
import { mediaDir, removeMediaFiles, type ReceivedFile, type RemoveLog } from './storage';

export const MEDIA_NAME_MAX_LENGTH = 255;

/**
 * The uploader's file name without directories or extension, as a label: control and invisible formatting
 * characters (bidi overrides that make `gpj.exe` read as `exe.jpg`) are removed.
 */
export function displayName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const clean = stem
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, MEDIA_NAME_MAX_LENGTH).join('').trim() || 'file';
}

export interface StoreUploadInput {
  received: ReceivedFile;
  originalName: string;
  collection: string;
}

export async function storeUpload(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir'>,
  limits: MediaLimits,
  { received, originalName, collection }: StoreUploadInput,
  log: RemoveLog,
): Promise<MediaRow> {
  const kind = MEDIA_KINDS[received.kind];
  const uuid = randomUUID();
  const fileName = `${uuid}.${kind.ext}`;
  const previewName = kind.class === 'image' ? `${uuid}.preview.webp` : null;
  const dir = mediaDir(config);
  const dest = path.join(dir, fileName);
  let size = { width: null as number | null, height: null as number | null };
  try {
    if (previewName) {
      size = await processImage(
        received.kind,
        received.tmpPath,
        dest,
        path.join(dir, previewName),
        limits.maxPixels,
      );
    } else {
      await fs.promises.rename(received.tmpPath, dest);
    }
    return await insertMedia(db, {
      uuid,
      collection_name: collection,
      name: displayName(originalName),
      file_name: fileName,
      mime_type: kind.mime,
      size: (await fs.promises.stat(dest)).size,
      width: size.width,
      height: size.height,
      order_column: 0,
      preview_file_name: previewName,
      model_type: null,
      model_id: null,
      created_at: nowIso(),
    });
  } catch (error) {
    await removeMediaFiles(config, [fileName, previewName], log);
    throw error;
  } finally {
    await fs.promises.rm(received.tmpPath, { force: true });
  }
}
