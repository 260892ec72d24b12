/**
 * Builds a multipart/form-data body by hand for app.inject, so tests control every byte a browser (or an
 * attacker) could send: file names, declared types, extra fields, several files.
 */
import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
}

export function multipartBody(parts: FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----realty${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined || part.contentType) {
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    }
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form with one file in the `file` field, as the admin's upload control sends it. */
export function fileForm(
  filename: string,
  bytes: Buffer,
  extra: FormPart[] = [],
  contentType = 'application/octet-stream',
) {
  const parts = [...extra, { name: 'file', value: bytes, filename, contentType }];
  return { parts, ...multipartBody(parts) };
}
