import { Suspense, useContext } from 'react';
import { Input } from '../antdInput';
import { useListFilter } from '../../utils/useListParams';
import { lazyWithRetry } from '../../utils/lazyWithRetry';
import { FiltersShown } from './FiltersPopover';

// antd's date picker and its calendar load when the filters are first shown, not with the list
// (docs/performance.md#bundle).
const DatePickers = lazyWithRetry(
  () => import(/* webpackChunkName: "date-range-filter" */ './DatePickers'),
  'date-range-filter',
);

/**
 * `filter[from]` and `filter[to]` (inclusive days, `YYYY-MM-DD` in the URL and the API) as two date pickers
 * that write and show the day as the interface's language does (docs/product.md#lists).
 */
export function DateRangeFilter({ from = 'from', to = 'to' }: { from?: string; to?: string }) {
  const [start, setStart] = useListFilter(from);
  const [end, setEnd] = useListFilter(to);
  const placeholder = (
    <>
      <Input className="resource-list__date" disabled aria-hidden />
      <span aria-hidden>–</span>
      <Input className="resource-list__date" disabled aria-hidden />
    </>
  );
  return (
    <span className="resource-list__date-range">
      {useContext(FiltersShown) ? (
        <Suspense fallback={placeholder}>
          <DatePickers start={start} end={end} setStart={setStart} setEnd={setEnd} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
