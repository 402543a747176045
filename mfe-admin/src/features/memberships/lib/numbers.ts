/**
 * Numbers as an admin types them in the plan's form and as the screen writes them, the es-CO
 * way ('.' groups thousands, ',' is the decimal mark; a plain '1.5' is one and a half).
 */

export { isMultipleOf, parseDecimal } from '../../../lib/decimal';

const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** '10 %', '12,5 %' (a no-break space before the sign). */
export function formatPercent(value: number | string): string {
  return `${decimal.format(Number(value))}\u00a0%`;
}

/** The points multiplier: 1.5 → '1,5×'. */
export function formatMultiplier(value: number | string): string {
  return `${decimal.format(Number(value))}×`;
}

/** A stored number back in a form field: 1.5 → '1,5', 29900 → '29900'. */
export function formatForField(value: number | string): string {
  return String(Number(value)).replace('.', ',');
}
