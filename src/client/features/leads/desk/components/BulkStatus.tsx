import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../../../../shared/leads/rules';
import { toast } from '../../../../components/toast/toastStore';
import { useBulkLeadsMutation, type LeadBulk } from '../leadsApi';

interface Props {
  kind: LeadKind;
  ids: number[];
  /** Clears the selection once the change is saved. */
  done: () => void;
}

/** One bulk call (POST /forms/{kind}/bulk) for the selection, its toast, and the selection cleared. */
function useBulkChange({ kind, ids, done }: Props) {
  const intl = useIntl();
  const [bulk, { isLoading }] = useBulkLeadsMutation();
  const run = async (body: Omit<LeadBulk, 'ids'>) => {
    try {
      await bulk({ kind, body: { ...body, ids } }).unwrap();
      toast.success(intl.formatMessage({ id: 'success.update' }));
      done();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'errors.update' }), error);
    }
  };
  return { run, isLoading };
}

/**
 * The selection's bulk changes: its status, and read or unread. Menu buttons, like the lists' choice
 * filters: Dropdown comes with the layout, a Select would weigh on the list's first load.
 */
export function BulkStatus(props: Props) {
  const intl = useIntl();
  const { run, isLoading } = useBulkChange(props);
  const count = props.ids.length;
  const menuButton = (
    label: string,
    items: { key: string; label: string }[],
    onClick: (key: string) => void,
  ) => (
    <Dropdown
      trigger={['click']}
      disabled={isLoading}
      menu={{ items, onClick: ({ key }) => onClick(key) }}
    >
      <Button loading={isLoading}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );

  return (
    <>
      {menuButton(
        intl.formatMessage({ id: 'leads.bulk.status' }, { count }),
        LEAD_STATUSES.map((status) => ({
          key: status,
          label: intl.formatMessage({ id: `leadStatus.${status}` }),
        })),
        (status) => void run({ action: 'status', status: status as LeadStatus }),
      )}
      {menuButton(
        intl.formatMessage({ id: 'leads.bulk.mark' }, { count }),
        (['read', 'unread'] as const).map((action) => ({
          key: action,
          label: intl.formatMessage({ id: `leads.bulk.${action}` }),
        })),
        (action) => void run({ action: action as 'read' | 'unread' }),
      )}
    </>
  );
}
