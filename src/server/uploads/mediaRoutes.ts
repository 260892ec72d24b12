/**
 * POST /media: one multipart upload (file in `file`, optional `collection`), answered with the stored media.
 * Multipart parsing is registered in this module only, so no other route accepts multipart bodies.
 */
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import {
  DEFAULT_MEDIA_COLLECTION,
  MEDIA_COLLECTION_PATTERN,
  MediaUploadResponseSchema,
  mediaMessages,
} from '../../shared/media/schemas';
import { HttpError, validationError } from '../httpErrors';
import { receiveUpload, type ReceivedFile } from '../media/storage';
import { storeMedia } from './mediaService';
import { mediaToWire } from './mediaWire';

const COLLECTION = new RegExp(MEDIA_COLLECTION_PATTERN);

/** Multipart's own errors, in the contract's terms. */
function fromMultipart(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, serverMessages.payloadTooLarge);
    case 'FST_FILES_LIMIT':
      return validationError({ file: [mediaMessages.oneFile] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new HttpError(422, serverMessages.validationFailed);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, serverMessages.unsupportedMediaType);
  }
  // A disk or permission failure is ours (5xx); anything else came from parsing a malformed body.
  if (error instanceof Error && 'errno' in error) return error;
  return new HttpError(400, serverMessages.malformedBody);
}

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.mediaLimits;
  const largest = Math.max(...Object.values(limits.bytes));
  await app.register(multipart, {
    // A backstop: the upload meter cuts each kind off at its own, lower limit as soon as it knows the kind.
    limits: {
      fileSize: largest + 1,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 256,
      headerPairs: 20,
    },
  });

  app.post(
    adminPaths.media,
    {
      schema: {
        tags: ['media'],
        summary: 'Upload an image, video or PDF (multipart: file, collection?)',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          201: MediaUploadResponseSchema,
          ...Object.fromEntries(
            [400, 401, 413, 415, 422].map((status) => [status, ErrorResponseSchema]),
          ),
        },
      },
    },
    async (request, reply) => {
      // A bodyless POST is a form without its file, not a wrong content type.
      if (!request.isMultipart() && request.headers['content-type'] === undefined) {
        throw validationError({ file: [mediaMessages.fileRequired] });
      }
      let received: (ReceivedFile & { originalName: string }) | undefined;
      let collection = DEFAULT_MEDIA_COLLECTION;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file')
              throw validationError({ [part.fieldname]: [mediaMessages.unknownField] });
            received = {
              ...(await receiveUpload(app.mediaStore, part.file, part.filename, limits)),
              originalName: part.filename,
            };
          } else if (part.fieldname === 'collection') {
            const value = String(part.value);
            if (part.valueTruncated || !COLLECTION.test(value))
              throw validationError({ collection: [mediaMessages.invalidCollection] });
            collection = value;
          } else {
            throw validationError({ [part.fieldname]: [mediaMessages.unknownField] });
          }
        }
      } catch (error) {
        if (received) await fs.promises.rm(received.tmpPath, { force: true });
        throw fromMultipart(error);
      }
      if (!received) throw validationError({ file: [mediaMessages.fileRequired] });

      const row = await storeMedia(
        app.db,
        app.mediaStore,
        limits,
        { received, originalName: received.originalName, collection },
        request.log,
      );
      return reply.code(201).send({ data: mediaToWire(row) });
    },
  );
};

export default mediaRoutes;
