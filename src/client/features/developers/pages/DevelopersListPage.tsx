import type { TableColumnType } from 'antd';
import { FormattedDate } from 'react-intl';
import { useIntl } from 'react-intl';
import { adminPaths } from '../../../../shared/apiPaths';
import type { Developer } from '../../../../shared/developers';
import {
  NameCell,
  StatusTags,
  Thumbnail,
  lacksArabic,
  useTranslated,
} from '../../../components/ResourceList/cells';
import { PublishedFilter } from '../../../components/ResourceList/filters';
import { ResourceList } from '../../../components/ResourceList/ResourceList';
import type { ResourceHooks } from '../../../components/ResourceList/types';
import {
  useDeleteDeveloperMutation,
  useListDevelopersQuery,
  useReorderDevelopersMutation,
} from '../developersApi';

const BASE_PATH = '/developers';
const resource: ResourceHooks<Developer> = {
  useList: useListDevelopersQuery,
  useDelete: useDeleteDeveloperMutation,
  useReorder: useReorderDevelopersMutation,
};

/** /developers: the real-estate developers shown on the public website, in their public order. */
export default function DevelopersListPage() {
  const intl = useIntl();
  const translated = useTranslated();
  const title = (id: string) => intl.formatMessage({ id });

  const columns: TableColumnType<Developer>[] = [
    {
      key: 'logo',
      title: title('developers.list.logo'),
      width: 72,
      render: (_value, row) => <Thumbnail media={row.logo} />,
    },
    {
      key: 'name',
      title: title('list.column.name'),
      sorter: true,
      render: (_value, row) => (
        <NameCell
          to={`${BASE_PATH}/${row.id}`}
          name={translated(row.name)}
          missingArabic={lacksArabic(row.name)}
        />
      ),
    },
    {
      key: 'projects_count',
      title: title('developers.list.projectsCount'),
      sorter: true,
      align: 'end',
      render: (_value, row) => intl.formatNumber(row.projects_count),
    },
    {
      key: 'established_year',
      title: title('developers.list.establishedYear'),
      sorter: true,
      render: (_value, row) =>
        row.established_year === null
          ? '—'
          : intl.formatNumber(row.established_year, { useGrouping: false }),
    },
    {
      key: 'status',
      title: title('list.column.status'),
      render: (_value, row) => (
        <StatusTags published={row.is_published} featured={row.is_featured} />
      ),
    },
    {
      key: 'updated_at',
      title: title('list.column.updated'),
      render: (_value, row) => <FormattedDate value={row.updated_at} dateStyle="medium" />,
    },
  ];

  return (
    <ResourceList<Developer>
      messages="developers.list"
      basePath={BASE_PATH}
      apiPath={adminPaths.developers}
      exportName="developers"
      resource={resource}
      columns={columns}
      rowName={(row) => translated(row.name)}
      filters={<PublishedFilter />}
    />
  );
}
