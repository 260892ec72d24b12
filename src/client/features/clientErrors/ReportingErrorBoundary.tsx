import { useCallback, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ClientErrorReport } from '../../../shared/clientErrors/rules';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { clientErrorsApi } from './clientErrorsApi';

/**
 * The route error boundary, reporting to POST /api/admin/client-errors (docs/api.md#client-errors): on a
 * rendering error the app sends an error report. The components layer cannot reach the API, so the report
 * is wired here.
 */
export function ReportingErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);

  const report = useCallback(
    async (body: ClientErrorReport) => {
      // The endpoint needs a session; without one (e.g. /login) the report could only be refused.
      if (!signedIn) return;
      // Untracked: a report leaves no mutation entry behind in the store.
      await dispatch(
        clientErrorsApi.endpoints.reportClientError.initiate(body, { track: false }),
      ).unwrap();
    },
    [dispatch, signedIn],
  );

  return <RouteErrorBoundary report={report}>{children}</RouteErrorBoundary>;
}
