import { Tag, type TableColumnType } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { adminPaths } from '../../../../shared/common/apiPaths';
import type { TeamMember } from '../../../../shared/content/teamMembers';
import { screenPath } from '../../../../shared/screens';
import {
  ResourceList,
  heading,
  imageColumn,
  nameColumn,
  statusColumn,
  translatedColumn,
} from '../../../components/ResourceList';
import {
  useDeleteTeamMemberMutation,
  useListTeamMembersQuery,
  useReorderTeamMembersMutation,
} from '../teamMembersApi';

const BASE_PATH = screenPath('team');

/** A language by name; a code outside the catalogue (added on the server later) shows as its code. */
function LanguageTag({ code }: { code: string }) {
  const { messages } = useIntl();
  const id = `languages.${code}`;
  return <Tag>{messages[id] ? <FormattedMessage id={id} /> : code.toUpperCase()}</Tag>;
}

const columns: TableColumnType<TeamMember>[] = [
  imageColumn('team.list.photo', (row) => row.photo, true),
  nameColumn(BASE_PATH, (row) => [row.position]),
  translatedColumn('position', 'team.list.position', (row) => row.position),
  {
    key: 'languages',
    title: heading('team.list.languages'),
    render: (_value, row) => (
      <span className="resource-list__tags">
        {row.languages.map((code) => (
          <LanguageTag key={code} code={code} />
        ))}
      </span>
    ),
  },
  statusColumn(),
];

const screen = { messages: 'team.list', basePath: BASE_PATH, apiPath: adminPaths.teamMembers };
const resource = {
  useList: useListTeamMembersQuery,
  useDelete: useDeleteTeamMemberMutation,
  useReorder: useReorderTeamMembersMutation,
};

/** /our-team: the people on the website's team page, in their public order. */
export default function TeamMembersListPage() {
  return <ResourceList<TeamMember> {...screen} resource={resource} columns={columns} />;
}
