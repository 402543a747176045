import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { shippingRateKeys } from './get-shipping-rates';

/** Activates or deactivates shipping rates by id; returns how many rows changed. */
export async function setShippingRatesActive(
  client: BonisClient,
  ids: readonly string[],
  active: boolean,
): Promise<number> {
  const { data, error } = await client
    .from('shipping_rates')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  return data.length;
}

/** The bulk bar's 'Activar' and 'Desactivar', then the lists are read again. */
export function useSetShippingRatesActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: readonly string[]; active: boolean }) =>
      setShippingRatesActive(getSupabase(), ids, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRateKeys.all }),
  });
}
