/**
 * The newsletter's conversion (spec §9): subscriptions whose discount was used, divided by all
 * subscriptions, as a percentage. No subscriptions is 0 %, not a division by zero.
 */
export function conversionRate(used: number, total: number): number {
  return total > 0 ? (used / total) * 100 : 0;
}

const percent = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** '33,3 %' (es-CO, one decimal at most). */
export const formatRate = (rate: number) => `${percent.format(rate)} %`;
