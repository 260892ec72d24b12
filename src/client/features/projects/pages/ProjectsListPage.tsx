import { Tag, type TableColumnType } from 'antd';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { adminPaths } from '../../../../shared/common/apiPaths';
import { handoverQuarter } from '../../../../shared/content/rules';
import type { Project } from '../../../../shared/content/projects';
import { screenPath } from '../../../../shared/screens';
import {
  ResourceList,
  heading,
  imageColumn,
  nameColumn,
  statusColumn,
  translatedColumn,
} from '../../../components/ResourceList';
import { ProjectListFilters } from '../components/ProjectListFilters';
import {
  useDeleteProjectMutation,
  useListProjectsQuery,
  useReorderProjectsMutation,
} from '../projectsApi';

const BASE_PATH = screenPath('projects');
const CONSTRUCTION_COLORS = { off_plan: 'purple', under_construction: 'orange', ready: 'green' };

/** "2027-11" as its quarter ("Q4 2027"), with the digits and words of the UI language. */
function HandoverQuarter({ date }: { date: string | null }) {
  const intl = useIntl();
  const match = /^Q(\d) (\d{4})$/.exec(handoverQuarter(date));
  if (!match) return '—';
  const year = intl.formatNumber(Number(match[2]), { useGrouping: false });
  return intl.formatMessage(
    { id: 'projects.list.quarter' },
    { quarter: intl.formatNumber(Number(match[1])), year },
  );
}

const columns: TableColumnType<Project>[] = [
  imageColumn('projects.list.cover', (row) => row.cover),
  nameColumn(BASE_PATH, (row) => [row.city]),
  translatedColumn('developer', 'projects.list.developer', (row) => row.developer.name),
  translatedColumn('city', 'projects.list.city', (row) => row.city),
  {
    key: 'construction_status',
    title: heading('projects.list.constructionStatus'),
    render: (_value, row) => (
      <Tag color={CONSTRUCTION_COLORS[row.construction_status]}>
        <FormattedMessage id={`constructionStatus.${row.construction_status}`} />
      </Tag>
    ),
  },
  {
    key: 'sales_status',
    title: heading('projects.list.salesStatus'),
    render: (_value, row) =>
      row.sales_status ? <FormattedMessage id={`salesStatus.${row.sales_status}`} /> : '—',
  },
  {
    key: 'price_from',
    title: heading('projects.list.priceFrom'),
    sorter: true,
    align: 'end',
    render: (_value, row) =>
      row.price_from === null ? (
        '—'
      ) : (
        <FormattedNumber
          value={row.price_from}
          style="currency"
          currency={row.currency}
          maximumFractionDigits={0}
        />
      ),
  },
  {
    key: 'completion_percent',
    title: heading('projects.list.completion'),
    sorter: true,
    align: 'end',
    render: (_value, row) =>
      row.completion_percent === null ? (
        '—'
      ) : (
        <FormattedNumber value={row.completion_percent / 100} style="percent" />
      ),
  },
  {
    key: 'handover_date',
    title: heading('projects.list.handover'),
    sorter: true,
    render: (_value, row) => <HandoverQuarter date={row.handover_date} />,
  },
  statusColumn(),
];

const screen = { messages: 'projects.list', basePath: BASE_PATH, apiPath: adminPaths.projects };
const resource = {
  useList: useListProjectsQuery,
  useDelete: useDeleteProjectMutation,
  useReorder: useReorderProjectsMutation,
};
// Shown by the column chooser on request: the list fits 1 280 px (docs/product.md#lists).
const DEFAULT_HIDDEN = ['city', 'sales_status', 'completion_percent', 'handover_date'];
const filters = (rows: readonly Project[]) => <ProjectListFilters rows={rows} />;

/** /projects: every project of the website with its status, price and handover. */
export default function ProjectsListPage() {
  return (
    <ResourceList<Project>
      {...screen}
      resource={resource}
      columns={columns}
      filters={filters}
      defaultHidden={DEFAULT_HIDDEN}
    />
  );
}
