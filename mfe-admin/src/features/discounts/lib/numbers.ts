/**
 * Numbers as an admin types them and as the screen writes them, the es-CO way: '.' groups
 * thousands and ',' is the decimal mark, though a plain '12.5' is read as twelve and a half.
 */

/**
 * A non-negative number typed in a field: digits ('20000'), es-CO groups ('20.000',
 * '1.250.000,50', '20 000'), a decimal comma ('12,5') or point ('12.5'), an optional leading
 * '$'. A dot followed by groups of exactly three digits is a thousands separator ('12.345' is
 * 12345). Empty is undefined; anything else (letters, a sign, two marks) is NaN.
 */
export function parseDecimal(text: string): number | undefined {
  const compact = text
    .trim()
    .replace(/^\$/, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/.test(compact)) {
    return Number(compact.replace(/\./g, '').replace(',', '.'));
  }
  if (/^\d+[.,]\d+$/.test(compact)) return Number(compact.replace(',', '.'));
  return Number.NaN;
}

/** Whether `value` is a whole number of `step`s (0.01 → at most two decimals). */
export function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

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
