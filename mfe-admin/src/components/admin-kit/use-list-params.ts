import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection, SortState } from './types';

/** Filter values of a list: strings, as they live in the URL ('' or 'all' as a default, say). */
export type ListFilters = Record<string, string>;

export interface UseListParamsOptions<
  F extends ListFilters = ListFilters,
  K extends string = string,
> {
  /** The default sort (left out of the URL). */
  sort: SortState<K>;
  /** Default page size (left out of the URL). Default 20. */
  pageSize?: number;
  /** Each filter's name and default value. A name must not be page, size, sort or q. */
  filters?: F;
  /** Sort keys the list accepts: another key in the URL falls back to `sort`. */
  allowedSorts?: readonly K[];
  /** Page sizes the list accepts: another size in the URL falls back to `pageSize`. Default 10, 20, 50, 100. */
  allowedPageSizes?: readonly number[];
}

export interface ListParams<F extends ListFilters = ListFilters, K extends string = string> {
  /** 1-based page. */
  page: number;
  pageSize: number;
  sort: SortState<K>;
  filters: F;
  /** The search text ('' when none). */
  q: string;
  /** Row range of the page for supabase-js `.range(from, to)` (0-based, inclusive). */
  range: { from: number; to: number };
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortState<K>) => void;
  setFilter: <N extends keyof F & string>(name: N, value: F[N]) => void;
  setSearch: (q: string) => void;
  /** Back to every default (clears the query string of the list's params). */
  reset: () => void;
}

const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
const EMPTY_FILTERS: ListFilters = {};

/** A positive integer written plainly ('3'), else null ('0', '-1', '2.5', 'abc', '1e3'). */
function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : null;
}

function parseSort<K extends string>(
  value: string | null,
  fallback: SortState<K>,
  allowed: readonly K[] | undefined,
): SortState<K> {
  if (!value) return fallback;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return fallback;
  const key = value.slice(0, dot);
  const direction = value.slice(dot + 1);
  if (direction !== 'asc' && direction !== 'desc') return fallback;
  if (allowed && !allowed.includes(key as K)) return fallback;
  return { key: key as K, direction: direction as SortDirection };
}

const sortParam = (sort: SortState) => `${sort.key}.${sort.direction}`;

/**
 * A list's page, page size, sort, search and filters, kept in the URL query string so a
 * filtered list is a link: `?page=2&size=50&sort=name.asc&q=collar&status=active`. Defaults are
 * left out of the URL; invalid values read as the defaults. Changing the search, a filter, the
 * sort or the page size goes back to page 1. Search changes replace the history entry (the
 * toolbar already debounces typing); page, sort and filter changes push one, so Back works.
 */
export function useListParams<
  F extends ListFilters = Record<never, string>,
  K extends string = string,
>(options: UseListParamsOptions<F, K>): ListParams<F, K> {
  const [searchParams, setSearchParams] = useSearchParams();

  // Options are usually inline literals: key the memos on their content, not their identity.
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const sizesKey = (options.allowedPageSizes ?? DEFAULT_PAGE_SIZES).join(',');
  const sortsKey = options.allowedSorts ? JSON.stringify(options.allowedSorts) : '';
  const filtersKey = JSON.stringify(options.filters ?? EMPTY_FILTERS);
  const defaultSortKey = options.sort.key;
  const defaultSortDirection = options.sort.direction;
  const filterDefaults = useMemo(() => JSON.parse(filtersKey) as F, [filtersKey]);
  const allowedSorts = useMemo(
    () => (sortsKey ? (JSON.parse(sortsKey) as K[]) : undefined),
    [sortsKey],
  );

  const page = positiveInt(searchParams.get('page')) ?? 1;
  const sizeParam = positiveInt(searchParams.get('size'));
  const pageSize =
    sizeParam !== null &&
    (sizesKey.split(',').includes(String(sizeParam)) || sizeParam === defaultSize)
      ? sizeParam
      : defaultSize;
  const sortValue = searchParams.get('sort');
  const sort = useMemo(
    () =>
      parseSort<K>(
        sortValue,
        { key: defaultSortKey, direction: defaultSortDirection },
        allowedSorts,
      ),
    [sortValue, defaultSortKey, defaultSortDirection, allowedSorts],
  );
  const q = searchParams.get('q') ?? '';

  const filterValuesKey = JSON.stringify(
    Object.keys(filterDefaults).map((name) => searchParams.get(name) ?? filterDefaults[name] ?? ''),
  );
  const filters = useMemo(() => {
    const values = JSON.parse(filterValuesKey) as string[];
    return Object.fromEntries(
      Object.keys(filterDefaults).map((name, index) => [name, values[index] ?? '']),
    ) as F;
  }, [filterValuesKey, filterDefaults]);

  /** Writes the URL: `edit` changes a copy of the current params. */
  const write = useCallback(
    (edit: (params: URLSearchParams) => void, replace: boolean) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          edit(next);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (next: number) =>
      write((params) => {
        if (Number.isInteger(next) && next > 1) params.set('page', String(next));
        else params.delete('page');
      }, false),
    [write],
  );

  const setPageSize = useCallback(
    (next: number) =>
      write((params) => {
        params.delete('page');
        if (next === defaultSize) params.delete('size');
        else params.set('size', String(next));
      }, false),
    [write, defaultSize],
  );

  const setSort = useCallback(
    (next: SortState<K>) =>
      write((params) => {
        params.delete('page');
        if (next.key === defaultSortKey && next.direction === defaultSortDirection) {
          params.delete('sort');
        } else {
          params.set('sort', sortParam(next));
        }
      }, false),
    [write, defaultSortKey, defaultSortDirection],
  );

  const setFilter = useCallback(
    <N extends keyof F & string>(name: N, value: F[N]) =>
      write((params) => {
        params.delete('page');
        if (value === (filterDefaults[name] ?? '')) params.delete(name);
        else params.set(name, value);
      }, false),
    [write, filterDefaults],
  );

  const setSearch = useCallback(
    (next: string) =>
      write((params) => {
        params.delete('page');
        const trimmed = next.trim();
        if (trimmed) params.set('q', trimmed);
        else params.delete('q');
      }, true),
    [write],
  );

  const reset = useCallback(
    () =>
      write((params) => {
        for (const name of ['page', 'size', 'sort', 'q']) params.delete(name);
        for (const name of Object.keys(filterDefaults)) params.delete(name);
      }, false),
    [write, filterDefaults],
  );

  const from = (page - 1) * pageSize;
  return {
    page,
    pageSize,
    sort,
    filters,
    q,
    range: { from, to: from + pageSize - 1 },
    setPage,
    setPageSize,
    setSort,
    setFilter,
    setSearch,
    reset,
  };
}
