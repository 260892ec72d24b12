import { Button } from 'antd';
import { LazySelect as Select } from '../../../../components/LazySelect';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { adminPaths } from '../../../../../shared/common/apiPaths';
import type { ContactChannel, LeadKind } from '../../../../../shared/leads/rules';
import type { Lead } from '../../../../../shared/leads/schemas';
import { useAppSelector } from '../../../../app/hooks';
import { toast } from '../../../../components/toast/toastStore';
import { useMayCall } from '../../../../utils/useMayCall';
import {
  useAssignLeadMutation,
  useListAssigneesQuery,
  useRecordContactMutation,
} from '../leadsApi';
import { OverdueTag } from './OverdueTag';

/** wa.me takes the number as digits only, country code first. */
export const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/**
 * Who works the lead (docs/product.md#lead-page): a manager picks the assignee (or the pool); an agent takes
 * an unassigned lead for itself; everyone else reads the name.
 */
export function LeadAssignee({ lead }: { lead: Lead }) {
  const intl = useIntl();
  const me = useAppSelector((state) => state.auth.user?.id);
  const mayCall = useMayCall();
  const kind = lead.kind as LeadKind;
  const manages = mayCall('POST', `${adminPaths.forms}/${kind}/assign`);
  const mayTake = mayCall('PATCH', `${adminPaths.forms}/${kind}/${lead.id}/assignee`);
  const [assign, { isLoading }] = useAssignLeadMutation();
  const assignees = useListAssigneesQuery(undefined, { skip: !manages }).data?.data ?? [];
  const save = async (assigneeId: number | null) => {
    try {
      await assign({ kind, id: lead.id, assigneeId }).unwrap();
      toast.success(intl.formatMessage({ id: 'success.update' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'errors.update' }), error);
    }
  };
  const label = intl.formatMessage({ id: 'leads.assignee.label' });
  const selectId = useId();
  if (manages) {
    // The current assignee stays a choice even if it is no longer among the active sales users.
    const options = [
      { value: 0, label: intl.formatMessage({ id: 'leads.assignee.none' }) },
      ...assignees.map((user) => ({ value: user.id, label: user.name })),
      ...(lead.assignee_id !== null && !assignees.some((user) => user.id === lead.assignee_id)
        ? [{ value: lead.assignee_id, label: lead.assignee_name ?? `#${lead.assignee_id}` }]
        : []),
    ];
    // A visible label, as every other field has: the select alone showed only a name.
    return (
      <span className="lead-page__assignee-field">
        <label htmlFor={selectId}>{label}</label>
        <Select
          id={selectId}
          className="lead-page__assignee"
          value={lead.assignee_id ?? 0}
          loading={isLoading}
          options={options}
          onChange={(value: number) => void save(value === 0 ? null : value)}
        />
      </span>
    );
  }
  if (lead.assignee_id === null && mayTake && me !== undefined)
    return (
      <Button type="primary" loading={isLoading} onClick={() => void save(me)}>
        {intl.formatMessage({ id: 'leads.assignee.take' })}
      </Button>
    );
  return (
    <span className="lead-page__muted">
      {label}:{' '}
      <bdi dir="auto">
        {lead.assignee_name ?? intl.formatMessage({ id: 'leads.assignee.none' })}
      </bdi>
    </span>
  );
}

/**
 * One-click call, e-mail and WhatsApp links; following one records the contact (fired, never awaited: the
 * link opens at once), which also sets the lead's first response.
 */
export function LeadContactLinks({ lead }: { lead: Lead }) {
  const [record] = useRecordContactMutation();
  const kind = lead.kind as LeadKind;
  const mayRecord = useMayCall()('POST', `${adminPaths.forms}/${kind}/${lead.id}/contacts`);
  const onFollow = (channel: ContactChannel) => () => {
    if (mayRecord) void record({ kind, id: lead.id, channel });
  };
  return (
    <nav
      className="lead-page__contact-links"
      aria-label={useIntl().formatMessage({ id: 'leads.contact.label' })}
    >
      {lead.phone && (
        <a href={`tel:${lead.phone}`} onClick={onFollow('call')}>
          <FormattedMessage id="leads.contact.call" />
        </a>
      )}
      <a href={`mailto:${lead.email}`} onClick={onFollow('email')}>
        <FormattedMessage id="leads.contact.email" />
      </a>
      {lead.phone && (
        <a
          href={whatsappLink(lead.phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onFollow('whatsapp')}
        >
          <FormattedMessage id="leads.contact.whatsapp" />
        </a>
      )}
    </nav>
  );
}

/** When the lead was first answered, or that it has not been yet. */
export function FirstResponse({ at, overdue = false }: { at: string | null; overdue?: boolean }) {
  return (
    <p className="lead-page__muted lead-page__first-response">
      <FormattedMessage id="leads.firstResponse" />{' '}
      {at ? (
        <FormattedDate value={at} dateStyle="medium" timeStyle="short" />
      ) : (
        <FormattedMessage id="leads.firstResponse.none" />
      )}
      {overdue && (
        <>
          {' '}
          <OverdueTag />
        </>
      )}
    </p>
  );
}
