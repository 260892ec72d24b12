import { Radio } from 'antd';
import { useIntl } from 'react-intl';
import { useListFilter } from '../../../utils/useListParams';

const VIEWS = [
  { value: '', label: 'leads.view.all' },
  { value: 'me', label: 'leads.view.mine' },
  { value: 'none', label: 'leads.view.unassigned' },
] as const;

/**
 * All / Mine / Unassigned: the list's `filter[assignee]`, kept in the URL like every filter (a link or a
 * reload keeps the view). Another value (a user's id, from a link) shows as neither.
 */
export function AssigneeView() {
  const intl = useIntl();
  const [value, setValue] = useListFilter('assignee');
  return (
    <Radio.Group
      className="resource-list__filter"
      name="assignee-view"
      optionType="button"
      aria-label={intl.formatMessage({ id: 'leads.view.label' })}
      value={value ?? ''}
      onChange={(event) => setValue((event.target.value as string) || undefined)}
      options={VIEWS.map((view) => ({
        value: view.value,
        label: intl.formatMessage({ id: view.label }),
      }))}
    />
  );
}
