/**
 * File work of backups and restores (docs/operations.md#backups): copies that count and hash what they
 * write and sync it to disk, so a backup said to be done survives a power cut and a restore can prove
 * that what it puts back is what was backed up.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

async function sync(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Syncs a folder's entries (a rename or a new file in it), where the platform allows it. */
export async function syncDir(dir: string): Promise<void> {
  await sync(dir).catch(() => undefined);
}

/** Copies `source` to `target` (which must not exist), synced; answers the size and SHA-256 of the bytes. */
export async function copyHashed(source: string, target: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(fs.createReadStream(source), tap, fs.createWriteStream(target, { flags: 'wx' }));
  await sync(target);
  return { bytes, sha256: hash.digest('hex') };
}

export async function digestOf(file: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A moment as a name part: `2026-05-04T10-20-30Z`. */
export function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}
