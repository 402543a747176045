import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { productKeys } from './keys';

/** Activates or deactivates products in one request; returns how many rows changed. */
export async function setProductsActive(
  client: BonisClient,
  ids: readonly string[],
  isActive: boolean,
): Promise<number> {
  const { data, error } = await client
    .from('products')
    .update({ is_active: isActive })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('No product was updated');
  return data.length;
}

export function useSetProductsActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, isActive }: { ids: readonly string[]; isActive: boolean }) =>
      setProductsActive(getSupabase(), ids, isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
