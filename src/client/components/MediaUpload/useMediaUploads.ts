import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Media } from '../../../shared/common/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sessionExpired } from '../../app/sessionEvents';
import { translateServerMessage } from '../../utils/serverMessage';
import { precheck, type MediaClass } from './mediaRules';
import { UploadError, uploadMedia } from './uploadMedia';

/** A file on its way up, or one that was refused (then `error` says why and the user dismisses it). */
export interface PendingUpload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

let nextKey = 1;

interface Options {
  accept: readonly MediaClass[];
  collection?: string;
  /** `order` says when the file was chosen: files chosen together keep their order whatever ends first. */
  onUploaded: (media: Media, order: number) => void;
}

export function useMediaUploads({ accept, collection, onUploaded }: Options) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  // Leaving the page stops the uploads nobody will attach (the server drops orphans after 24 h anyway).
  useEffect(() => {
    const current = aborts.current;
    return () => current.forEach((abort) => abort());
  }, []);

  const update = (key: string, change: Partial<PendingUpload> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((item) => item.key !== key)
        : list.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const messageOf = useCallback(
    (error: unknown, name: string) => {
      const status = error instanceof UploadError ? error.status : 0;
      if (status === 401) dispatch(sessionExpired());
      if (status === 413) return intl.formatMessage({ id: 'media.error.tooLarge' }, { name });
      if (status === 415) return intl.formatMessage({ id: 'media.error.unsupported' }, { name });
      if (status === 422 && error instanceof UploadError && error.message)
        return translateServerMessage(intl, error.message);
      return intl.formatMessage({ id: 'errors.upload' });
    },
    [dispatch, intl],
  );

  const start = (file: File) => {
    const order = nextKey++;
    const key = `upload-${order}`;
    const refusal = precheck(file, accept);
    const error = refusal ? intl.formatMessage({ id: refusal.id }, refusal.values) : undefined;
    setPending((list) => [...list, { key, name: file.name, progress: 0, error }]);
    if (refusal) return;
    const upload = uploadMedia({
      file,
      collection,
      token,
      onProgress: (progress) => update(key, { progress }),
    });
    aborts.current.set(key, upload.abort);
    upload.promise.then(
      (media) => {
        aborts.current.delete(key);
        update(key, null);
        onUploadedRef.current(media, order);
      },
      (cause: unknown) => {
        aborts.current.delete(key);
        if (cause instanceof UploadError && cause.status === -1) return;
        update(key, { error: messageOf(cause, file.name) });
      },
    );
  };

  /** Removes a refused file's tile, or cancels an upload still running. */
  const dismiss = (key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    update(key, null);
  };

  const refuse = (name: string, error: string) =>
    setPending((list) => [...list, { key: `upload-${nextKey++}`, name, progress: 0, error }]);

  return { pending, start, dismiss, refuse };
}
