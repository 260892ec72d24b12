import { ADMIN_PREFIX, adminPaths } from '../../../shared/common/apiPaths';
import type { Media } from '../../../shared/common/schemas';
import { isApiErrorBody } from '../../../shared/common/errors';

const API_BASE_URL = process.env.API_BASE_URL ?? '';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadRequest {
  file: File;
  collection?: string;
  token: string | null;
  onProgress: (percent: number) => void;
}

/**
 * POSTs one file to /api/admin/media. XMLHttpRequest rather than fetch: only it reports upload progress.
 * Returns the promise and an abort function (removing a tile mid-upload, leaving the page).
 */
export function uploadMedia({ file, collection, token, onProgress }: UploadRequest) {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Media>((resolve, reject) => {
    xhr.open('POST', `${API_BASE_URL}${ADMIN_PREFIX}${adminPaths.media}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 201 || xhr.status === 200) {
        const media = (body as { data?: Media } | undefined)?.data;
        if (media && typeof media.id === 'number') return resolve(media);
      }
      reject(new UploadError(xhr.status, isApiErrorBody(body) ? body.message : ''));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.onabort = () => reject(new UploadError(-1, 'aborted'));
    const body = new FormData();
    // The collection first: a streaming multipart parser reads fields in order.
    if (collection) body.append('collection', collection);
    body.append('file', file);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
