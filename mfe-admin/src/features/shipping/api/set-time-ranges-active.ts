import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { timeRangeKeys } from './get-time-ranges';

/** Activates or deactivates time ranges by id; returns how many rows changed. */
export async function setTimeRangesActive(
  client: BonisClient,
  ids: readonly string[],
  active: boolean,
): Promise<number> {
  const { data, error } = await client
    .from('shipping_time_ranges')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  return data.length;
}

/** The bulk bar's 'Activar' and 'Desactivar', then the lists are read again. */
export function useSetTimeRangesActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: readonly string[]; active: boolean }) =>
      setTimeRangesActive(getSupabase(), ids, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeRangeKeys.all }),
  });
}
