import type { SelectProps } from 'antd/es/select';
import { LazySelect as Select } from '../../../components/LazySelect';
import { useIntl } from 'react-intl';
import { ROLES, type Role } from '../../../../shared/common/constants';

/** The roles by their names in the interface language (a Form.Item's control). */
export function RoleSelect(props: SelectProps<Role>) {
  const intl = useIntl();
  return (
    <Select<Role>
      {...props}
      options={ROLES.map((role) => ({
        value: role,
        label: intl.formatMessage({ id: `roles.${role}` }),
      }))}
    />
  );
}
