import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { discountKeys } from './get-discount-codes';

/** Activates or deactivates codes by id; returns how many rows changed. */
export async function setDiscountCodesActive(
  client: BonisClient,
  ids: readonly string[],
  active: boolean,
): Promise<number> {
  const { data, error } = await client
    .from('discount_codes')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  return data.length;
}

/** The bulk bar's 'Activar' and 'Desactivar', then the lists are read again. */
export function useSetDiscountCodesActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: readonly string[]; active: boolean }) =>
      setDiscountCodesActive(getSupabase(), ids, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
