import type { Translatable } from '../../../shared/translatableText';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/listParams';

/**
 * A content record as lists show it: every one has a translatable name (which also labels its row's buttons,
 * "Delete Emaar") and a publication state.
 */
export interface ListRow {
  id: number;
  name: Translatable;
  is_published: boolean;
}

interface Unwrappable {
  unwrap: () => Promise<unknown>;
}

/**
 * The RTK Query hooks a list page hands over (its feature's list, delete and reorder endpoints), so this shared
 * component never imports a feature (architecture.md). They are module constants: safe to call as hooks.
 */
export interface ResourceHooks<T extends ListRow> {
  useList: (params: ListParams) => {
    data?: ListResponse<T>;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  useDelete: () => readonly [(id: number) => Unwrappable, ...unknown[]];
  useReorder: () => readonly [(body: ReorderBody) => Unwrappable, ...unknown[]];
}
