/**
 * The shapes of the functions that return `jsonb` (the generator can only say `Json` for
 * them). Each mirrors the `jsonb_build_object` in supabase/migrations/
 * 20261121100400_commerce_functions.sql, 20261125150000_cart_functions.sql,
 * 20261126100000_paid_memberships_and_gifts.sql or
 * 20261207100000_books_follow_the_state.sql; `rpc-results.test.ts` checks them against the
 * real server (supabase/tests/client/rpc-results.test.ts), so a change there fails a test.
 */
import type { Enums } from './database.types';
import type { Order, PayableKind, RoulettePrize, RouletteWin } from './rows';
import type { DB_MESSAGES } from './vocabulary/messages';

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

/** `confirm_payment` of a membership purchase: the plan bought. */
export interface MembershipPayment {
  plan_name: string;
  /** the plan's type (a running anual stays anual when a mensual is added: see expires_on) */
  membership_type: Enums<'membership_type'>;
  /**
   * approved: the membership's expiry now (today in Bogotá + the plan's days, or the running
   * membership's expiry + the days), 'YYYY-MM-DD'; null while unpaid
   */
  expires_on: string | null;
}

/** A gift's value: memberships 'mensual' | 'anual', coupons 'c50' | 'c100' | 'c200'. */
export type GiftValue = 'mensual' | 'anual' | 'c50' | 'c100' | 'c200';

/** `confirm_payment` of a gift purchase: the gift, with its code once paid. */
export interface GiftPayment {
  /** 'GIFT' + 8 digits once paid; null while unpaid */
  gift_code: string | null;
  gift_type: Enums<'gift_type'>;
  gift_value: GiftValue;
  recipient_name: string;
  recipient_email: string;
  /** 'YYYY-MM-DD' */
  delivery_date: string;
  /** 'sent' when the delivery email was queued now (delivery date today), 'pending' until its day */
  status: Enums<'gift_status'>;
}

/** `confirm_payment`: the gateway's answer for one payable record. */
export interface PaymentResult {
  /** false when the card was declined (payment_status 'failed'; the shopper may try again) */
  approved: boolean;
  /**
   * why a card was declined (only when `approved` is false): 'luhn' (not a valid number),
   * 'expired' (its month has passed), 'declined' (the gateway's test card for a decline)
   */
  decline_reason?: 'luhn' | 'expired' | 'declined' | null;
  kind: PayableKind;
  id: string;
  payment_status: Enums<'payment_status'>;
  /** the method that paid; for an unpaid membership or gift 'online' */
  payment_method: Enums<'payment_method'>;
  /** the order number; 'MEM-…' for a membership, 'REG-…' for a gift (as in `payables`) */
  reference: string;
  /** kind 'order': the order row */
  order?: Order;
  /** kind 'membership' */
  membership?: MembershipPayment;
  /** kind 'gift' */
  gift?: GiftPayment;
}

interface MembershipPurchaseStartBase {
  /** the membership purchase: pay it on /payment?membership=<id> */
  id: string;
  plan_name: string;
  membership_type: Enums<'membership_type'>;
  amount: number;
}

/** `start_membership_purchase` of a plan with a price: a pending purchase to pay. */
export interface MembershipPurchasePending extends MembershipPurchaseStartBase {
  activated: false;
}

/** `start_membership_purchase` of a plan of price 0: activated at once. */
export interface MembershipPurchaseActivated extends MembershipPurchaseStartBase {
  amount: 0;
  activated: true;
  /** 'YYYY-MM-DD' */
  expires_on: string;
}

/** `start_membership_purchase`: a purchase to pay, or a free plan already active. */
export type MembershipPurchaseStart = MembershipPurchasePending | MembershipPurchaseActivated;

/**
 * `membership_purchase_quote`: what paying one of the caller's pending membership purchases now
 * would give them (/payment shows it before the card form), or why it can't be paid.
 */
export interface MembershipPurchaseQuote {
  /** the membership purchase */
  id: string;
  plan_name: string;
  membership_type: Enums<'membership_type'>;
  amount: number;
  /** the caller's running membership; 'regular' when none runs */
  current_type: Enums<'membership_type'>;
  /** the running membership's expiry, 'YYYY-MM-DD'; null when it has none (or none runs) */
  current_expiry: string | null;
  /** unused days of the running plan that are kept: added before the new plan's days */
  carried_days: number;
  /** 'YYYY-MM-DD': today in Bogotá */
  starts_on: string;
  /** 'YYYY-MM-DD': the day the membership would end if it were paid now */
  expires_on: string;
  /** a running lower-ranked plan is being upgraded (mensual → anual) */
  upgrade: boolean;
  payable: boolean;
  /**
   * why it can't be paid ('Título - Descripción', as `start_membership_purchase` and
   * `confirm_payment` refuse: 'Plan actual - …', 'Incluido en tu plan - …', 'El plan cambió; …');
   * null when payable
   */
  message: string | null;
}

/**
 * The messages `confirm_payment` refuses a membership or gift purchase with once it can no
 * longer be paid (it is closed): the plan changed after it was chosen, or it is older than 30
 * minutes. The shopper chooses the plan (or buys the gift) again.
 */
export type ClosedPurchaseRefusal = (typeof DB_MESSAGES)[
  'planChanged' | 'membershipPurchaseExpired' | 'giftPurchaseExpired' | 'orderPaymentExpired'];

/** `redeem_gift` of a membership gift: the plan is active for the caller. */
export interface MembershipGiftRedemption {
  redeemed: true;
  gift_type: 'membership';
  plan_name: string;
  membership_type: Enums<'membership_type'>;
  /** 'YYYY-MM-DD' */
  expires_on: string;
}

/** `redeem_gift` of a coupon gift: a one-use fixed-value code of the caller's, for checkout. */
export interface CouponGiftRedemption {
  redeemed: true;
  gift_type: 'coupon';
  /** 'REGALO' + 8 letters and digits */
  discount_code: string;
  /** COP off an order (50,000 / 100,000 / 200,000) */
  value: number;
}

/** The messages `redeem_gift` answers a try it refuses with ('Título - Descripción'). */
export type GiftRedemptionRefusal =
  | (typeof DB_MESSAGES)[
      'giftCodeInvalid' | 'giftAlreadyRedeemed' | 'giftRedeemTooManyTries' | 'giftBoughtByYou']
  /** before the delivery date (Bogotá): `giftRedeemableFromMessage('9 de diciembre de 2026')` */
  | `Este regalo se podrá canjear desde el ${string}`;

/**
 * `redeem_gift` of a wrong, unpaid or used code, past the limit of tries (counted), by the
 * buyer's own account, or before its delivery date.
 */
export interface RefusedGiftRedemption {
  redeemed: false;
  message: GiftRedemptionRefusal;
}

/** `redeem_gift`: what the code gave, or why it gave nothing. */
export type GiftRedemption =
  MembershipGiftRedemption | CouponGiftRedemption | RefusedGiftRedemption;

export interface LowStockProduct {
  id: string;
  name: string;
  stock_quantity: number;
  is_active: boolean;
}

/** One Bogotá day of the dashboard's chart: revenue of the paid orders created that day. */
export interface RevenueDay {
  /** 'YYYY-MM-DD' */
  day: string;
  revenue: number;
  orders: number;
}

export interface TopProduct {
  id: string;
  name: string;
  /** units sold (products.sales_count) */
  units: number;
}

/**
 * `admin_dashboard_stats` (20261127100000_admin_back_office.sql): the four cards, the low-stock
 * list, the last 30 days (oldest first, zero-filled), orders per status, the five best sellers
 * and the profiles created in the last 7 days.
 */
export interface DashboardStats {
  total_products: number;
  total_orders: number;
  total_users: number;
  total_revenue: number;
  low_stock: LowStockProduct[];
  revenue_by_day: RevenueDay[];
  orders_by_status: Record<Enums<'order_status'>, number>;
  top_products: TopProduct[];
  new_users_week: number;
}

/** `admin_user_stats`: the users screen's four cards. */
export interface UserStats {
  total: number;
  admins: number;
  /** memberships running today (not regular; no expiry, or expiring today or later) */
  members: number;
  /** profiles created since the first day of this month (Bogotá) */
  new_this_month: number;
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

/** `reorder`: the lines of an order put back in the cart, and those that couldn't be. */
export interface ReorderResult {
  /** lines added: `quantity` units now (less than `requested` when the stock capped it) */
  added: { product_id: string; name: string; quantity: number; requested: number }[];
  /** lines not added: sold out ('agotado') or no longer sold ('no_disponible') */
  unavailable: { product_id: string | null; name: string; reason: 'agotado' | 'no_disponible' }[];
  /** the sum of the quantities of every line of the caller's cart, after */
  cart_units: number;
}
