import { useRef, type ReactNode } from 'react';
import { RecordLoader } from '../forms/RecordLoader';
import { PendingEditsSlot, type PendingEdits } from './pendingEdits';
import { PublicationBar } from './PublicationBar';
import type { PublicationTarget, WithPublication } from './publicationApi';
import { useRecordWithDraft } from './publicationRecord';

interface Props<R> {
  target: PublicationTarget;
  /** The record's query (its GET answers the record with its publication). */
  query: {
    data?: { data: WithPublication<R> };
    isLoading: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** The form, given the record to edit: its draft in place when it has one. */
  children: (record: WithPublication<R>) => ReactNode;
}

/**
 * An existing record's page body (docs/product.md#publishing): the record loaded (with its draft when it
 * has one), the publication bar, then the form, which hands the bar its unsaved edits (PendingEditsSlot).
 */
export function PublishedRecordLoader<R extends { version: number }>({
  target,
  query,
  children,
}: Props<R>) {
  const live = query.data?.data;
  const { record, isLoading } = useRecordWithDraft(target, live);
  const pendingEdits = useRef<PendingEdits | null>(null);
  return (
    <RecordLoader
      isLoading={query.isLoading || isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {live && record && (
        <PendingEditsSlot.Provider value={pendingEdits}>
          {live.publication && (
            <PublicationBar target={target} publication={live.publication} version={live.version} />
          )}
          {children(record)}
        </PendingEditsSlot.Provider>
      )}
    </RecordLoader>
  );
}
