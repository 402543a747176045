import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';

/** What the categories screen shows of a category. */
export type CategoryRow = Pick<
  Tables<'categories'>,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'image_url'
  | 'is_active'
  | 'product_count'
  | 'created_at'
>;

export const CATEGORY_COLUMNS =
  'id, name, slug, description, image_url, is_active, product_count, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const CATEGORY_SORTS = ['created_at', 'name', 'product_count'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** The status filter (the URL's `status`; '' is every category). */
export const CATEGORY_STATUSES = ['', 'active', 'inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** The URL's status as a filter ('' for a missing or unknown value). */
export const toCategoryStatus = (value: string | undefined): CategoryStatus =>
  CATEGORY_STATUSES.find((status) => status === value) ?? '';

/** The list as the URL describes it: search, status and sort (paging apart). */
export interface CategoryListQuery {
  q: string;
  status: CategoryStatus;
  sort: SortState<CategorySort>;
}

export interface RowRange {
  from: number;
  to: number;
}

export interface CategoriesPage {
  rows: CategoryRow[];
  /** every category that matches, across pages */
  total: number;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The categories that match, sorted (ties broken by id, so pages never overlap). */
function selectCategories(client: BonisClient, query: CategoryListQuery, count: boolean) {
  let request = client
    .from('categories')
    .select(CATEGORY_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('name', likePattern(q));
  if (query.status) request = request.eq('is_active', query.status === 'active');
  return request
    .order(query.sort.key, { ascending: query.sort.direction === 'asc' })
    .order('id', { ascending: true });
}

/** One page of the list and the total count (admins read every category, active or not). */
export async function getCategoriesPage(
  client: BonisClient,
  query: CategoryListQuery,
  range: RowRange,
): Promise<CategoriesPage> {
  const { data, error, count } = await selectCategories(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`..`to` of the list, without counting (the CSV export reads every page). */
export async function getCategoryRows(
  client: BonisClient,
  query: CategoryListQuery,
  range: RowRange,
): Promise<CategoryRow[]> {
  const { data, error } = await selectCategories(client, query, false).range(range.from, range.to);
  if (error) throw error;
  return data;
}

export const categoryKeys = {
  all: ['admin', 'categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (query: CategoryListQuery, range: RowRange) =>
    [...categoryKeys.lists(), query, range] as const,
};

export const categoriesPageQueryOptions = (query: CategoryListQuery, range: RowRange) =>
  queryOptions({
    queryKey: categoryKeys.list(query, range),
    queryFn: () => getCategoriesPage(getSupabase(), query, range),
    // the page on screen stays while the next one (or the next search) loads
    placeholderData: keepPreviousData,
  });

export function useCategoriesPage(query: CategoryListQuery, range: RowRange) {
  return useQuery(categoriesPageQueryOptions(query, range));
}
