import { useIntl } from 'react-intl';
import {
  CONSULTING_SERVICES,
  LEAD_STATUSES,
  PROPERTY_TYPES,
  type LeadKind,
} from '../../../../shared/leadRules';
import type { Lead } from '../../../../shared/leads';
import { ProjectSelect } from '../../../components/ProjectSelect/ProjectSelect';
import {
  BooleanFilter,
  ChoiceFilter,
  DateRangeFilter,
  TextFilter,
} from '../../../components/ResourceList';
import { useListFilter } from '../../../utils/useListParams';

const PROJECT_FILTER_ID = 'leads-project-filter';

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

/**
 * Project leads by project: searched on the server as the user types. A project chosen in an earlier visit
 * (from the URL) is named from the rows it filters (their snapshot of its name).
 */
function ProjectFilter({ rows }: { rows: readonly Lead[] }) {
  const intl = useIntl();
  const [value, setValue] = useListFilter('project_id');
  const id = value ? Number(value) : undefined;
  const row = rows.find((lead) => lead.project_id === id);
  const selected = id && row?.project_name ? { id, name: row.project_name } : null;
  return (
    <span className="resource-list__filter">
      <label htmlFor={PROJECT_FILTER_ID} className="resource-list__visually-hidden">
        {intl.formatMessage({ id: 'leads.filter.project' })}
      </label>
      <ProjectSelect
        id={PROJECT_FILTER_ID}
        value={id}
        selected={selected}
        onChange={(next) => setValue(next ? String(next) : undefined)}
      />
    </span>
  );
}

/** The filters every lead list has (status, read, received between), then the kind's own. */
export function LeadListFilters({ kind, rows }: { kind: LeadKind; rows: readonly Lead[] }) {
  return (
    <>
      <ChoiceFilter
        name="status"
        label="leads.filter.status"
        choices={choices('leadStatus', LEAD_STATUSES)}
      />
      <BooleanFilter name="read" label="leads.filter.read" yes="leads.read" no="leads.unread" />
      <DateRangeFilter />
      {kind === 'project' && <ProjectFilter rows={rows} />}
      {kind === 'consulting' && (
        <ChoiceFilter
          name="service"
          label="leads.filter.service"
          choices={choices('consultingService', CONSULTING_SERVICES)}
        />
      )}
      {kind === 'sale' && (
        <>
          <ChoiceFilter
            name="property_type"
            label="leads.filter.propertyType"
            choices={choices('propertyType', PROPERTY_TYPES)}
          />
          <TextFilter name="city" label="leads.filter.city" />
        </>
      )}
    </>
  );
}
