import { useIntl } from 'react-intl';
import type { Project } from '../../../../shared/content/projects';
import { DeveloperSelect } from './DeveloperSelect';
import { useListFilter } from '../../../utils/useListParams';

const FILTER_ID = 'projects-developer-filter';

/**
 * The developer filter searches the server as the user types (there may be hundreds of developers). A
 * developer chosen in an earlier visit (from the URL) is named from the rows it filters.
 */
export default function DeveloperFilter({ rows }: { rows: readonly Project[] }) {
  const intl = useIntl();
  const [value, setValue] = useListFilter('developer_id');
  const id = value ? Number(value) : undefined;
  const selected = rows.find((row) => row.developer.id === id)?.developer ?? null;
  return (
    <span className="resource-list__filter">
      <label htmlFor={FILTER_ID} className="visually-hidden">
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
