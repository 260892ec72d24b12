import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

/** A lead unanswered past its kind's first-response target (docs/product.md#speed-to-lead). */
export function OverdueTag() {
  return (
    <Tag color="error" icon={<ClockCircleOutlined />} className="leads__overdue">
      <FormattedMessage id="leads.overdue" />
    </Tag>
  );
}
