import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ClientErrorReport } from '../../shared/clientErrors/rules';
import { buildClientErrorReport } from '../utils/clientErrorReport';
import { isChunkLoadError } from '../utils/chunkError';
import { removeLoginShell } from '../utils/loginShell';
import { ChunkErrorFallback, RenderErrorFallback } from './ErrorFallback';

export type ReportClientError = (report: ClientErrorReport) => Promise<unknown> | void;

interface Props {
  children: ReactNode;
  /** Sends the report; its failures (offline, logged out) are swallowed here. */
  report?: ReportClientError;
  /** A new value (the route's location key) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
  hasError: boolean;
}

// React may hand one error to componentDidCatch more than once (e.g. a retried render); report it once.
const reported = new WeakSet<object>();

class ErrorBoundaryCore extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The fallback must be seen: login.html's static card would cover it.
    removeLoginShell();
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const { report } = this.props;
    if (!report) return;
    // The fallback must survive whatever reporting does, synchronously or not.
    try {
      Promise.resolve(report(buildClientErrorReport(error, info.componentStack))).catch(() => {});
    } catch {
      /* swallowed: see above */
    }
  }

  override componentDidUpdate(prevProps: Props, prevState: State) {
    // Only a navigation *after* the fallback showed resets it. A navigation whose own render failed (the
    // router renders it in a transition, so the new key and the error commit together) must keep the
    // fallback, or a failing chunk would be fetched again at once and reported twice.
    if (this.state.hasError && prevState.hasError && prevProps.resetKey !== this.props.resetKey)
      this.reset();
  }

  reset = () => {
    const { error } = this.state;
    // A failed lazy chunk must import afresh; React.lazy alone would rethrow the cached failure.
    if (isChunkLoadError(error)) error.retry?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    const { error, hasError } = this.state;
    if (!hasError) return this.props.children;
    return isChunkLoadError(error) ? (
      <ChunkErrorFallback error={error} onRetry={this.reset} />
    ) : (
      <RenderErrorFallback error={error} onRetry={this.reset} />
    );
  }
}

/**
 * The error boundary around each route (docs/architecture.md#error-boundaries): a fallback screen instead of
 * a blank page, the error reported once, and a fresh start when the user navigates elsewhere.
 */
export function RouteErrorBoundary({ children, report }: Omit<Props, 'resetKey'>) {
  const { key } = useLocation();
  return (
    <ErrorBoundaryCore report={report} resetKey={key}>
      {children}
    </ErrorBoundaryCore>
  );
}
