import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import type { LeadKind } from '../../../../../shared/leads/rules';
import { toast } from '../../../../components/toast/toastStore';
import { useBulkAssignLeadsMutation, useListAssigneesQuery } from '../leadsApi';

interface Props {
  kind: LeadKind;
  ids: number[];
  /** Clears the selection once the change is saved. */
  done: () => void;
}

/** "Assign to…" for a selection (managers): an active sales user, or back to the unassigned pool. */
export function BulkAssign({ kind, ids, done }: Props) {
  const intl = useIntl();
  const assignees = useListAssigneesQuery().data?.data ?? [];
  const [assign, { isLoading }] = useBulkAssignLeadsMutation();
  const run = async (assigneeId: number | null) => {
    try {
      await assign({ kind, ids, assigneeId }).unwrap();
      toast.success(intl.formatMessage({ id: 'success.update' }));
      done();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'errors.update' }), error);
    }
  };
  const items = [
    ...assignees.map((user) => ({ key: String(user.id), label: user.name })),
    { key: 'none', label: intl.formatMessage({ id: 'leads.assignee.none' }) },
  ];
  return (
    <Dropdown
      trigger={['click']}
      disabled={isLoading}
      menu={{
        items,
        onClick: ({ key }) => void run(key === 'none' ? null : Number(key)),
      }}
    >
      <Button loading={isLoading}>
        {intl.formatMessage({ id: 'leads.bulk.assign' }, { count: ids.length })} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
