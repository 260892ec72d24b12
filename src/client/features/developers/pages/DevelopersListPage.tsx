import type { TableColumnType } from 'antd';
import { FormattedNumber } from 'react-intl';
import { adminPaths } from '../../../../shared/common/apiPaths';
import type { Developer } from '../../../../shared/content/developers';
import { screenPath } from '../../../../shared/screens';
import {
  ResourceList,
  heading,
  imageColumn,
  nameColumn,
  statusColumn,
  updatedColumn,
} from '../../../components/ResourceList';
import {
  useDeleteDeveloperMutation,
  useListDevelopersQuery,
  useReorderDevelopersMutation,
} from '../developersApi';

const BASE_PATH = screenPath('developers');

const columns: TableColumnType<Developer>[] = [
  imageColumn('developers.list.logo', (row) => row.logo),
  nameColumn(BASE_PATH),
  {
    key: 'projects_count',
    title: heading('developers.list.projectsCount'),
    sorter: true,
    align: 'end',
    render: (_value, row) => <FormattedNumber value={row.projects_count} />,
  },
  {
    key: 'established_year',
    title: heading('developers.list.establishedYear'),
    sorter: true,
    render: (_value, row) =>
      row.established_year === null ? (
        '—'
      ) : (
        // A year is not a quantity: no "1,997".
        <FormattedNumber value={row.established_year} useGrouping={false} />
      ),
  },
  statusColumn(),
  updatedColumn(),
];

const screen = { messages: 'developers.list', basePath: BASE_PATH, apiPath: adminPaths.developers };
const resource = {
  useList: useListDevelopersQuery,
  useDelete: useDeleteDeveloperMutation,
  useReorder: useReorderDevelopersMutation,
};

/** /developers: the real-estate developers shown on the public website, in their public order. */
export default function DevelopersListPage() {
  return <ResourceList<Developer> {...screen} resource={resource} columns={columns} />;
}
