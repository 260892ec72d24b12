import { Table, type TableColumnType, type TableProps } from 'antd';
import { useAccessibleTable } from '../useAccessibleTable';
import { isValidElement, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES, useListParams } from '../../utils/useListParams';
import { PageLoader } from '../PageLoader';
import { ListPager } from './ListPager';
import { ListEmptyState, ListErrorState } from './ListStates';
import { PublishedFilter } from './filters';
import { ListToolbar } from './ListToolbar';
import { ColumnChooser } from './ColumnChooser';
import { FiltersPopover } from './FiltersPopover';
import { useColumnChoice } from './useColumnChoice';
import { rowActionsColumn } from './RowActions';
import { reorderColumn, reorderRowProps, withServerSort } from './tableColumns';
import { useTranslated } from './cells';
import type { BaseRow, ResourceHooks } from './types';
import { useDeleteRows } from './useDeleteRows';
import { useExportCsv } from './useExportCsv';
import { useRowReorder } from './useRowReorder';
import { useMayCall } from '../../utils/useMayCall';
import './ResourceList.css';

const NO_ROWS: readonly never[] = [];

export interface ResourceListProps<T extends BaseRow> {
  /** Message id prefix of the page: `<messages>.title`, `.description` and `.new` must exist. */
  messages: string;
  /** The screen's route: rows open `<basePath>/<id>`, "new" opens `<basePath>/add`. */
  basePath: string;
  /** The admin API path of the resource (its CSV export is `<apiPath>/export.csv`). */
  apiPath: string;
  resource: ResourceHooks<T>;
  /** Columns whose `key` is a sort field and that set `sorter: true` sort on the server. */
  columns: TableColumnType<T>[];
  /** Filters besides publication (which every content list has); a function receives the rows shown. */
  filters?: ReactNode | ((rows: readonly T[]) => ReactNode);
  /** Content lists filter on publication; leads have none (default true). */
  publicationFilter?: boolean;
  /** Whether the list offers a CSV export (default true, when the role may call it). */
  exportable?: boolean;
  /** Leads are not created in the admin: no "new" button (default true). */
  creatable?: boolean;
  /** The open link's text and label message ids (default Edit / Edit {name}). */
  openLabel?: { text: string; row: string };
  /** A class for a row (leads: unread rows are bold). */
  rowClassName?: (row: T) => string;
  /** Actions on the selected rows besides delete; `done` clears the selection. */
  selectionActions?: (ids: number[], done: () => void) => ReactNode;
  /** Column keys hidden until the user shows them (docs/product.md#lists): the list fits 1 280 px. */
  defaultHidden?: readonly string[];
  /** Column keys the chooser never hides (default the name); the actions column always stays. */
  lockedColumns?: readonly string[];
  /** A view switch shown in the toolbar itself, not under "Filters" (leads: All / Mine / Unassigned). */
  views?: ReactNode;
  /** The `filter[…]` names the views set: not counted, nor cleared, as filters. */
  viewFilters?: readonly string[];
  /**
   * On a phone (≤ 576 px) each row shows as a card, laid out by the page's stylesheet from the cells'
   * `resource-list__cell--<key>` classes, each cell labelled by its column's title (`data-label`), with
   * no sideways scroll (docs/product.md#lists).
   */
  cards?: boolean;
}

const NONE: readonly string[] = [];

/**
 * A card's cells: a class and a grid area named by the column's key (the selection box's is `select`), and
 * a label, the title's text (a `heading(id)` element). The grid area means nothing to a table cell.
 */
function asCardCells<T>(columns: TableColumnType<T>[], label: (id: string) => string) {
  return columns.map((column) => {
    const { title } = column;
    const id = isValidElement<{ id?: unknown }>(title) ? title.props.id : undefined;
    const text = typeof id === 'string' ? label(id) : typeof title === 'string' ? title : '';
    return {
      ...column,
      className: `resource-list__cell--${String(column.key)}`,
      onCell: (row: T, index?: number) => {
        const own = column.onCell?.(row, index);
        const style = { ...own?.style, gridArea: String(column.key) };
        return { ...own, style, 'data-label': text } as object;
      },
    };
  });
}
const NAME_ONLY: readonly string[] = ['name'];

/**
 * The admin list of docs/product.md#lists, shared by every content resource: server-side pagination,
 * sorting, search and filters kept in the URL; selection with bulk delete; CSV export of the filtered set;
 * drag-and-drop (and keyboard) reordering while the list is in its stored order.
 */
export function ResourceList<T extends BaseRow>(props: ResourceListProps<T>) {
  const { messages, basePath, resource, creatable = true } = props;
  const { viewFilters = NONE, lockedColumns = NAME_ONLY } = props;
  // One choice per list, named by its route ("/consulting-forms" → "consulting-forms").
  const columnChoice = useColumnChoice(basePath.replace(/^\//, ''), props.defaultHidden ?? NONE);
  const intl = useIntl();
  const translated = useTranslated();
  const rowName = (row: T) => (typeof row.name === 'string' ? row.name : translated(row.name));
  const list = useListParams();
  const { params } = list;
  const query = resource.useList(params);
  const result = query.data;
  const { deleteRows, contextHolder } = useDeleteRows(resource.useDelete, resource.useBulkDelete);
  const { exportCsv, exporting } = useExportCsv(props.apiPath, params);
  const reorder = useRowReorder(result?.data, resource.useReorder);
  // The store's answer re-renders urgently, in one task; the table's rows follow as a transition, in slices
  // the browser can interleave (the first page's rows: from 350 ms blocked to a few short tasks).
  const rows = useDeferredValue(result ? reorder.rows : NO_ROWS);
  const rowsPending = rows !== (result ? reorder.rows : NO_ROWS);
  // Until the first rows are ready, a loader stands in for the table: a header drawn before its rows would
  // be laid out again by them, the columns widening under the reader's eyes (a layout shift).
  const firstLoad = rows === NO_ROWS;
  const [selected, setSelected] = useState<number[]>([]);
  // Only rows on screen count as selected: a deleted row, or one on another page, is never deleted unseen.
  const visibleSelection = selected.filter((id) => reorder.rows.some((row) => row.id === id));

  const { setPage } = list;
  useEffect(() => {
    // Deleting the last rows of the last page leaves the user past the end: go to the new last page.
    if (result && result.data.length === 0 && result.meta.total > 0 && (params.page ?? 1) > 1)
      setPage(result.meta.last_page, result.meta.per_page);
  }, [params.page, result, setPage]);

  // What the role may do here (src/shared/permissions.ts): no button the server would refuse.
  const may = useMayCall();
  const canDelete = may('DELETE', `${props.apiPath}/1`);
  const canReorder =
    list.isNaturalOrder &&
    resource.useReorder !== undefined &&
    may('POST', `${props.apiPath}/reorder`);

  const removeRows = async (ids: number[]) => {
    const deleted = await deleteRows(ids);
    setSelected((current) => current.filter((id) => !deleted.includes(id)));
  };

  // Rows are selectable only when something can be done with a selection.
  const selectable = canDelete || props.selectionActions !== undefined;

  const columns: TableColumnType<T>[] = [
    ...(canReorder ? [reorderColumn(intl, reorder, rowName)] : []),
    ...withServerSort(
      props.columns.filter(
        (column) =>
          lockedColumns.includes(String(column.key)) ||
          !columnChoice.hidden.includes(String(column.key)),
      ),
      params.sort,
    ),
    rowActionsColumn<T>(
      intl,
      basePath,
      rowName,
      canDelete ? (row) => removeRows([row.id]) : undefined,
      props.openLabel,
    ),
  ];

  const shownColumns = props.cards
    ? asCardCells(columns, (id) => intl.formatMessage({ id }))
    : columns;

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const key = sorter.order ? String(sorter.columnKey) : undefined;
    list.setSort(key && (sorter.order === 'descend' ? `-${key}` : key));
  };

  const tableArea = useAccessibleTable<HTMLElement>(
    intl.formatMessage({ id: `${messages}.title` }),
  );

  return (
    <section
      ref={tableArea}
      className={props.cards ? 'resource-list resource-list--cards' : 'resource-list'}
      aria-labelledby="resource-list-title"
    >
      {contextHolder}
      <header className="resource-list__header">
        <h1 id="resource-list-title" className="resource-list__title">
          {intl.formatMessage({ id: `${messages}.title` })}
        </h1>
        <p className="resource-list__description">
          {intl.formatMessage({ id: `${messages}.description` })}
        </p>
      </header>
      <ListToolbar
        search={params.search ?? ''}
        onSearch={list.setSearch}
        views={props.views}
        filters={
          <FiltersPopover
            activeCount={
              Object.keys(params.filter ?? {}).filter((name) => !viewFilters.includes(name)).length
            }
            onClear={() => list.clearFilters(viewFilters)}
          >
            {props.publicationFilter !== false && <PublishedFilter />}
            {typeof props.filters === 'function' ? props.filters(reorder.rows) : props.filters}
          </FiltersPopover>
        }
        columns={
          <ColumnChooser
            columns={props.columns.map((column) => ({
              key: String(column.key),
              title: column.title as ReactNode,
              locked: lockedColumns.includes(String(column.key)),
            }))}
            hidden={columnChoice.hidden}
            onChange={columnChoice.setHidden}
            onReset={columnChoice.reset}
          />
        }
        selectedCount={visibleSelection.length}
        onDeleteSelected={canDelete ? () => removeRows(visibleSelection) : undefined}
        onExport={
          props.exportable !== false && may('GET', `${props.apiPath}/export.csv`)
            ? exportCsv
            : undefined
        }
        exporting={exporting}
        selectionActions={props.selectionActions?.(visibleSelection, () => setSelected([]))}
        {...(creatable &&
          may('POST', props.apiPath) && {
            newPath: `${basePath}/add`,
            newLabel: intl.formatMessage({ id: `${messages}.new` }),
          })}
      />
      {query.isError && !query.isFetching ? (
        <ListErrorState onRetry={query.refetch} />
      ) : firstLoad ? (
        <PageLoader />
      ) : (
        <Table<T>
          rowKey="id"
          columns={shownColumns}
          dataSource={rows}
          loading={query.isFetching || rowsPending}
          onChange={onChange}
          onRow={(row) => (canReorder ? reorderRowProps(reorder, row) : {})}
          rowClassName={props.rowClassName}
          // As wide as the screen's area, not as its content: cells wrap, and only an unbreakable value
          // (a long e-mail) could still scroll the table, never the page (docs/product.md#lists).
          scroll={{ x: true }}
          tableLayout="auto"
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: visibleSelection,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getTitleCheckboxProps: () => ({
                    'aria-label': intl.formatMessage({ id: 'list.selectAll' }),
                  }),
                  getCheckboxProps: (row) => ({
                    'aria-label': intl.formatMessage({ id: 'list.select' }, { name: rowName(row) }),
                  }),
                }
              : undefined
          }
          locale={{
            emptyText:
              query.isLoading || rowsPending ? (
                ' '
              ) : (
                <ListEmptyState filtered={list.hasConstraints} onClear={list.clearConstraints} />
              ),
          }}
          pagination={false}
        />
      )}
      {/* With its rows, not before them: a pager shown under an empty table would be pushed down. */}
      {result && !rowsPending && result.meta.total > 0 && (
        <ListPager
          current={result.meta.current_page}
          pageSize={params.per_page ?? result.meta.per_page}
          total={result.meta.total}
          totalCapped={result.meta.total_capped}
          pageSizes={PAGE_SIZES}
          onChange={list.setPage}
        />
      )}
    </section>
  );
}
