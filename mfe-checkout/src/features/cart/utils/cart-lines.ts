import type { CheckoutQuoteItem } from '@bonis/supabase-client';
import { CART_LINE_MAX } from '@bonis/supabase-client/queries';

/**
 * The quote's lines newest first (the quote lists them in the order they were added): the
 * dropdown's five are the latest, and the cart page lists them in the same order.
 */
export const newestFirst = (items: readonly CheckoutQuoteItem[]): CheckoutQuoteItem[] =>
  [...items].reverse();

/**
 * Units in the cart: the sum of every line's quantity, unavailable lines included (what the
 * header's badge counts). A count for display; no price is added up in the browser.
 */
export const cartUnits = (items: readonly CheckoutQuoteItem[]): number =>
  items.reduce((units, item) => units + item.quantity, 0);

/** '1 producto', '3 productos'. */
export const productsLabel = (count: number): string =>
  count === 1 ? '1 producto' : `${count} productos`;

/** Why a line can't be bought now, in the shopper's words; null when it can. */
export function lineIssue(item: CheckoutQuoteItem): string | null {
  if (item.available) return null;
  if (!item.is_active) return 'Este producto ya no está disponible';
  if (item.stock_quantity <= 0) return 'Agotado';
  if (item.stock_quantity < item.quantity) {
    return item.stock_quantity === 1
      ? 'Solo queda 1 unidad'
      : `Solo quedan ${item.stock_quantity} unidades`;
  }
  // flagged by the database for a reason the line doesn't show: say it plainly
  return 'Este producto ya no está disponible';
}

/**
 * How the line's quantity may change: the most it can hold (its stock, at most 999), whether
 * it can change at all (a hidden or sold-out product can only be removed), and the quantity to
 * adjust to when the stock fell below it.
 */
export function quantityLimits(item: CheckoutQuoteItem): {
  max: number;
  editable: boolean;
  adjustTo: number | null;
} {
  const max = Math.min(Math.max(item.stock_quantity, 0), CART_LINE_MAX);
  const editable = item.is_active && max >= 1;
  const adjustTo = editable && item.quantity > max ? max : null;
  return { max: Math.max(max, 1), editable, adjustTo };
}

/** The member price applies: the database priced the unit below the list price. */
export const hasMemberPrice = (item: CheckoutQuoteItem): boolean =>
  item.unit_price < item.list_price;
