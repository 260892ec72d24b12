import { Suspense } from 'react';
import type { Project } from '../../../../shared/content/projects';
import { CONSTRUCTION_STATUSES, SALES_STATUSES } from '../../../../shared/content/rules';
import { BooleanFilter, ChoiceFilter, TextFilter } from '../../../components/ResourceList';
import { lazyWithRetry } from '../../../utils/lazyWithRetry';

// The developer filter is a server-searching Select: it loads after the list, keeping Select (≈20 kB gzip)
// out of the list's first load.
const DeveloperFilter = lazyWithRetry(
  () => import(/* webpackChunkName: "developer-filter" */ './DeveloperFilter'),
  'developer-filter',
);

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** The project list's filters besides publication. */
export function ProjectListFilters({ rows }: { rows: readonly Project[] }) {
  return (
    <>
      <Suspense fallback={<span className="resource-list__filter" />}>
        <DeveloperFilter rows={rows} />
      </Suspense>
      <ChoiceFilter
        name="construction_status"
        label="projects.list.filter.constructionStatus"
        choices={choices('constructionStatus', CONSTRUCTION_STATUSES)}
      />
      <ChoiceFilter
        name="sales_status"
        label="projects.list.filter.salesStatus"
        choices={choices('salesStatus', SALES_STATUSES)}
      />
      <TextFilter name="city" label="projects.list.filter.city" />
      <BooleanFilter
        name="is_featured"
        label="list.filter.featured"
        yes="common.featured"
        no="list.filter.notFeatured"
      />
    </>
  );
}
