/** The configured media store: the S3-compatible bucket when S3_BUCKET is set, else the local disk. */
import path from 'node:path';
import type { Config } from '../config';
import { createDiskStore } from './diskStore';
import type { MediaStore } from './mediaStore';
import { createS3Store } from './s3Store';

export function createMediaStore(config: Pick<Config, 's3' | 'dataDir'>): MediaStore {
  return config.s3
    ? createS3Store(config.s3, path.join(config.dataDir, 'uploads-in-progress'))
    : createDiskStore(config.dataDir);
}
