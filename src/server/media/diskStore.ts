/**
 * Media on the local disk, under DATA_DIR/media: one instance, or several sharing one network folder.
 * A file's ETag is the SHA-256 of its bytes, written beside it (`.etag/<name>`) when stored, or on first
 * use for files stored before there were ETags.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStore, StoredObject } from './mediaStore';
import { mediaDir } from './storage';

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export function createDiskStore(dataDir: string): MediaStore {
  const dir = mediaDir({ dataDir });
  // Beside the files, so storing one is a rename on the same filesystem.
  const tmpDir = path.join(dir, '.tmp');
  const etagDir = path.join(dir, '.etag');
  const fileOf = (name: string) => path.join(dir, name);

  async function etagOf(name: string): Promise<string> {
    const sidecar = path.join(etagDir, name);
    const known = await fs.promises.readFile(sidecar, 'utf8').catch(() => null);
    if (known) return known;
    const hex = await hashFile(fileOf(name));
    await fs.promises.mkdir(etagDir, { recursive: true });
    await fs.promises.writeFile(sidecar, hex);
    return hex;
  }

  return {
    kind: 'disk',
    tmpDir,
    async put(name, localPath) {
      await fs.promises.mkdir(etagDir, { recursive: true });
      const hex = await hashFile(localPath);
      // Same filesystem as the temporary folder: the rename is atomic, a reader never sees half a file.
      await fs.promises.rename(localPath, fileOf(name));
      await fs.promises.writeFile(path.join(etagDir, name), hex);
    },
    async stat(name): Promise<StoredObject | null> {
      const stat = await fs.promises.stat(fileOf(name)).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        size: stat.size,
        etag: `"${(await etagOf(name)).slice(0, 40)}"`,
        lastModified: stat.mtime,
      };
    },
    async read(name, range) {
      return fs.createReadStream(fileOf(name), range ? { start: range.start, end: range.end } : {});
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
      await fs.promises.rm(path.join(etagDir, name), { force: true });
    },
    async *list() {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const stat = await fs.promises.stat(fileOf(entry.name)).catch(() => null);
        if (stat) yield { name: entry.name, lastModified: stat.mtime };
      }
    },
    async check() {
      await fs.promises.mkdir(tmpDir, { recursive: true });
      await fs.promises.access(dir, fs.constants.W_OK);
    },
    async close() {},
  };
}
