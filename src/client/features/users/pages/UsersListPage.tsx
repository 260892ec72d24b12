import type { TableColumnType } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../../../shared/common/apiPaths';
import { ROLES } from '../../../../shared/common/constants';
import type { User } from '../../../../shared/users/schemas';
import { USER_STATUSES } from '../../../../shared/users/rules';
import { screenPath } from '../../../../shared/screens';
import { ChoiceFilter, ResourceList, heading } from '../../../components/ResourceList';
import { RoleName, StatusTag } from '../components/UserTags';
import { useListUsersQuery } from '../usersApi';

const BASE_PATH = screenPath('users');

const columns: TableColumnType<User>[] = [
  {
    key: 'name',
    title: heading('list.column.name'),
    sorter: true,
    render: (_value, row) => <Link to={`${BASE_PATH}/${row.id}`}>{row.name}</Link>,
  },
  {
    key: 'email',
    title: heading('users.list.email'),
    sorter: true,
    render: (_value, row) => <span dir="ltr">{row.email}</span>,
  },
  {
    key: 'role',
    title: heading('users.list.role'),
    sorter: true,
    render: (_value, row) => <RoleName role={row.role} />,
  },
  {
    key: 'status',
    title: heading('list.column.status'),
    render: (_value, row) => <StatusTag status={row.status} />,
  },
  {
    key: 'last_login_at',
    title: heading('users.list.lastLogin'),
    sorter: true,
    render: (_value, row) =>
      row.last_login_at ? (
        <FormattedDate value={row.last_login_at} dateStyle="medium" timeStyle="short" />
      ) : (
        <FormattedMessage id="users.list.never" />
      ),
  },
];

const filters = (
  <>
    <ChoiceFilter
      name="role"
      label="users.list.role"
      choices={ROLES.map((role) => ({ value: role, label: `roles.${role}` }))}
    />
    <ChoiceFilter
      name="status"
      label="list.column.status"
      choices={USER_STATUSES.map((status) => ({ value: status, label: `users.status.${status}` }))}
    />
  </>
);

// Accounts are never deleted from the list: a pending invitation is revoked on its page.
const useNoDelete = () => [() => ({ unwrap: () => Promise.resolve() })] as const;
const resource = { useList: useListUsersQuery, useDelete: useNoDelete };

/** /users: every account with its role, status and last login (docs/product.md#users). */
export default function UsersListPage() {
  return (
    <ResourceList<User>
      messages="users.list"
      basePath={BASE_PATH}
      apiPath={adminPaths.users}
      resource={resource}
      columns={columns}
      filters={filters}
      publicationFilter={false}
      exportable={false}
    />
  );
}
