import { useIntl } from 'react-intl';
import type { Project } from '../../../../shared/projects';
import { CONSTRUCTION_STATUSES, SALES_STATUSES } from '../../../../shared/projectRules';
import { DeveloperSelect } from '../../../components/DeveloperSelect/DeveloperSelect';
import { BooleanFilter, ChoiceFilter, TextFilter } from '../../../components/ResourceList';
import { useListFilter } from '../../../utils/useListParams';

const FILTER_ID = 'projects-developer-filter';

/**
 * The developer filter searches the server as the user types (there may be hundreds of developers). A
 * developer chosen in an earlier visit (from the URL) is named from the rows it filters.
 */
function DeveloperFilter({ rows }: { rows: readonly Project[] }) {
  const intl = useIntl();
  const [value, setValue] = useListFilter('developer_id');
  const id = value ? Number(value) : undefined;
  const selected = rows.find((row) => row.developer.id === id)?.developer ?? null;
  return (
    <span className="resource-list__filter">
      <label htmlFor={FILTER_ID} className="resource-list__visually-hidden">
        {intl.formatMessage({ id: 'projects.list.filter.developer' })}
      </label>
      <DeveloperSelect
        id={FILTER_ID}
        value={id}
        selected={selected}
        onChange={(next) => setValue(next ? String(next) : undefined)}
      />
    </span>
  );
}

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** The project list's filters besides publication. */
export function ProjectListFilters({ rows }: { rows: readonly Project[] }) {
  return (
    <>
      <DeveloperFilter rows={rows} />
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
