import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { toBonusWrite, type BonusFormValues } from '../schemas/bonus-form';
import { BONUS_COLUMNS, bonusKeys, type BonusRow } from './get-bonuses';

/** Creates a bonus (RLS: admins only); returns the new row. */
export async function createBonus(client: BonisClient, values: BonusFormValues): Promise<BonusRow> {
  const { data, error } = await client
    .from('bonus_store')
    .insert(toBonusWrite(values))
    .select(BONUS_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a bonus by id; fails (PGRST116) when no row was updated. */
export async function updateBonus(
  client: BonisClient,
  id: string,
  values: BonusFormValues,
): Promise<BonusRow> {
  const { data, error } = await client
    .from('bonus_store')
    .update(toBonusWrite(values))
    .eq('id', id)
    .select(BONUS_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export interface SaveBonusInput {
  /** the bonus being edited; none to create one */
  id?: string;
  values: BonusFormValues;
}

/** Creates or updates a bonus, then reads the lists and the history again. */
export function useSaveBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveBonusInput) =>
      id ? updateBonus(getSupabase(), id, values) : createBonus(getSupabase(), values),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
