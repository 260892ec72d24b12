/**
 * Build-time stand-in for antd Table's column filter dropdown (antd/es/table/hooks/useFilter/FilterDropdown),
 * swapped in by webpack.config.ts. Our lists filter on the server from their toolbar and never declare
 * `filters` or `filterDropdown` on a column, yet antd always bundles the dropdown and, through it, antd Tree and
 * @rc-component/tree (~15 kB gzip on every list page). antd renders this component only for a column that
 * declares a filter, so reaching it is a programming error: it says so instead of silently dropping the filter.
 */
export interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

/** Same contract as antd's: every filter value, nested ones included. */
export function flattenKeys(filters?: FilterOption[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export default function FilterDropdown(): never {
  throw new Error(
    'Table column filters are not bundled (see src/client/vendor/tableFilterDropdown.ts): filter lists from the toolbar.',
  );
}
