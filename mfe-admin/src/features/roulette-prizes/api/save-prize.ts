import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { PROBABILITY_SUM_EXCEEDED } from '../lib/probability';
import { toPrizeWrite, type PrizeFormValues } from '../schemas/prize-form';

/** Creates a prize, or updates it by id; the database refuses a sum of probabilities over 100. */
export const savePrize = (client: BonisClient, id: string | undefined, values: PrizeFormValues) =>
  saveRow(client, 'roulette_prizes', id, toPrizeWrite(values));

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
