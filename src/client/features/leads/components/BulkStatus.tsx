import { Select } from 'antd';
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

/** Sets the status of every selected lead in one call (POST /forms/{kind}/bulk). */
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
    <Select<LeadStatus>
      className="resource-list__filter"
      aria-label={label}
      placeholder={label}
      value={null}
      loading={isLoading}
      disabled={isLoading}
      onChange={(status) => void change(status)}
      options={LEAD_STATUSES.map((status) => ({
        value: status,
        label: intl.formatMessage({ id: `leadStatus.${status}` }),
      }))}
    />
  );
}
