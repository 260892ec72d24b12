import { Suspense, useEffect, useState } from 'react';
import type { ErrorDetails } from '../utils/errorDetails';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { dismissUnexpected, subscribeUnexpected } from './unexpectedErrors';

// The dialog (antd Modal) loads with the first unexpected failure, not with every page.
const ErrorDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "error-dialog" */ './ErrorDialog'),
  'error-dialog',
);

/** Shows the generic error dialog for the failure reported last (components/unexpectedErrors.ts). */
export function UnexpectedErrorHost() {
  const [details, setDetails] = useState<ErrorDetails | null>(null);
  useEffect(() => subscribeUnexpected(setDetails), []);
  if (!details) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog open onClose={dismissUnexpected} {...details} />
    </Suspense>
  );
}
