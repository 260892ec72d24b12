import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { LeadStatus } from '../../../../../shared/leads/rules';

export const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'gold',
  qualified: 'green',
  closed: 'default',
  spam: 'red',
};

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]}>
      <FormattedMessage id={`leadStatus.${status}`} />
    </Tag>
  );
}
