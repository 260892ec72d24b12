import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { adminPaths } from '../../../../../shared/common/apiPaths';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LeadKind, LeadStatus } from '../../../../../shared/leads/rules';
import { leadListPath } from '../../../../../shared/screens';
import {
  RecordLoader,
  RecordNotFound,
  parseRecordId,
} from '../../../../components/forms/RecordLoader';
import { toast } from '../../../../components/toast/toastStore';
import { useConfirmDelete } from '../../../../components/useConfirmDelete';
import { useMayCall } from '../../../../utils/useMayCall';
import { HistoryButton } from '../../../../components/History/HistoryButton';
import { LeadFields } from '../components/LeadFields';
import { FirstResponse, LeadAssignee, LeadContactLinks } from '../components/LeadDesk';
import { LeadNotes } from '../components/LeadNotes';
import { LeadStatusSelect } from '../components/LeadStatusSelect';
import { useDeleteLeadMutation, useGetLeadQuery, useUpdateLeadMutation } from '../leadsApi';
import '../leads.css';
import '../leadPage.css';

/** Marks the lead read once, the first time it is shown unread (the menu badge falls at once). */
function useMarkRead(kind: LeadKind, id: number, unread: boolean | undefined) {
  const [update] = useUpdateLeadMutation();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!unread || marked.current === id) return;
    marked.current = id;
    update({ kind, id, body: { read: true } });
  }, [kind, id, unread, update]);
}

function Lead({ kind, id }: { kind: LeadKind; id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useGetLeadQuery({ kind, id });
  const lead = query.data?.data;
  const [remove] = useDeleteLeadMutation();
  const { confirmDelete, contextHolder } = useConfirmDelete();
  const listPath = leadListPath(kind);
  const canDelete = useMayCall()('DELETE', `${adminPaths.forms}/${kind}/${id}`);
  useMarkRead(kind, id, lead ? lead.read_at === null : undefined);

  const onDelete = async () => {
    try {
      if (!(await confirmDelete(() => remove({ kind, id }).unwrap()))) return;
      toast.success(intl.formatMessage({ id: 'success.delete' }));
      // The binding text above, then where the lead went (docs/product.md#trash).
      toast.info(intl.formatMessage({ id: 'trash.movedHint' }));
      navigate(listPath);
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'errors.delete' }), error);
    }
  };

  return (
    <RecordLoader isLoading={query.isLoading} error={query.error} onRetry={query.refetch}>
      {lead && (
        <article className="lead-page" aria-labelledby="lead-title">
          {contextHolder}
          <Link to={listPath} className="lead-page__back">
            <ArrowLeftOutlined className="lead-page__back-icon" />{' '}
            {intl.formatMessage({ id: `leads.list.${kind}.title` })}
          </Link>
          <header className="lead-page__header">
            <div>
              <h1 id="lead-title" className="lead-page__title" dir="auto">
                {lead.name}
              </h1>
              <p className="lead-page__muted leads__reference">{lead.reference}</p>
              <FirstResponse at={lead.first_response_at} overdue={lead.overdue === true} />
              <LeadContactLinks lead={lead} />
            </div>
            <div className="lead-page__actions">
              <LeadAssignee lead={lead} />
              <LeadStatusSelect kind={kind} id={id} status={lead.status as LeadStatus} />
              <HistoryButton entity="lead" id={id} />
              {canDelete && (
                <Button danger icon={<DeleteOutlined />} onClick={() => void onDelete()}>
                  {intl.formatMessage({ id: 'leads.delete' })}
                </Button>
              )}
            </div>
          </header>
          <div className="lead-page__body">
            <section className="lead-page__card" aria-labelledby="lead-details-title">
              <h2 id="lead-details-title" className="lead-page__subtitle">
                {intl.formatMessage({ id: 'leads.details' })}
              </h2>
              <LeadFields lead={lead} />
            </section>
            <LeadNotes kind={kind} leadId={id} notes={lead.notes} />
          </div>
        </article>
      )}
    </RecordLoader>
  );
}

/** /<kind>-forms/:id: one lead, every field, its status and notes; opening it marks it read. */
export default function LeadPage({ kind }: { kind: LeadKind }) {
  const id = parseRecordId(useParams().id);
  return typeof id === 'number' ? <Lead key={id} kind={kind} id={id} /> : <RecordNotFound />;
}
