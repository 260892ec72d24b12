import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../../../shared/leadRules';
import { toast } from '../../../components/toast/toastStore';
import { useBulkLeadsMutation } from '../leadsApi';

interface Props {
  kind: LeadKind;
  ids: number[];
  /** Clears the selection once the change is saved. */
  done: () => void;
}

/**
 * Sets the status of every selected lead in one call (POST /forms/{kind}/bulk). A menu button, like the
 * lists' choice filters: Dropdown comes with the layout, a Select would weigh on the list's first load.
 */
export function BulkStatus({ kind, ids, done }: Props) {
  const intl = useIntl();
  const [bulk, { isLoading }] = useBulkLeadsMutation();
  const label = intl.formatMessage({ id: 'leads.bulk.status' }, { count: ids.length });

  const change = async (status: LeadStatus) => {
    try {
      await bulk({ kind, body: { action: 'status', ids, status } }).unwrap();
      toast.success(intl.formatMessage({ id: 'success.update' }));
      done();
    } catch {
      toast.error(intl.formatMessage({ id: 'errors.update' }));
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      disabled={isLoading}
      menu={{
        items: LEAD_STATUSES.map((status) => ({
          key: status,
          label: intl.formatMessage({ id: `leadStatus.${status}` }),
        })),
        onClick: ({ key }) => void change(key as LeadStatus),
      }}
    >
      <Button loading={isLoading}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
