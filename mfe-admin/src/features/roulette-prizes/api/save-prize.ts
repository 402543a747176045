import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { PROBABILITY_SUM_EXCEEDED } from '../lib/probability';
import { toPrizeWrite, type PrizeFormValues } from '../schemas/prize-form';
import { PRIZE_COLUMNS, prizeKeys, type PrizeRow } from './get-prizes';

/** Creates a prize (RLS: admins only); returns the new row. */
export async function createPrize(client: BonisClient, values: PrizeFormValues): Promise<PrizeRow> {
  const { data, error } = await client
    .from('roulette_prizes')
    .insert(toPrizeWrite(values))
    .select(PRIZE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a prize by id; fails (PGRST116) when no row was updated. */
export async function updatePrize(
  client: BonisClient,
  id: string,
  values: PrizeFormValues,
): Promise<PrizeRow> {
  const { data, error } = await client
    .from('roulette_prizes')
    .update(toPrizeWrite(values))
    .eq('id', id)
    .select(PRIZE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/**
 * Whether the database refused the save for the sum of probabilities (its trigger raises the
 * spec's message; with P0001 per Contract C, 23514 in the first migration's version).
 */
export function isProbabilitySumError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { message?: unknown }).message === PROBABILITY_SUM_EXCEEDED
  );
}

export interface SavePrizeInput {
  /** the prize being edited; none to create one */
  id?: string;
  values: PrizeFormValues;
}

/** Creates or updates a prize, then reads the lists, the total and the history again. */
export function useSavePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SavePrizeInput) =>
      id ? updatePrize(getSupabase(), id, values) : createPrize(getSupabase(), values),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prizeKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
