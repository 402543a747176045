import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type ShippingTimeRange } from '@bonis/supabase-client';
import { checkoutKeys } from './checkout-keys';

/** A delivery time range as the calendar offers it. */
export type DeliveryRange = Pick<
  ShippingTimeRange,
  'id' | 'time_range' | 'description' | 'cost' | 'icon' | 'ends_at'
>;

/** The active time ranges by priority (spec §7; readable by everyone). Throws the error. */
export async function getShippingRanges(client: BonisClient): Promise<DeliveryRange[]> {
  const { data, error } = await client
    .from('shipping_time_ranges')
    .select('id, time_range, description, cost, icon, ends_at')
    .eq('is_active', true)
    .order('priority');
  if (error) throw error;
  return data;
}

export const shippingRangesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.shippingRanges(),
    queryFn: () => getShippingRanges(getSupabase()),
  });

export function useShippingRanges() {
  return useQuery(shippingRangesQueryOptions());
}
