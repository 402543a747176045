/**
 * Decimal numbers as an admin types them, the es-CO way: '.' groups thousands and ',' is the
 * decimal mark, though a plain '12.5' is read as twelve and a half. Shared by the forms that
 * take decimals (discount codes, membership plans).
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
