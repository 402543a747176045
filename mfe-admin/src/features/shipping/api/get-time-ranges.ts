import type { Tables } from '@bonis/supabase-client';
import { readListPage, type PageFetcher } from '../../../components/admin-kit';

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

/**
 * One page of the ranges that match the search (in the range's text) and the status filter
 * (admins read every range, active or not), and the total.
 */
export const getTimeRangesPage: PageFetcher<TimeRangeRow, TimeRangeSort> = (
  client,
  query,
  range,
) => {
  return readListPage(
    client.from('shipping_time_ranges').select(TIME_RANGE_COLUMNS, { count: 'exact' }),
    query,
    range,
    { search: 'time_range' },
  );
};
