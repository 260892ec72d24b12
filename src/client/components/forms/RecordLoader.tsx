import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import NotFound from '../NotFound';
import { PageLoader } from '../PageLoader';

interface Props {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** An edit page's record: a spinner while it loads, 'Page Not Found!' for an unknown id, else the form. */
export function RecordLoader({ isLoading, error, onRetry, children }: Props) {
  const intl = useIntl();
  if (isLoading) return <PageLoader />;
  if (error) {
    if ((error as { status?: unknown }).status === 404) return <NotFound />;
    return (
      <Result
        status="error"
        title={intl.formatMessage({ id: 'errors.getData' })}
        extra={<Button onClick={onRetry}>{intl.formatMessage({ id: 'form.retry' })}</Button>}
      />
    );
  }
  return children;
}

/** `/x/add` (or a route without :id) adds; a positive integer edits; anything else is not a record. */
export function parseRecordId(param: string | undefined): number | 'add' | 'invalid' {
  if (param === undefined || param === 'add') return 'add';
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 'invalid';
}
