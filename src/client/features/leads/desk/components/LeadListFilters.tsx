import { Suspense } from 'react';
import {
  CONSULTING_SERVICES,
  LEAD_STATUSES,
  PROPERTY_TYPES,
  type LeadKind,
} from '../../../../../shared/leads/rules';
import type { Lead } from '../../../../../shared/leads/schemas';
import {
  BooleanFilter,
  ChoiceFilter,
  DateRangeFilter,
  TextFilter,
} from '../../../../components/ResourceList';
import { lazyWithRetry } from '../../../../utils/lazyWithRetry';

// The project filter is a server-searching Select: it loads after the list, keeping Select (≈20 kB gzip)
// out of the list's first load.
const ProjectFilter = lazyWithRetry(
  () => import(/* webpackChunkName: "lead-project-filter" */ './ProjectFilter'),
  'lead-project-filter',
);

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

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
      {kind === 'project' && (
        <Suspense fallback={<span className="resource-list__filter" />}>
          <ProjectFilter rows={rows} />
        </Suspense>
      )}
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
