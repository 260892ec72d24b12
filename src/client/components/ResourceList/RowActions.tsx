import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnType } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BaseRow } from './types';

/**
 * The last column: Edit (a link to the record) and Delete (with the binding confirmation,
 * docs/product.md#binding-texts), unless the role may not delete.
 */
export function rowActionsColumn<T extends BaseRow>(
  intl: IntlShape,
  basePath: string,
  rowName: (row: T) => string,
  onDelete: ((row: T) => unknown) | undefined,
  /** The open link's text and label ids: `list.edit`/`list.editRow` for content, "Open" for leads. */
  openLabel: { text: string; row: string } = { text: 'list.edit', row: 'list.editRow' },
): TableColumnType<T> {
  return {
    key: 'actions',
    title: intl.formatMessage({ id: 'list.column.actions' }),
    fixed: 'end',
    render: (_value, row) => {
      const name = rowName(row);
      return (
        <Space size="small">
          <Link
            to={`${basePath}/${row.id}`}
            aria-label={intl.formatMessage({ id: openLabel.row }, { name })}
          >
            <EditOutlined /> {intl.formatMessage({ id: openLabel.text })}
          </Link>
          {onDelete && (
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={intl.formatMessage({ id: 'list.deleteRow' }, { name })}
              onClick={() => onDelete(row)}
            />
          )}
        </Space>
      );
    },
  };
}
