import { formatPercent } from '@bonis/design-system';

/**
 * The newsletter's conversion (spec §9): subscriptions whose discount was used, divided by all
 * subscriptions, as a percentage. No subscriptions is 0 %, not a division by zero.
 */
export function conversionRate(used: number, total: number): number {
  return total > 0 ? (used / total) * 100 : 0;
}

/** '33,3 %' (es-CO, one decimal at most, a no-break space before the sign). */
export const formatRate = (rate: number) => formatPercent(rate, { maximumFractionDigits: 1 });
