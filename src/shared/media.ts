/**
 * What uploads may be (quality.md, Input → Uploads), shared so the client can refuse a file before sending
 * it. The server decides from the file's bytes; these tables only say what is allowed and how big.
 */
import { Type, type Static } from 'typebox';
import { MediaSchema } from './auth';

export * from './mediaRules';

export const MediaUploadResponseSchema = Type.Object({ data: MediaSchema });
export type MediaUploadResponse = Static<typeof MediaUploadResponseSchema>;
