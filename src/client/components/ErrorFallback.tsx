import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { chunkErrorInfo, type ChunkLoadFailure } from '../utils/chunkError';
import './errorFallback.css';

// Plain elements, no antd: these screens live in the entry chunk (they must show when chunks fail to load)
// and /login's size budget leaves no room for more of antd there.

interface FallbackProps {
  onRetry: () => void;
  title: ReactNode;
  children: ReactNode;
  retryLabel: ReactNode;
}

function Fallback({ onRetry, title, children, retryLabel }: FallbackProps) {
  return (
    <section className="error-fallback" role="alert">
      <h2 className="error-fallback__title">{title}</h2>
      {children}
      <div className="error-fallback__actions">
        <button type="button" className="error-fallback__retry" onClick={onRetry}>
          {retryLabel}
        </button>
        <Link to="/" className="button-link">
          <FormattedMessage id="notFound.backHome" />
        </Link>
      </div>
    </section>
  );
}

/** Rendering failed: a friendly message, the error's own message for the administrator, and a way out. */
export function RenderErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Fallback
      onRetry={onRetry}
      title={<FormattedMessage id="errorBoundary.title" />}
      retryLabel={<FormattedMessage id="errorBoundary.retry" />}
    >
      <p className="error-fallback__text">
        <FormattedMessage id="errorBoundary.description" />
      </p>
      {detail && <code className="error-fallback__detail">{detail}</code>}
    </Fallback>
  );
}

const REASON_IDS: Record<string, string> = {
  timeout: 'chunkError.reason.timeout',
  missing: 'chunkError.reason.missing',
};

/**
 * A lazy chunk (script or style) failed to load: which one, why, and a retry
 * (docs/architecture.md#error-boundaries).
 */
export function ChunkErrorFallback({
  error,
  onRetry,
}: {
  error: ChunkLoadFailure;
  onRetry: () => void;
}) {
  const info = chunkErrorInfo(error);
  const reason = <FormattedMessage id={REASON_IDS[info.type] ?? 'chunkError.reason.network'} />;
  return (
    <Fallback
      onRetry={onRetry}
      title={<FormattedMessage id="chunkError.title" />}
      retryLabel={<FormattedMessage id="chunkError.retry" />}
    >
      <p className="error-fallback__text">
        <FormattedMessage
          id={info.kind === 'style' ? 'chunkError.style' : 'chunkError.script'}
          values={{ chunk: info.chunk, reason }}
        />
      </p>
      {info.url && <code className="error-fallback__detail">{info.url}</code>}
    </Fallback>
  );
}
