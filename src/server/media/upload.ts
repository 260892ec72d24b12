/**
 * Turns a received temporary file into stored files: images re-encoded with a preview, videos and PDFs moved
 * as sent. The stored name is always `<uuid>.<ext>`; the uploader's name is only a label. No database here:
 * the answer is the facts a media record is made of (uploads/mediaService.ts writes the row).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_KINDS, type MediaLimits } from '../../shared/media/schemas';
import { processImage } from './images';
import type { MediaStore } from './mediaStore';
import { removeMediaFiles, type ReceivedFile, type RemoveLog } from './storage';

const MEDIA_NAME_MAX_LENGTH = 255;

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
}

/** What was stored: the files' names and what they hold. */
export interface StoredFile {
  uuid: string;
  /** The label: the uploader's name, cleaned. */
  name: string;
  fileName: string;
  previewFileName: string | null;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** Stores the files; on a failure nothing is left behind. The temporary file is gone either way. */
export async function storeUpload(
  store: MediaStore,
  limits: MediaLimits,
  { received, originalName }: StoreUploadInput,
  log: RemoveLog,
): Promise<StoredFile> {
  const kind = MEDIA_KINDS[received.kind];
  const uuid = randomUUID();
  const fileName = `${uuid}.${kind.ext}`;
  const previewFileName = kind.class === 'image' ? `${uuid}.preview.webp` : null;
  // Images are re-encoded locally first; the store takes only finished files.
  const encoded = path.join(store.tmpDir, `${uuid}.encoded`);
  const preview = path.join(store.tmpDir, `${uuid}.preview`);
  let size = { width: null as number | null, height: null as number | null };
  try {
    let bytes: number;
    if (previewFileName) {
      size = await processImage(
        received.kind,
        received.tmpPath,
        encoded,
        preview,
        limits.maxPixels,
      );
      bytes = (await fs.promises.stat(encoded)).size;
      await store.put(fileName, encoded, kind.mime);
      await store.put(previewFileName, preview, 'image/webp');
    } else {
      bytes = (await fs.promises.stat(received.tmpPath)).size;
      await store.put(fileName, received.tmpPath, kind.mime);
    }
    return {
      uuid,
      name: displayName(originalName),
      fileName,
      previewFileName,
      mimeType: kind.mime,
      size: bytes,
      ...size,
    };
  } catch (error) {
    await removeMediaFiles(store, [fileName, previewFileName], log);
    throw error;
  } finally {
    for (const file of [received.tmpPath, encoded, preview])
      await fs.promises.rm(file, { force: true });
  }
}
