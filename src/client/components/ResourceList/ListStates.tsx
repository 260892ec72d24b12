import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useIntl } from 'react-intl';

/**
 * The list could not be loaded: the binding 'Failed to Get Data' (docs/product.md#binding-texts), and a way
 * to try again. Plain markup rather than antd's Result, whose bundled illustrations cost the list page ≈11 kB
 * gzip (docs/performance.md#bundle).
 */
export function ListErrorState({ onRetry }: { onRetry: () => unknown }) {
  const intl = useIntl();
  return (
    <div className="resource-list__error" role="alert">
      <CloseCircleFilled className="resource-list__error-icon" />
      <p className="resource-list__error-title">{intl.formatMessage({ id: 'errors.getData' })}</p>
      <Button type="primary" onClick={() => onRetry()}>
        {intl.formatMessage({ id: 'list.retry' })}
      </Button>
    </div>
  );
}

/** No rows: either nothing exists yet, or the search and filters exclude everything (then offer to clear). */
export function ListEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const intl = useIntl();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={intl.formatMessage({ id: filtered ? 'list.emptyFiltered' : 'list.empty' })}
    >
      {filtered && (
        <Button onClick={onClear}>{intl.formatMessage({ id: 'list.clearFilters' })}</Button>
      )}
    </Empty>
  );
}
