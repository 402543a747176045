import type { CartLine } from '../api/get-cart-lines';

/**
 * The sum of price × quantity over every line whose product is still on sale, at the
 * product's current price (member prices are applied by the database at checkout).
 */
export const subtotal = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + (line.product ? line.product.price * line.quantity : 0), 0);
