import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { lazyWithRetry } from '../../utils/lazyWithRetry';
import { PageLoader } from '../PageLoader';

// antd Result and its illustrations (≈5 kB gzip) load only when a record cannot be shown.
const RecordProblem = lazyWithRetry(
  () => import(/* webpackChunkName: "record-problem" */ './RecordProblem'),
  'record-problem',
);

interface Props {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** The record's query answered 404: the page shows only 'Page Not Found!', without its header. */
export const isNotFound = (error: unknown) =>
  Boolean(error) && (error as { status?: unknown }).status === 404;

/** 'Page Not Found!' for an edit page whose id is no record. */
export function RecordNotFound() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RecordProblem />
    </Suspense>
  );
}

/** An edit page's record: a spinner while it loads, 'Page Not Found!' for an unknown id, else the form. */
export function RecordLoader({ isLoading, error, onRetry, children }: Props) {
  // The record arrives as an urgent store update, which would render the whole form in one long task; the
  // spinner stays for that update and the form follows as a transition, rendered in slices.
  const loading = useDeferredValue(isLoading);
  if (loading) return <PageLoader />;
  if (error) {
    if (isNotFound(error)) return <RecordNotFound />;
    return (
      <Suspense fallback={<PageLoader />}>
        <RecordProblem onRetry={onRetry} />
      </Suspense>
    );
  }
  return children;
}

/** `/x/add` (or a route without :id) adds; a positive integer edits; anything else is not a record. */
export function parseRecordId(param: string | undefined): number | 'add' | 'invalid' {
  if (param === undefined || param === 'add') return 'add';
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 'invalid';
}
