/**
 * Where stored media files live: one interface, two drivers — the local disk (DATA_DIR/media, the default)
 * or an S3-compatible bucket (S3_BUCKET set), so several instances see the same files
 * (docs/operations.md#object-storage). Names are always the pipeline's own (`<uuid>.<ext>`); files never
 * change once stored, so an object's ETag is a hash of its content, the same from every instance.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** A quoted strong validator derived from the content. */
  etag: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** A local folder for files being received or processed, before `put` takes them. */
  readonly tmpDir: string;
  /** Stores a finished local file under `name` and removes the local file. */
  put(name: string, localPath: string, contentType: string): Promise<void>;
  stat(name: string): Promise<StoredObject | null>;
  /** The object's bytes, or the given range of them. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Removes objects; one already gone is fine. */
  remove(name: string): Promise<void>;
  /** Every stored name with its age, for the cleanup of strays and for migrations between stores. */
  list(): AsyncIterable<{ name: string; lastModified: Date }>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}
