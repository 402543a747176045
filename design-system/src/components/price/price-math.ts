/**
 * The displayed-product price rules (storefront spec §3): the original price is derived from
 * the price the shopper pays and its discount, and the savings line is their difference.
 */

/**
 * The price before the discount: `price / (1 - discount/100)`, rounded to whole pesos.
 * `null` when there is no discount to show (missing, 0 or less, 100 or more, not a number).
 *
 * `originalPrice(25500, 15)` → `30000`.
 */
export function originalPrice(
  price: number,
  discountPercentage: number | null | undefined,
): number | null {
  if (discountPercentage === null || discountPercentage === undefined) return null;
  if (!Number.isFinite(price) || !Number.isFinite(discountPercentage)) return null;
  if (discountPercentage <= 0 || discountPercentage >= 100) return null;
  return Math.round(price / (1 - discountPercentage / 100));
}

/**
 * What the shopper saves against an original (or reference) price, in whole pesos; 0 when the
 * original is missing or not above the price.
 *
 * `savings(25500, 30000)` → `4500`.
 */
export function savings(price: number, original: number | null | undefined): number {
  if (original === null || original === undefined) return 0;
  if (!Number.isFinite(price) || !Number.isFinite(original)) return 0;
  return Math.max(0, Math.round(original - price));
}
