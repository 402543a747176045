/**
 * The shapes of the functions that return `jsonb` (the generator can only say `Json` for
 * them). Each mirrors the `jsonb_build_object` in supabase/migrations/
 * 20261121100400_commerce_functions.sql or 20261125150000_cart_functions.sql;
 * `rpc-results.test.ts` checks them against the real server
 * (supabase/tests/client/rpc-results.test.ts), so a change there fails a test.
 */
import type { Enums } from './database.types';
import type { Order, RoulettePrize, RouletteWin } from './rows';

export interface CheckoutQuoteItem {
  /** the cart line (cart_items.id) */
  cart_item_id: string;
  product_id: string;
  name: string;
  brand: string | null;
  /** the product's first image (a storage path or URL), null when it has none */
  image: string | null;
  quantity: number;
  /** what the caller pays per unit (member price where it applies) */
  unit_price: number;
  /** the non-member price */
  list_price: number;
  total: number;
  stock_quantity: number;
  /** false once an admin hides the product */
  is_active: boolean;
  /** active and with enough stock for the quantity; lines that aren't count in no amount */
  available: boolean;
}

export interface CheckoutQuoteDiscount {
  kind: 'code' | 'bonus' | 'prize';
  id: string;
  /** the code, for kind 'code' */
  code?: string;
  /** the bonus or prize name, for kinds 'bonus' and 'prize' */
  name?: string;
  type: Enums<'discount_type'> | Enums<'bonus_type'> | Enums<'prize_type'>;
  value: number;
}

/** `preview_checkout`: the caller's cart priced as `place_order` would price it. */
export interface CheckoutQuote {
  items: CheckoutQuoteItem[];
  /** units of the available lines */
  item_count: number;
  /** lines that can't be bought now (hidden product or not enough stock): checkout is blocked */
  unavailable_count: number;
  membership_type: Enums<'membership_type'>;
  member_discount_percent: number;
  subtotal: number;
  /** the chosen slot's cost before any free-shipping rule */
  shipping_base_cost: number;
  shipping_cost: number;
  /** the cart page's estimate: the chosen slot's cost, else the cheapest active slot; 0 when free */
  shipping_estimate: number;
  free_shipping: boolean;
  free_shipping_reason: 'bonus' | 'membership' | 'threshold' | null;
  free_shipping_threshold: number;
  discount_amount: number;
  discount: CheckoutQuoteDiscount | null;
  total: number;
  /** subtotal + shipping_estimate − discount (the cart page's total) */
  estimated_total: number;
}

/** `spin_roulette`: the win, the prize drawn and the balance after the spin. */
export interface SpinResult {
  win: RouletteWin;
  prize: RoulettePrize;
  current_points: number;
}

/** `subscribe_newsletter`: the stored email and its one-use 10 % code. */
/** `subscribe_newsletter`: the email subscribed (its code is emailed to it, never returned). */
export interface NewsletterSignup {
  email: string;
}

/** `confirm_payment`: the gateway's answer for one payable record. */
export interface PaymentResult {
  /** false when the card was declined (payment_status 'failed'; the shopper may try again) */
  approved: boolean;
  kind: 'order';
  id: string;
  payment_status: Enums<'payment_status'>;
  payment_method: Enums<'payment_method'>;
  /** the order number */
  reference: string;
  order: Order;
}

export interface LowStockProduct {
  id: string;
  name: string;
  stock_quantity: number;
  is_active: boolean;
}

/** `admin_dashboard_stats`: the four cards and the low-stock list. */
export interface DashboardStats {
  total_products: number;
  total_orders: number;
  total_users: number;
  total_revenue: number;
  low_stock: LowStockProduct[];
}

/**
 * `add_to_cart` and `set_cart_quantity`: the caller's line after the change and the cart's
 * units (the header badge).
 */
export interface CartChange {
  product_id: string;
  /** the line's quantity after the change */
  quantity: number;
  /**
   * units the change really added: less than asked when the stock or 999 capped it (0 when the
   * line was already at the cap); negative when set_cart_quantity lowered the line
   */
  added: number;
  /** the sum of the quantities of every line of the caller's cart */
  cart_units: number;
}

/** `remove_cart_item`: whether a line was there to remove, and the cart's units after. */
export interface CartRemoval {
  product_id: string;
  removed: boolean;
  cart_units: number;
}

/** `toggle_favorite`: whether the product is a favourite now, and how many the caller has. */
export interface FavoriteToggle {
  product_id: string;
  favorite: boolean;
  favorites_count: number;
}

/** `header_counts`: the signed-in header's three badges in one call. */
export interface HeaderCounts {
  /** units in the cart (the sum of the lines' quantities) */
  cart_units: number;
  favorites: number;
  points: number;
}
