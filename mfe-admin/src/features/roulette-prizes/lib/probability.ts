import { formatPercent } from '@bonis/design-system';
import { DB_MESSAGES } from '@bonis/supabase-client';

/** The cap of the sum of every prize's probability (spec §5, §9; enforced by the database). */
export const PROBABILITY_MAX = 100;

/** The form's and the database's message when the sum would pass 100 % (the database's words). */
export const PROBABILITY_SUM_EXCEEDED = DB_MESSAGES.probabilitySumExceeded;

/** The list's warning when the stored sum is above 100 %. */
export const PROBABILITY_LIMIT_EXCEEDED = '¡Excede el límite!';

/** Probabilities are stored with two decimals: sums are worked in hundredths, never floats. */
const hundredths = (value: number) => Math.round(value * 100);

/** The sum of probabilities, exact to the hundredth (0.1 + 0.2 is 0.3 here). */
export function probabilitySum(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + hundredths(value), 0) / 100;
}

/** Whether `probability` fits beside the other prizes' `otherSum` (both in percent). */
export function fitsProbabilityCap(otherSum: number, probability: number): boolean {
  return hundredths(otherSum) + hundredths(probability) <= PROBABILITY_MAX * 100;
}

/** What is left for a prize beside the others (never below 0). */
export function probabilityLeft(otherSum: number): number {
  return Math.max(0, PROBABILITY_MAX * 100 - hundredths(otherSum)) / 100;
}

export function exceedsProbabilityCap(total: number): boolean {
  return hundredths(total) > PROBABILITY_MAX * 100;
}

/** The list's total, as the spec writes it ('x.x% / 100%') in es-CO: '87,5% / 100%'. */
export function formatProbabilityTotal(total: number): string {
  const shown = formatPercent(total, { minimumFractionDigits: 1, spaced: false });
  return `${shown} / ${formatPercent(PROBABILITY_MAX, { spaced: false })}`;
}
