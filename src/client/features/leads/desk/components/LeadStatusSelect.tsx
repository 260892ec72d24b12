import { LazySelect as Select } from '../../../../components/LazySelect';
import { useIntl } from 'react-intl';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../../../../shared/leads/rules';
import { toast } from '../../../../components/toast/toastStore';
import { useUpdateLeadMutation } from '../leadsApi';

const SELECT_ID = 'lead-status';

/** The lead's status, saved as soon as it is changed. */
export function LeadStatusSelect(props: { kind: LeadKind; id: number; status: LeadStatus }) {
  const intl = useIntl();
  const [update, { isLoading }] = useUpdateLeadMutation();

  const change = async (status: LeadStatus) => {
    try {
      await update({ kind: props.kind, id: props.id, body: { status } }).unwrap();
      toast.success(intl.formatMessage({ id: 'success.update' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'errors.update' }), error);
    }
  };

  return (
    <span className="lead-page__status">
      <label htmlFor={SELECT_ID}>{intl.formatMessage({ id: 'leads.field.status' })}</label>
      <Select<LeadStatus>
        id={SELECT_ID}
        className="lead-page__status-select"
        value={props.status}
        loading={isLoading}
        onChange={(status) => void change(status)}
        options={LEAD_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: `leadStatus.${status}` }),
        }))}
      />
    </span>
  );
}
