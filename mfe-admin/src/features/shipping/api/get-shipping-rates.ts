import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import { likePattern, type ActiveStatus, type RowRange } from './list-query';

/** What the shipping rates screen shows of a rate. */
export type ShippingRateRow = Pick<
  Tables<'shipping_rates'>,
  | 'id'
  | 'name'
  | 'description'
  | 'base_price'
  | 'delivery_hours_min'
  | 'delivery_hours_max'
  | 'is_active'
  | 'updated_at'
>;

export const SHIPPING_RATE_COLUMNS =
  'id, name, description, base_price, delivery_hours_min, delivery_hours_max, is_active, updated_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const SHIPPING_RATE_SORTS = ['base_price', 'name', 'delivery_hours_min'] as const;
export type ShippingRateSort = (typeof SHIPPING_RATE_SORTS)[number];

/** The list as the URL describes it: search by name, status and sort (paging apart). */
export interface ShippingRateListQuery {
  q: string;
  status: ActiveStatus;
  sort: SortState<ShippingRateSort>;
}

export interface ShippingRatesPage {
  rows: ShippingRateRow[];
  /** every rate that matches, across pages */
  total: number;
}

/** The rates that match, sorted (ties broken by id, so pages never overlap). */
function selectShippingRates(client: BonisClient, query: ShippingRateListQuery, count: boolean) {
  let request = client
    .from('shipping_rates')
    .select(SHIPPING_RATE_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('name', likePattern(q));
  if (query.status) request = request.eq('is_active', query.status === 'active');
  return request
    .order(query.sort.key, { ascending: query.sort.direction === 'asc' })
    .order('id', { ascending: true });
}

/** One page of the list and the total count (admins read every rate, active or not). */
export async function getShippingRatesPage(
  client: BonisClient,
  query: ShippingRateListQuery,
  range: RowRange,
): Promise<ShippingRatesPage> {
  const { data, error, count } = await selectShippingRates(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`..`to` of the list, without counting (the CSV export reads every page). */
export async function getShippingRateRows(
  client: BonisClient,
  query: ShippingRateListQuery,
  range: RowRange,
): Promise<ShippingRateRow[]> {
  const { data, error } = await selectShippingRates(client, query, false).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return data;
}

export const shippingRateKeys = {
  all: ['admin', 'shipping-rates'] as const,
  lists: () => [...shippingRateKeys.all, 'list'] as const,
  list: (query: ShippingRateListQuery, range: RowRange) =>
    [...shippingRateKeys.lists(), query, range] as const,
};

export const shippingRatesPageQueryOptions = (query: ShippingRateListQuery, range: RowRange) =>
  queryOptions({
    queryKey: shippingRateKeys.list(query, range),
    queryFn: () => getShippingRatesPage(getSupabase(), query, range),
    // the page on screen stays while the next one (or the next search) loads
    placeholderData: keepPreviousData,
  });

export function useShippingRatesPage(query: ShippingRateListQuery, range: RowRange) {
  return useQuery(shippingRatesPageQueryOptions(query, range));
}
