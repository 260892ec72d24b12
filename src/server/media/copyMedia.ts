/**
 * Copies stored files from one media store to another — the local disk to a bucket when an installation
 * moves to object storage (`npm run media:migrate`, docs/operations.md#object-storage). Files already in the
 * target are skipped, so a copy that stopped half-way is simply run again; the source is left as it was.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStore } from './mediaStore';

export interface CopyReport {
  copied: number;
  present: number;
  /** Named by a media row but absent from the source. */
  missing: string[];
}

export async function copyMedia(
  files: AsyncIterable<{ name: string; contentType: string }>,
  source: MediaStore,
  target: MediaStore,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, missing: [] };
  await fs.promises.mkdir(target.tmpDir, { recursive: true });
  for await (const { name, contentType } of files) {
    if (await target.stat(name)) {
      report.present += 1;
      continue;
    }
    if (!(await source.stat(name))) {
      report.missing.push(name);
      continue;
    }
    // put() takes a finished local file; it removes it once stored.
    const local = path.join(target.tmpDir, `copy-${randomUUID()}`);
    try {
      await pipeline(await source.read(name), fs.createWriteStream(local));
      await target.put(name, local, contentType);
    } finally {
      await fs.promises.rm(local, { force: true });
    }
    report.copied += 1;
  }
  return report;
}
