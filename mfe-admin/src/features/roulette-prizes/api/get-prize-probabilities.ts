import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import { probabilitySum } from '../lib/probability';
import { prizeKeys } from './get-prizes';

/** A prize's share of the wheel, as the sum rule needs it. */
export type PrizeProbability = Pick<Tables<'roulette_prizes'>, 'id' | 'probability' | 'is_active'>;

/**
 * Every prize's probability, active or not: the database's rule sums them all (spec §5: "all
 * other prizes"), and so do the list's total and the form. A roulette has a handful of prizes.
 */
export async function getPrizeProbabilities(client: BonisClient): Promise<PrizeProbability[]> {
  const { data, error } = await client
    .from('roulette_prizes')
    .select('id, probability, is_active')
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

/** The sum of every prize but `exceptId` (the prize being edited keeps none of its old share). */
export function otherPrizesSum(
  prizes: readonly PrizeProbability[],
  exceptId: string | undefined,
): number {
  return probabilitySum(
    prizes.filter((prize) => prize.id !== exceptId).map((prize) => prize.probability),
  );
}

export const prizeProbabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: prizeKeys.probabilities(),
    queryFn: () => getPrizeProbabilities(getSupabase()),
  });

export const usePrizeProbabilities = () => useQuery(prizeProbabilitiesQueryOptions());
