import { useIntl } from 'react-intl';
import type { Lead } from '../../../../../shared/leads/schemas';
import { ProjectSelect } from './ProjectSelect';
import { useListFilter } from '../../../../utils/useListParams';

const PROJECT_FILTER_ID = 'leads-project-filter';

/**
 * Project leads by project: searched on the server as the user types. A project chosen in an earlier visit
 * (from the URL) is named from the rows it filters (their snapshot of its name).
 */
export default function ProjectFilter({ rows }: { rows: readonly Lead[] }) {
  const intl = useIntl();
  const [value, setValue] = useListFilter('project_id');
  const id = value ? Number(value) : undefined;
  const row = rows.find((lead) => lead.project_id === id);
  const selected = id && row?.project_name ? { id, name: row.project_name } : null;
  return (
    <span className="resource-list__filter">
      <label htmlFor={PROJECT_FILTER_ID} className="visually-hidden">
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
