import type { Tables } from '@bonis/supabase-client';
import { readListPage, type PageFetcher } from '../../../components/admin-kit';

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

/** One page of the rates that match (admins read every rate, active or not), and the total. */
export const getShippingRatesPage: PageFetcher<ShippingRateRow, ShippingRateSort> = (
  client,
  query,
  range,
) => {
  return readListPage(
    client.from('shipping_rates').select(SHIPPING_RATE_COLUMNS, { count: 'exact' }),
    query,
    range,
    { search: 'name' },
  );
};
