import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { bonusKeys } from './get-bonuses';

/** Activates or deactivates bonuses by id; returns how many rows changed. */
export async function setBonusesActive(
  client: BonisClient,
  ids: readonly string[],
  active: boolean,
): Promise<number> {
  const { data, error } = await client
    .from('bonus_store')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  return data.length;
}

/** The bulk bar's 'Activar' and 'Desactivar', then the lists are read again. */
export function useSetBonusesActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: readonly string[]; active: boolean }) =>
      setBonusesActive(getSupabase(), ids, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
