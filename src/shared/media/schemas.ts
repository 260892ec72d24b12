/**
 * What uploads may be (docs/security.md#uploads), shared so the client can refuse a file before sending
 * it. The server decides from the file's bytes; these tables only say what is allowed and how big.
 */
import { Type, type Static } from 'typebox';
import { MediaSchema } from '../common/schemas';

export * from './rules';

export const MediaUploadResponseSchema = Type.Object({ data: MediaSchema });
export type MediaUploadResponse = Static<typeof MediaUploadResponseSchema>;
