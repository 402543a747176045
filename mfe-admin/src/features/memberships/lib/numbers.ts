/**
 * Numbers as an admin types them in the plan's form and as the screen writes them, the es-CO
 * way ('.' groups thousands, ',' is the decimal mark; a plain '1.5' is one and a half).
 */

import { formatDecimal } from '@bonis/design-system';

export { isMultipleOf, parseDecimal } from '../../../lib/decimal';

/** '10 %', '12,5 %' (a no-break space before the sign): the design system's. */
export { formatPercent } from '@bonis/design-system';

/** The points multiplier: 1.5 → '1,5×'. */
export function formatMultiplier(value: number | string): string {
  return `${formatDecimal(value)}×`;
}

/** A stored number back in a form field: 1.5 → '1,5', 29900 → '29900'. */
export function formatForField(value: number | string): string {
  return String(Number(value)).replace('.', ',');
}
