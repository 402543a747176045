/**
 * Numbers as an admin types them and as the screen writes them, the es-CO way: '.' groups
 * thousands and ',' is the decimal mark, though a plain '12.5' is read as twelve and a half.
 */

export { isMultipleOf, parseDecimal } from '../../../lib/decimal';

const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const wholePesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const centPesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '10 %' (a no-break space before the sign, es-CO decimals: '12,5 %'). */
export function formatPercent(value: number | string): string {
  return `${decimal.format(Number(value))}\u00a0%`;
}

/**
 * Pesos: whole amounts without decimals ('$ 20.000'), others with their cents
 * ('$ 19.999,50'): a fixed code may take 0.01 steps, and the list must not round them away.
 */
export function formatMoney(value: number | string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return wholePesos.format(0);
  return Number.isInteger(amount) ? wholePesos.format(amount) : centPesos.format(amount);
}

/** A plain es-CO number for a form field: 1.5 → '1,5', 20000 → '20000' (no groups to edit). */
export function formatForField(value: number | string): string {
  return String(Number(value)).replace('.', ',');
}
