/**
 * Column builders for the content lists, so each page states only what is its own. Titles are
 * FormattedMessage elements: the columns can then be module constants, built once, in any locale.
 */
import type { TableColumnType } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Media } from '../../../shared/common/schemas';
import type { Translatable } from '../../../shared/common/translatable';
import { NameCell, StatusTags, Thumbnail, Translated, lacksArabic } from './cells';
import type { ListRow } from './types';

type Column<T> = TableColumnType<T>;

export const heading = (id: string) => <FormattedMessage id={id} />;

export const imageColumn = <T,>(
  titleId: string,
  media: (row: T) => Media | null,
  round = false,
): Column<T> => ({
  key: 'image',
  title: heading(titleId),
  width: 72,
  render: (_value, row) => <Thumbnail media={media(row)} round={round} />,
});

/** The name, linking to the record; `shown` lists the row's other translatables the list displays. */
export const nameColumn = <T extends ListRow>(
  basePath: string,
  shown: (row: T) => Translatable[] = () => [],
): Column<T> => ({
  key: 'name',
  title: heading('list.column.name'),
  sorter: true,
  render: (_value, row) => (
    <NameCell
      to={`${basePath}/${row.id}`}
      name={row.name}
      missingArabic={lacksArabic(row.name, ...shown(row))}
    />
  ),
});

export const translatedColumn = <T,>(
  key: string,
  titleId: string,
  value: (row: T) => Translatable,
): Column<T> => ({
  key,
  title: heading(titleId),
  render: (_value, row) => <Translated value={value(row)} />,
});

/** Published or Draft, and Featured for the resources that have it. */
export const statusColumn = <T extends ListRow & { is_featured?: boolean }>(): Column<T> => ({
  key: 'status',
  title: heading('list.column.status'),
  render: (_value, row) => <StatusTags published={row.is_published} featured={row.is_featured} />,
});

export const updatedColumn = <T extends { updated_at: string }>(): Column<T> => ({
  key: 'updated_at',
  title: heading('list.column.updated'),
  render: (_value, row) => <FormattedDate value={row.updated_at} dateStyle="medium" />,
});
