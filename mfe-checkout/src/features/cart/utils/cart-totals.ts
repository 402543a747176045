import type { CartLine } from '../api/get-cart-lines';

/** Units in the cart: the sum of every line's quantity (the header badge's number). */
export const totalUnits = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The sum of price × quantity over every line whose product is still on sale, at the
 * product's current price (member prices are applied by the database at checkout).
 */
export const subtotal = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + (line.product ? line.product.price * line.quantity : 0), 0);
