import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import { likePattern, type ActiveStatus, type RowRange } from './list-query';

/** What the time ranges screen shows of a range. */
export type TimeRangeRow = Pick<
  Tables<'shipping_time_ranges'>,
  | 'id'
  | 'time_range'
  | 'description'
  | 'cost'
  | 'icon'
  | 'priority'
  | 'ends_at'
  | 'is_active'
  | 'updated_at'
>;

export const TIME_RANGE_COLUMNS =
  'id, time_range, description, cost, icon, priority, ends_at, is_active, updated_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const TIME_RANGE_SORTS = ['priority', 'cost', 'time_range'] as const;
export type TimeRangeSort = (typeof TIME_RANGE_SORTS)[number];

/** The list as the URL describes it: search by range text, status and sort (paging apart). */
export interface TimeRangeListQuery {
  q: string;
  status: ActiveStatus;
  sort: SortState<TimeRangeSort>;
}

export interface TimeRangesPage {
  rows: TimeRangeRow[];
  /** every range that matches, across pages */
  total: number;
}

/** The ranges that match, sorted (ties broken by id, so pages never overlap). */
function selectTimeRanges(client: BonisClient, query: TimeRangeListQuery, count: boolean) {
  let request = client
    .from('shipping_time_ranges')
    .select(TIME_RANGE_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('time_range', likePattern(q));
  if (query.status) request = request.eq('is_active', query.status === 'active');
  return request
    .order(query.sort.key, { ascending: query.sort.direction === 'asc' })
    .order('id', { ascending: true });
}

/** One page of the list and the total count (admins read every range, active or not). */
export async function getTimeRangesPage(
  client: BonisClient,
  query: TimeRangeListQuery,
  range: RowRange,
): Promise<TimeRangesPage> {
  const { data, error, count } = await selectTimeRanges(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`..`to` of the list, without counting (the CSV export reads every page). */
export async function getTimeRangeRows(
  client: BonisClient,
  query: TimeRangeListQuery,
  range: RowRange,
): Promise<TimeRangeRow[]> {
  const { data, error } = await selectTimeRanges(client, query, false).range(range.from, range.to);
  if (error) throw error;
  return data;
}

export const timeRangeKeys = {
  all: ['admin', 'shipping-time-ranges'] as const,
  lists: () => [...timeRangeKeys.all, 'list'] as const,
  list: (query: TimeRangeListQuery, range: RowRange) =>
    [...timeRangeKeys.lists(), query, range] as const,
};

export const timeRangesPageQueryOptions = (query: TimeRangeListQuery, range: RowRange) =>
  queryOptions({
    queryKey: timeRangeKeys.list(query, range),
    queryFn: () => getTimeRangesPage(getSupabase(), query, range),
    // the page on screen stays while the next one (or the next search) loads
    placeholderData: keepPreviousData,
  });

export function useTimeRangesPage(query: TimeRangeListQuery, range: RowRange) {
  return useQuery(timeRangesPageQueryOptions(query, range));
}
