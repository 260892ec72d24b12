import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useMayCall } from '../../utils/useMayCall';
import {
  recordPath,
  useGetDraftQuery,
  useLazyGetDraftQuery,
  useSaveDraftMutation,
  type Publication,
  type PublicationTarget,
  type WithPublication,
} from './publicationApi';
import { publicationPaths } from '../../../shared/publication/rules';
import { staleCurrentOf } from '../../utils/recordVersion';

/**
 * The record an existing record's page edits (docs/product.md#publishing): its draft in place when it has one
 * (and the user may read drafts), else the live record; `publication` is always the live record's.
 */
export function useRecordWithDraft<R extends object>(
  target: PublicationTarget | undefined,
  live: WithPublication<R> | undefined,
): { record: WithPublication<R> | undefined; isLoading: boolean } {
  const may = useMayCall();
  const hasDraft =
    target !== undefined &&
    Boolean(live?.publication?.has_draft) &&
    may('GET', `${recordPath(target)}${publicationPaths.draft}`);
  const draft = useGetDraftQuery(hasDraft ? target : skipToken);
  // The record last shown: while a draft that has just appeared loads (after the first Save draft, or a
  // restore), the form stays on it rather than giving way to a spinner; it takes the draft up when it comes.
  const lastRef = useRef<WithPublication<R> | undefined>(undefined);
  let record: WithPublication<R> | undefined;
  if (!hasDraft || !live || draft.isError) record = live;
  else if (draft.data !== undefined)
    record = { ...(draft.data.data as R), publication: live.publication };
  else record = lastRef.current;
  lastRef.current = record;
  return { record, isLoading: record === undefined && hasDraft };
}

/**
 * How an existing record's form saves (docs/product.md#publishing): a published record's changes go to its
 * draft (`asDraft`), an unpublished one's to the record itself as before. A stale draft save answers the
 * merge dialog with the draft as it is now (the 412 carries the live record), so the comparison is of drafts.
 */
export function useDraftSave(
  target: PublicationTarget | undefined,
  publication: Publication | undefined,
) {
  const may = useMayCall();
  const [saveDraft] = useSaveDraftMutation();
  const [readDraft] = useLazyGetDraftQuery();
  const asDraft =
    target !== undefined &&
    publication?.status === 'published' &&
    may('PUT', `${recordPath(target)}${publicationPaths.draft}`);
  const save = async (body: object, version: number | undefined) => {
    if (!target) throw new Error('No record to save a draft of');
    try {
      return await saveDraft({ target, body, version }).unwrap();
    } catch (error) {
      const current = staleCurrentOf(error);
      if (!current) throw error;
      // Read afresh (not from the cache); without a draft any more, the live record it carries stays.
      const fresh = await readDraft(target)
        .unwrap()
        .then((answer) => answer.data)
        .catch(() => undefined);
      if (!fresh) throw error;
      throw { ...(error as object), data: { ...(error as { data: object }).data, current: fresh } };
    }
  };
  return { asDraft, save };
}

interface Unwrappable {
  unwrap: () => Promise<unknown>;
}

/**
 * The save of a form that adds or edits a record with a published flag (developers, projects, team members):
 * a new record is created as its form says; on an existing record's page the bar publishes, so the save keeps
 * the live flag and goes to the draft or to the record, as `draft` (useDraftSave) decides.
 */
export function saveKeepingLiveFlag<Body extends { is_published: boolean }>(
  body: Body,
  version: number | undefined,
  record: { id: number; is_published: boolean } | undefined,
  draft: ReturnType<typeof useDraftSave>,
  create: (body: Body) => Unwrappable,
  update: (args: { id: number; body: Body; version?: number }) => Unwrappable,
): Promise<unknown> {
  if (!record) return create(body).unwrap();
  const kept = { ...body, is_published: record.is_published };
  return draft.asDraft
    ? draft.save(kept, version)
    : update({ id: record.id, body: kept, version }).unwrap();
}
