import type { TableColumnType } from 'antd';
import type { DragEvent } from 'react';
import type { IntlShape } from 'react-intl';
import { ReorderHandle } from './ReorderHandle';
import type { BaseRow } from './types';
import type { useRowReorder } from './useRowReorder';

/** Shows the URL's `sort` (`field` / `-field`) on the column whose key is that field. */
export function withServerSort<T>(columns: TableColumnType<T>[], sort = ''): TableColumnType<T>[] {
  return columns.map((column) => {
    if (!column.sorter) return column;
    const key = String(column.key);
    const order = sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null;
    return { ...column, sortOrder: order };
  });
}

/** The column with each row's drag handle and move buttons. */
export function reorderColumn<T extends BaseRow>(
  intl: IntlShape,
  reorder: ReturnType<typeof useRowReorder<T>>,
  rowName: (row: T) => string,
): TableColumnType<T> {
  return {
    key: 'reorder',
    title: intl.formatMessage({ id: 'list.reorder.column' }),
    width: 112,
    render: (_value, row, index) => (
      <ReorderHandle
        index={index}
        count={reorder.rows.length}
        name={rowName(row)}
        onDragStart={reorder.dragHandlers.start}
        onDragEnd={reorder.dragHandlers.end}
        onMove={reorder.move}
      />
    ),
  };
}

/** The row's drop-target handlers (only while reordering is possible). */
export function reorderRowProps<T extends BaseRow>(
  reorder: ReturnType<typeof useRowReorder<T>>,
  row: T,
) {
  const index = reorder.rows.indexOf(row);
  return {
    onDragOver: (event: DragEvent<HTMLElement>) => reorder.dragHandlers.over(index, event),
    onDrop: (event: DragEvent<HTMLElement>) => reorder.dragHandlers.drop(index, event),
    className: reorder.drag?.over === index ? 'resource-list__row--drop-target' : undefined,
  };
}
