import { Input } from '../antdInput';
import { useIntl } from 'react-intl';
import { useListFilter } from '../../utils/useListParams';

/** `YYYY-MM-DD`, as the native date input gives it and the API takes it. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `filter[from]` and `filter[to]` (inclusive days) as two native date inputs: the browser's own calendar, in the
 * user's language, for none of the weight of antd's DatePicker and its date library.
 */
export function DateRangeFilter({ from = 'from', to = 'to' }: { from?: string; to?: string }) {
  const intl = useIntl();
  const [start, setStart] = useListFilter(from);
  const [end, setEnd] = useListFilter(to);
  const input = (
    label: string,
    value: string | undefined,
    set: (next?: string) => void,
    bounds: { min?: string; max?: string },
  ) => (
    <Input
      type="date"
      className="resource-list__date"
      aria-label={intl.formatMessage({ id: label })}
      title={intl.formatMessage({ id: label })}
      value={value ?? ''}
      {...bounds}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '' || DATE.test(next)) set(next || undefined);
      }}
    />
  );
  return (
    <span className="resource-list__date-range">
      {input('list.filter.from', start, setStart, { max: end })}
      <span aria-hidden>–</span>
      {input('list.filter.to', end, setEnd, { min: start })}
    </span>
  );
}
