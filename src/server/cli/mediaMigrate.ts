/**
 * `npm run media:migrate`: copies the media on this machine's disk (DATA_DIR/media) into the configured
 * bucket (S3_BUCKET …), before the installation's instances start serving from it
 * (docs/operations.md#object-storage). Run it again at any time: what is already there is skipped.
 */
import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { copyMedia } from '../media/copyMedia';
import { createDiskStore } from '../media/diskStore';
import { createMediaStore } from '../media/createMediaStore';
import { storedFiles } from '../uploads/mediaRepository';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3)
    throw new Error('S3_BUCKET is not set: there is no bucket to copy the media into.');
  const db = createDb(config);
  const source = createDiskStore(config.dataDir);
  const target = createMediaStore(config);
  try {
    const report = await copyMedia(storedFiles(db), source, target);
    console.log(
      `Copied ${report.copied} file(s) into ${config.s3.bucket}; ${report.present} already there.`,
    );
    if (report.missing.length > 0)
      console.warn(`Not on this disk (skipped): ${report.missing.join(', ')}`);
  } finally {
    await Promise.all([db.destroy(), source.close(), target.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
