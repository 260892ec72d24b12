/** The list screens' building blocks (docs/product.md#lists). */
export { ResourceList, type ResourceListProps } from './ResourceList';
export type { ResourceHooks, ListRow, BaseRow } from './types';
export * from './columns';
export { BooleanFilter, ChoiceFilter, PublishedFilter, TextFilter } from './filters';
export { DateRangeFilter } from './DateRangeFilter';
