/**
 * How media files arrive and leave. Uploads stream to a temporary file in the store's local work folder
 * while their bytes are counted: a 200 MB video never sits in memory, and a file is cut off as soon as it is
 * known to be too large or of a refused kind. The store (disk or bucket) then takes the finished file.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_KINDS,
  mediaMessages,
  type MediaKind,
  type MediaLimits,
} from '../../shared/media/schemas';
import type { Config } from '../config';
import { HttpError, validationError } from '../httpErrors';
import type { MediaStore } from './mediaStore';
import { detectKind, SNIFF_BYTES } from './sniff';

/** Stored names: `<uuid>.<ext>` and `<uuid>.preview.webp`. Nothing else is ever served. */
export const STORED_NAME = /^[0-9a-f-]{36}(\.preview)?\.(jpg|png|webp|gif|mp4|webm|pdf)$/;

/** Where the disk store keeps files (DATA_DIR/media). */
export function mediaDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

export interface RemoveLog {
  warn: (obj: object, msg: string) => void;
}

/** Removes stored files by name; a file already gone is fine, any other failure is logged, never thrown. */
export async function removeMediaFiles(
  store: MediaStore,
  names: readonly (string | null)[],
  log: RemoveLog,
): Promise<void> {
  for (const name of names) {
    if (!name || !STORED_NAME.test(name)) continue;
    await store.remove(name).catch((err: unknown) => {
      log.warn({ err, file: name }, 'could not remove a media file');
    });
  }
}

/** Removes temporary files older than `cutoff` (uploads interrupted before they were stored). */
export async function removeStaleTemporaryFiles(
  store: MediaStore,
  cutoff: Date,
  log: RemoveLog,
): Promise<void> {
  const dir = store.tmpDir;
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (stat.isFile() && stat.mtime < cutoff) await fs.promises.rm(file, { force: true });
    } catch (err) {
      log.warn({ err, file }, 'could not remove a temporary upload');
    }
  }
}

export interface ReceivedFile {
  kind: MediaKind;
  /** The temporary file; the caller moves or deletes it. */
  tmpPath: string;
  size: number;
}

/** Counts bytes, decides the kind from the first ones and fails fast once a limit is known to be passed. */
class UploadMeter extends Transform {
  size = 0;
  kind: MediaKind | null = null;
  private head: Buffer[] = [];

  constructor(
    private readonly fileName: string,
    private readonly limits: MediaLimits,
  ) {
    super();
  }

  private decide(): Error | null {
    this.kind = detectKind(Buffer.concat(this.head), this.fileName);
    this.head = [];
    return this.kind === null
      ? new HttpError(415, mediaMessages.unsupportedType)
      : this.checkSize();
  }

  private checkSize(): Error | null {
    const cls = MEDIA_KINDS[this.kind!].class;
    const max = this.limits.bytes[cls];
    return this.size > max ? new HttpError(413, mediaMessages.tooLarge(cls, max)) : null;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.kind === null) {
      this.head.push(chunk);
      if (this.size < SNIFF_BYTES) return done(null, chunk);
      const error = this.decide();
      return error ? done(error) : done(null, chunk);
    }
    const error = this.checkSize();
    return error ? done(error) : done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) return done(validationError({ file: [mediaMessages.emptyFile] }));
    done(this.kind === null ? this.decide() : null);
  }
}

export async function receiveUpload(
  store: MediaStore,
  stream: Readable,
  fileName: string,
  limits: MediaLimits,
): Promise<ReceivedFile> {
  const tmpPath = path.join(store.tmpDir, `${randomUUID()}.part`);
  const meter = new UploadMeter(fileName, limits);
  // Opened before streaming, so an early refusal cannot race a lazy open that recreates the file after rm.
  const writer = (await fs.promises.open(tmpPath, 'wx')).createWriteStream();
  try {
    await pipeline(stream, meter, writer);
  } catch (error) {
    if (!writer.closed) await once(writer, 'close').catch(() => undefined);
    await fs.promises.rm(tmpPath, { force: true });
    throw error;
  }
  return { kind: meter.kind!, tmpPath, size: meter.size };
}
