/** The lead lists' columns: the shared ones, and each kind's own (project, service, property and city). */
import type { TableColumnType } from 'antd';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LeadKind, LeadStatus } from '../../../../../shared/leads/rules';
import type { Lead } from '../../../../../shared/leads/schemas';
import { leadPath } from '../../../../../shared/screens';
import { heading } from '../../../../components/ResourceList';
import { LeadStatusTag } from './LeadStatusTag';
import { OverdueTag } from './OverdueTag';
import { ProjectName } from './ProjectName';

type Column = TableColumnType<Lead>;

const dash = '—';

const reference: Column = {
  key: 'reference',
  title: heading('leads.column.reference'),
  sorter: true,
  render: (_value, row) => (
    <Link to={leadPath(row.kind, row.id)} className="leads__reference">
      {row.reference}
    </Link>
  ),
};

const name: Column = {
  key: 'name',
  title: heading('list.column.name'),
  sorter: true,
  render: (_value, row) => (
    <span dir="auto">
      {row.name}
      {row.read_at === null && (
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="leads.unread" />
        </span>
      )}
    </span>
  ),
};

const contact: Column = {
  key: 'contact',
  title: heading('leads.column.contact'),
  render: (_value, row) => (
    <span className="leads__contact">
      <a href={`mailto:${row.email}`}>{row.email}</a>
      {row.phone && (
        <a href={`tel:${row.phone}`} dir="ltr">
          {row.phone}
        </a>
      )}
    </span>
  ),
};

const status: Column = {
  key: 'status',
  title: heading('list.column.status'),
  sorter: true,
  render: (_value, row) => (
    <>
      <LeadStatusTag status={row.status as LeadStatus} />
      {row.overdue && <OverdueTag />}
    </>
  ),
};

const received: Column = {
  key: 'created_at',
  title: heading('leads.column.received'),
  sorter: true,
  // Date over time, like email over phone: the lists fit a 1440 px screen without scrolling sideways.
  render: (_value, row) => (
    <span className="leads__received">
      <span>
        <FormattedDate value={row.created_at} dateStyle="medium" />
      </span>
      <span>
        <FormattedTime value={row.created_at} timeStyle="short" />
      </span>
    </span>
  ),
};

const subject: Column = {
  key: 'subject',
  title: heading('leads.field.subject'),
  render: (_value, row) => (row.subject ? <bdi dir="auto">{row.subject}</bdi> : dash),
};
const project: Column = {
  key: 'project',
  title: heading('leads.field.project'),
  render: (_value, row) =>
    row.project_name || row.project_id !== null ? (
      <ProjectName id={row.project_id} snapshot={row.project_name} />
    ) : (
      dash
    ),
};
const service: Column = {
  key: 'service',
  title: heading('leads.field.service'),
  render: (_value, row) =>
    row.service ? <FormattedMessage id={`consultingService.${row.service}`} /> : dash,
};
const property: Column = {
  key: 'property',
  title: heading('leads.column.property'),
  render: (_value, row) => (
    <span className="leads__contact">
      {row.property_type ? <FormattedMessage id={`propertyType.${row.property_type}`} /> : dash}
      <span>{[row.community, row.city].filter(Boolean).join(', ')}</span>
    </span>
  ),
};

const assignee: Column = {
  key: 'assignee',
  title: heading('leads.column.assignee'),
  render: (_value, row) => (row.assignee_name ? <bdi dir="auto">{row.assignee_name}</bdi> : dash),
};

const OWN: Record<LeadKind, Column[]> = {
  contact: [subject],
  project: [project],
  consulting: [service],
  sale: [property],
};

export const leadColumns = Object.fromEntries(
  Object.entries(OWN).map(([kind, own]) => [
    kind,
    [reference, name, contact, ...own, assignee, status, received],
  ]),
) as Record<LeadKind, Column[]>;
