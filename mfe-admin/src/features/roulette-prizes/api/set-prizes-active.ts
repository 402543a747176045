import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { prizeKeys } from './get-prizes';

/** Activates or deactivates prizes by id; returns how many rows changed. */
export async function setPrizesActive(
  client: BonisClient,
  ids: readonly string[],
  active: boolean,
): Promise<number> {
  const { data, error } = await client
    .from('roulette_prizes')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  return data.length;
}

/** The bulk bar's 'Activar' and 'Desactivar', then the lists are read again. */
export function useSetPrizesActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: readonly string[]; active: boolean }) =>
      setPrizesActive(getSupabase(), ids, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}
