/**
 * A list's view (page, per_page, sort, search, filter[...]) lives in the URL query, so it can be bookmarked
 * and survives a reload (docs/product.md#lists). Defaults are left out of the URL; a new search or filter
 * starts again at page 1, because page 7 of the old result means nothing in the new one.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type ListParams } from '../../shared/common/list';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The order rows are stored in; only in that order does dragging a row mean something. */
export const NATURAL_SORTS = ['', 'sort_order'];

const FILTER_KEY = /^filter\[(.+)\]$/;

type Changes = Record<string, string | number | undefined>;

/** Applies `changes` to the query, dropping empty values and defaults; `keepPage` false goes back to page 1. */
function writeQuery(setParams: SetURLSearchParams, changes: Changes, keepPage: boolean) {
  setParams(
    (previous) => {
      const next = new URLSearchParams(previous);
      if (!keepPage) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        const isDefault =
          value === undefined ||
          value === '' ||
          (key === 'page' && Number(value) === 1) ||
          (key === 'per_page' && Number(value) === DEFAULT_PER_PAGE);
        if (isDefault) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    },
    // Typing a search should not leave one history entry per keystroke.
    { replace: 'search' in changes },
  );
}

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** One `filter[name]` of the URL and its setter (for filter controls, which need nothing else). */
export function useListFilter(name: string): [string | undefined, (value?: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = `filter[${name}]`;
  const set = useCallback(
    (value?: string) => writeQuery(setSearchParams, { [key]: value }, false),
    [key, setSearchParams],
  );
  return [searchParams.get(key) ?? undefined, set];
}

/** Several `filter[name]`s at once, in one navigation (a view that sets one filter and clears another). */
export function useSetListFilters(): (values: Record<string, string | undefined>) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (values) =>
      writeQuery(
        setSearchParams,
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [`filter[${name}]`, value]),
        ),
        false,
      ),
    [setSearchParams],
  );
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();

  const params = useMemo((): ListParams => {
    const read = new URLSearchParams(query);
    const filter: Record<string, string> = {};
    read.forEach((value, key) => {
      const match = FILTER_KEY.exec(key);
      if (match?.[1] && value) filter[match[1]] = value;
    });
    return {
      page: positiveInt(read.get('page'), 1),
      per_page: positiveInt(read.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE),
      sort: read.get('sort') ?? '',
      search: read.get('search') ?? '',
      filter,
    };
  }, [query]);

  const hasConstraints = Boolean(params.search) || Object.keys(params.filter ?? {}).length > 0;

  const setPage = useCallback(
    (page: number, perPage: number) =>
      // A new page size starts again at the first page: the old page number points elsewhere now.
      writeQuery(
        setSearchParams,
        { page: perPage === params.per_page ? page : 1, per_page: perPage },
        true,
      ),
    [params.per_page, setSearchParams],
  );
  const setSort = useCallback(
    (sort?: string) => writeQuery(setSearchParams, { sort }, false),
    [setSearchParams],
  );
  const setSearch = useCallback(
    (search: string) => writeQuery(setSearchParams, { search: search.trim() }, false),
    [setSearchParams],
  );
  const clearConstraints = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of [...next.keys()])
          if (key === 'search' || key === 'page' || FILTER_KEY.test(key)) next.delete(key);
        return next;
      }),
    [setSearchParams],
  );
  /** Clears the `filter[…]` values except those named in `keep` (a view shown beside the filters). */
  const clearFilters = useCallback(
    (keep: readonly string[] = []) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of [...next.keys()]) {
          const name = FILTER_KEY.exec(key)?.[1];
          if (key === 'page' || (name !== undefined && !keep.includes(name))) next.delete(key);
        }
        return next;
      }),
    [setSearchParams],
  );

  return {
    params,
    hasConstraints,
    /** Dragging rows is offered only in the stored order of the whole, unfiltered list. */
    isNaturalOrder: !hasConstraints && NATURAL_SORTS.includes(params.sort ?? ''),
    setPage,
    setSort,
    setSearch,
    clearConstraints,
    clearFilters,
  };
}

export type ListParamsState = ReturnType<typeof useListParams>;
