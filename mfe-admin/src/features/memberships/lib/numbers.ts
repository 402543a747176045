/**
 * Numbers as an admin types them in the plan's form and as the screen writes them, the es-CO
 * way ('.' groups thousands, ',' is the decimal mark; a plain '1.5' is one and a half).
 */

/**
 * A non-negative number typed in a field: digits ('29900'), es-CO groups ('29.900'), a decimal
 * comma or point ('1,5', '1.5'); a leading '$' is ignored. A dot followed by groups of exactly
 * three digits separates thousands. Empty is undefined; anything else is NaN.
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

/** Whether `value` is a whole number of `step`s (0.1 → at most one decimal). */
export function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

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
