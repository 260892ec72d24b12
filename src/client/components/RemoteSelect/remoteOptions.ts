import { toQueryParams } from '../../../shared/common/list';
import type { Translatable } from '../../../shared/common/translatable';
import type { TagType } from '../../app/api';

/** Enough records to pick from while typing; more than that, the user types more letters. */
export const OPTIONS_PAGE = 20;

export interface NamedRecord {
  id: number;
  name: Translatable;
}

/**
 * The query behind a RemoteSelect: the first records whose name matches the typed text. Each picker's
 * feature injects one for the resource it picks from; the resource's LIST tag keeps it fresh when a record
 * is added or renamed.
 */
export const remoteOptionsQuery = (url: string, tag: TagType) => ({
  query: (search: string) => ({
    url,
    params: toQueryParams({ search, per_page: OPTIONS_PAGE, sort: 'name' }),
  }),
  providesTags: [{ type: tag, id: 'LIST' as const }],
});
