/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph), under the `media/` prefix, so
 * every instance serves every file. Uploads stream from the local temporary file (multipart above 8 MB).
 * Checksums are sent and checked only where the API requires them: several S3-compatible servers refuse
 * the newer default trailers.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type * as S3Api from '@aws-sdk/client-s3';
import type * as S3Storage from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import type { MediaStore } from './mediaStore';

const PREFIX = 'media/';

function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as {
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

type Sdk = typeof S3Api & typeof S3Storage;

/** The AWS SDK, loaded on first use: it is a large part of a cold start (docs/performance.md#cold-start). */
const loadSdk = (): Promise<Sdk> =>
  Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
    ([client, storage]) => ({ ...client, ...storage }),
  );

export function createS3Store(s3: S3Config, tmpDir: string): MediaStore {
  let ready: Promise<{ sdk: Sdk; client: S3Api.S3Client }> | undefined;
  const connect = () => (ready ??= loadSdk().then((sdk) => ({ sdk, client: makeClient(sdk) })));
  const makeClient = ({ S3Client }: Sdk) =>
    new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = s3.bucket;
  const key = (name: string) => `${PREFIX}${name}`;

  return {
    kind: 's3',
    tmpDir,
    async put(name, localPath, contentType) {
      const { sdk, client } = await connect();
      const upload = new sdk.Upload({
        client,
        params: {
          Bucket,
          Key: key(name),
          Body: fs.createReadStream(localPath),
          ContentType: contentType,
        },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      await upload.done();
      await fs.promises.rm(localPath, { force: true });
    },
    async stat(name) {
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key(name) }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${name}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(name, range) {
      const { sdk, client } = await connect();
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: key(name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return object.Body as Readable;
    },
    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async *list() {
      const { sdk, client } = await connect();
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket, Prefix: PREFIX })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            name: object.Key.slice(PREFIX.length),
            lastModified: object.LastModified ?? new Date(0),
          };
        }
      }
    },
    async check() {
      await fs.promises.mkdir(tmpDir, { recursive: true });
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    async close() {
      if (ready) (await ready).client.destroy();
    },
  };
}
