import type { Translatable } from '../../../shared/common/translatable';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/common/list';

/**
 * Any row a list shows: an id, and a name (translatable for content, plain for leads) that also labels its
 * row's buttons ("Delete Emaar").
 */
export interface BaseRow {
  id: number;
  name: Translatable | string;
}

/** A content record as lists show it: a translatable name and a publication state. */
export interface ListRow extends BaseRow {
  name: Translatable;
  is_published: boolean;
}

interface Unwrappable {
  unwrap: () => Promise<unknown>;
}

/**
 * The RTK Query hooks a list page hands over (its feature's list, delete and reorder endpoints), so this
 * shared component never imports a feature (docs/architecture.md#import-directions). They are module
 * constants: safe to call as hooks. Without `useReorder` the list offers no reordering; with `useBulkDelete`
 * a selection is deleted in one call.
 */
export interface ResourceHooks<T extends BaseRow> {
  useList: (params: ListParams) => {
    data?: ListResponse<T>;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  useDelete: () => readonly [(id: number) => Unwrappable, ...unknown[]];
  useReorder?: () => readonly [(body: ReorderBody) => Unwrappable, ...unknown[]];
  useBulkDelete?: () => readonly [(ids: number[]) => Unwrappable, ...unknown[]];
}
