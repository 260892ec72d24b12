import type { LeadKind } from '../../../../../shared/leads/rules';
import type { Lead } from '../../../../../shared/leads/schemas';
import { adminPaths } from '../../../../../shared/common/apiPaths';
import { leadListPath } from '../../../../../shared/screens';
import { ResourceList } from '../../../../components/ResourceList';
import { useMayCall } from '../../../../utils/useMayCall';
import { AssigneeView } from '../components/AssigneeView';
import { BulkAssign } from '../components/BulkAssign';
import { BulkStatus } from '../components/BulkStatus';
import { LeadListFilters } from '../components/LeadListFilters';
import { leadColumns } from '../components/leadColumns';
import { LEAD_RESOURCES } from '../leadResources';
import '../leads.css';

const OPEN_LABEL = { text: 'leads.open', row: 'leads.openRow' };
const LOCKED_COLUMNS = ['reference', 'name'];
const VIEW_FILTERS = ['assignee', 'overdue'];
// The e-mail and phone are on the lead's page; shown here on request (docs/product.md#lists).
const DEFAULT_HIDDEN = ['contact'];
const unreadBold = (row: Lead) => (row.read_at === null ? 'resource-list__row--strong' : '');

/**
 * /contact-forms, /project-forms, /consulting-forms and /sale-forms: one list, configured by its kind. Leads
 * come from the website, so there is no "new"; unread ones are bold; a selection can change status at once,
 * or (managers) be assigned; All / Mine / Unassigned narrows the list by assignee.
 */
export default function LeadsListPage({ kind }: { kind: LeadKind }) {
  const mayAssign = useMayCall()('POST', `${adminPaths.forms}/${kind}/assign`);
  return (
    <ResourceList<Lead>
      key={kind}
      messages={`leads.list.${kind}`}
      basePath={leadListPath(kind)}
      apiPath={`${adminPaths.forms}/${kind}`}
      resource={LEAD_RESOURCES[kind]}
      columns={leadColumns[kind]}
      views={<AssigneeView />}
      viewFilters={VIEW_FILTERS}
      lockedColumns={LOCKED_COLUMNS}
      defaultHidden={DEFAULT_HIDDEN}
      filters={(rows) => <LeadListFilters kind={kind} rows={rows} />}
      publicationFilter={false}
      creatable={false}
      openLabel={OPEN_LABEL}
      rowClassName={unreadBold}
      cards
      selectionActions={(ids, done) => (
        <>
          <BulkStatus kind={kind} ids={ids} done={done} />
          {mayAssign && <BulkAssign kind={kind} ids={ids} done={done} />}
        </>
      )}
    />
  );
}
