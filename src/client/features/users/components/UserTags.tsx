import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { Role } from '../../../../shared/common/constants';
import type { UserStatus } from '../../../../shared/users/rules';

const STATUS_COLORS: Record<UserStatus, string> = {
  invited: 'gold',
  active: 'green',
  deactivated: 'default',
};

/** Invited, Active or Deactivated, coloured. */
export function StatusTag({ status }: { status: UserStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]}>
      <FormattedMessage id={`users.status.${status}`} />
    </Tag>
  );
}

/** A role by its name in the interface language. */
export function RoleName({ role }: { role: Role }) {
  return <FormattedMessage id={`roles.${role}`} />;
}
