import { useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type SpinResult } from '@bonis/supabase-client';

/** What a spin costs, in points (spec §9); `spin_roulette` charges it. */
export const SPIN_COST = 100;

/**
 * One spin, decided by the database (`spin_roulette`): in one transaction it takes 100 points,
 * draws a prize weighted by probability, records the win, credits a points prize or saves a
 * discount or free-shipping prize as a 30-day bonus. Returns the win, the prize and the balance
 * after it; throws the PostgREST error (a refusal carries a Spanish 'Título - Descripción').
 */
export async function spinRoulette(client: BonisClient): Promise<SpinResult> {
  const { data, error } = await client.rpc('spin_roulette');
  if (error) throw error;
  return data as unknown as SpinResult;
}

/**
 * The spin as a mutation. What follows it (the wheel, the modal, the balance, the refresh of
 * the shopper's reads) is the caller's: the page reveals the result when the wheel stops.
 */
export function useSpinRoulette() {
  return useMutation({ mutationFn: () => spinRoulette(getSupabase()) });
}
