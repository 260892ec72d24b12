import { DeleteOutlined, DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Input } from '../antdInput';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedInput } from '../../utils/useDebouncedInput';
import { ButtonLink } from './ButtonLink';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  /** The "Filters" button and its popover. */
  filters?: ReactNode;
  /** A view switch shown beside the search (leads' All / Mine / Unassigned). */
  views?: ReactNode;
  /** The "Columns" chooser. */
  columns?: ReactNode;
  selectedCount: number;
  /** Without it (a role that may not delete), no bulk delete. */
  onDeleteSelected?: () => void;
  /** Without it (a role that may not export), no export button. */
  onExport?: () => void;
  exporting: boolean;
  /** Other actions on the selection (shown beside bulk delete while rows are selected). */
  selectionActions?: ReactNode;
  /** Without it (leads arrive from the website), no "new" button. */
  newPath?: string;
  newLabel?: string;
}

/**
 * Search, views and the "Filters" button on one side; the column chooser, bulk actions, export and "new" on
 * the other (logical, so RTL mirrors it). One row at 1 280 px (docs/product.md#lists).
 */
export function ListToolbar(props: Props) {
  const intl = useIntl();
  const [text, setText] = useDebouncedInput(props.search, props.onSearch);
  const searchLabel = intl.formatMessage({ id: 'list.search' });
  return (
    <div className="resource-list__toolbar">
      <div className="resource-list__filters">
        <Input
          allowClear
          type="search"
          prefix={<SearchOutlined />}
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="resource-list__search"
        />
        {props.views}
        {props.filters}
      </div>
      <div className="resource-list__actions">
        {props.columns}
        {props.selectedCount > 0 && props.selectionActions}
        {props.selectedCount > 0 && props.onDeleteSelected && (
          <Button danger icon={<DeleteOutlined />} onClick={props.onDeleteSelected}>
            {intl.formatMessage({ id: 'list.deleteSelected' }, { count: props.selectedCount })}
          </Button>
        )}
        {props.onExport && (
          <Button icon={<DownloadOutlined />} loading={props.exporting} onClick={props.onExport}>
            {intl.formatMessage({ id: 'list.export' })}
          </Button>
        )}
        {props.newPath && (
          <ButtonLink type="primary" icon={<PlusOutlined />} to={props.newPath}>
            {props.newLabel}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
