import { Radio } from 'antd';
import { useIntl } from 'react-intl';
import { useListFilter, useSetListFilters } from '../../../../utils/useListParams';

const VIEWS = [
  { value: '', label: 'leads.view.all' },
  { value: 'me', label: 'leads.view.mine' },
  { value: 'none', label: 'leads.view.unassigned' },
  { value: 'overdue', label: 'leads.view.overdue' },
] as const;

/**
 * All / Mine / Unassigned / Overdue: the list's `filter[assignee]`, or `filter[overdue]=1` (the leads past
 * their first-response target, docs/product.md#speed-to-lead), kept in the URL like every filter (a link or
 * a reload keeps the view). Another assignee (a user's id, from a link) shows as none of them.
 */
export function AssigneeView() {
  const intl = useIntl();
  const [assignee] = useListFilter('assignee');
  const [overdue] = useListFilter('overdue');
  const setFilters = useSetListFilters();
  return (
    <Radio.Group
      className="resource-list__filter"
      name="assignee-view"
      optionType="button"
      aria-label={intl.formatMessage({ id: 'leads.view.label' })}
      value={overdue ? 'overdue' : (assignee ?? '')}
      onChange={(event) => {
        const value = event.target.value as string;
        setFilters(
          value === 'overdue'
            ? { assignee: undefined, overdue: '1' }
            : { assignee: value || undefined, overdue: undefined },
        );
      }}
      options={VIEWS.map((view) => ({
        value: view.value,
        label: intl.formatMessage({ id: view.label }),
      }))}
    />
  );
}
