/**
 * Numbers as an admin types them and as the screen writes them, the es-CO way: '.' groups
 * thousands and ',' is the decimal mark, though a plain '12.5' is read as twelve and a half.
 */

import { formatCOP } from '@bonis/design-system';

export { isMultipleOf, parseDecimal } from '../../../lib/decimal';

/** '10 %' (a no-break space before the sign, es-CO decimals: '12,5 %'): the design system's. */
export { formatPercent } from '@bonis/design-system';

/**
 * Pesos: whole amounts without decimals ('$ 20.000'), others with their cents
 * ('$ 19.999,50'): a fixed code may take 0.01 steps, and the list must not round them away.
 */
export function formatMoney(value: number | string): string {
  return formatCOP(value, { keepCents: true });
}

/** A plain es-CO number for a form field: 1.5 → '1,5', 20000 → '20000' (no groups to edit). */
export function formatForField(value: number | string): string {
  return String(Number(value)).replace('.', ',');
}
