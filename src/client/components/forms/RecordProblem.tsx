import { Button, Result } from 'antd';
import { useIntl } from 'react-intl';
import NotFound from '../NotFound';

/** What an edit page shows instead of its form: 'Page Not Found!' or 'Failed to Get Data' with a retry. */
export default function RecordProblem({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  if (!onRetry) return <NotFound />;
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'errors.getData' })}
      extra={<Button onClick={onRetry}>{intl.formatMessage({ id: 'form.retry' })}</Button>}
    />
  );
}
