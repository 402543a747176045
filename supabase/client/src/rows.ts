/**
 * Row types named for the app, one per table of schema public, and the enums' value types.
 * All come from the generated `database.types.ts`; nothing here is written by hand but the
 * names. A new table needs its alias here (database-types.test.ts fails until it has one).
 */
import type { Database, Enums, Tables } from './database.types';

export type AppSettings = Tables<'app_settings'>;
/** An admin's change (audit_log.changes: { column: { before, after } }). */
export type AuditLogEntry = Tables<'audit_log'>;
export type Banner = Tables<'banner_settings'>;
export type BonusStoreItem = Tables<'bonus_store'>;
export type CartItem = Tables<'cart_items'>;
export type Category = Tables<'categories'>;
export type DiscountCode = Tables<'discount_codes'>;
export type DiscountCodeRedemption = Tables<'discount_code_redemptions'>;
export type OutboxEmail = Tables<'email_outbox'>;
export type GiftPurchase = Tables<'gift_purchases'>;
/** A back-office note on an order or a customer (never shown to shoppers). */
export type InternalNote = Tables<'internal_notes'>;
export type MembershipPlan = Tables<'membership_plans'>;
export type MembershipPurchase = Tables<'membership_purchases'>;
export type NewsletterSubscription = Tables<'newsletter_subscriptions'>;
export type Order = Tables<'orders'>;
export type OrderItem = Tables<'order_items'>;
/** One step of an order's timeline: created, a status it entered, a payment change. */
export type OrderEvent = Tables<'order_events'>;
export type Payment = Tables<'payments'>;
export type PointsRedemption = Tables<'points_redemptions_v2'>;
export type PointsTransaction = Tables<'points_transactions'>;
export type Product = Tables<'products'>;
export type ProductGroup = Tables<'product_groups'>;
export type ProductSubcategory = Tables<'product_subcategories'>;
export type Reward = Tables<'rewards_catalog'>;
export type RoulettePrize = Tables<'roulette_prizes'>;
export type RouletteWin = Tables<'roulette_wins'>;
export type ShippingRate = Tables<'shipping_rates'>;
export type ShippingTimeRange = Tables<'shipping_time_ranges'>;
export type UserAddress = Tables<'user_addresses'>;
/** A real-user measurement (web-vitals) of a page view: admins read them ('Rendimiento'). */
export type WebVital = Tables<'web_vitals'>;
export type UserBonus = Tables<'user_bonuses'>;
export type UserFavorite = Tables<'user_favorites'>;
export type UserPoints = Tables<'user_points'>;
export type UserProfile = Tables<'user_profiles'>;
/** A row of the `payables` view: what the payment page can pay (an order, a membership, a gift). */
export type Payable = Database['public']['Views']['payables']['Row'];
/** What a payable is: `payables.kind`, and `confirm_payment`'s `p_kind`. */
export type PayableKind = 'order' | 'membership' | 'gift';
/** A row of 'Mis pagos': one of the caller's payments (approved or declined) of any kind. */
export type PaymentHistoryEntry = Database['public']['Views']['payment_history']['Row'];
/**
 * A row of the `points_history` view: one row of the caller's points ledger with `seq` (its place
 * in the ledger) and `balance`, the stored balance after it. Page it newest first: order by seq
 * desc.
 */
export type PointsHistoryEntry = Database['public']['Views']['points_history']['Row'];
/**
 * A row of the `gift_purchases_overview` view: a gift purchase with its `state` (the vocabulary's
 * `GiftPurchaseState`), `overdue` (paid, due and not sent) and the buyer's and redeemer's names.
 */
export type GiftPurchaseOverview = Database['public']['Views']['gift_purchases_overview']['Row'];
/**
 * A row of the `points_redemptions_overview` view: a redemption with its reward's tier and image
 * and the shopper's name, email and phone.
 */
export type PointsRedemptionOverview =
  Database['public']['Views']['points_redemptions_overview']['Row'];

/** Each table's alias, by table name (the completeness check reads it). */
export interface RowsByTable {
  app_settings: AppSettings;
  audit_log: AuditLogEntry;
  banner_settings: Banner;
  bonus_store: BonusStoreItem;
  cart_items: CartItem;
  categories: Category;
  discount_codes: DiscountCode;
  discount_code_redemptions: DiscountCodeRedemption;
  email_outbox: OutboxEmail;
  gift_purchases: GiftPurchase;
  internal_notes: InternalNote;
  membership_plans: MembershipPlan;
  membership_purchases: MembershipPurchase;
  newsletter_subscriptions: NewsletterSubscription;
  orders: Order;
  order_items: OrderItem;
  order_events: OrderEvent;
  payments: Payment;
  points_redemptions_v2: PointsRedemption;
  points_transactions: PointsTransaction;
  products: Product;
  product_groups: ProductGroup;
  product_subcategories: ProductSubcategory;
  rewards_catalog: Reward;
  roulette_prizes: RoulettePrize;
  roulette_wins: RouletteWin;
  shipping_rates: ShippingRate;
  shipping_time_ranges: ShippingTimeRange;
  user_addresses: UserAddress;
  user_bonuses: UserBonus;
  user_favorites: UserFavorite;
  user_points: UserPoints;
  user_profiles: UserProfile;
  web_vitals: WebVital;
}

export type BonusCategory = Enums<'bonus_category'>;
export type BonusStatus = Enums<'bonus_status'>;
export type BonusType = Enums<'bonus_type'>;
export type DiscountType = Enums<'discount_type'>;
export type GiftStatus = Enums<'gift_status'>;
export type GiftType = Enums<'gift_type'>;
export type HomeSection = Enums<'home_section'>;
export type MembershipType = Enums<'membership_type'>;
export type OrderStatus = Enums<'order_status'>;
export type PaymentMethod = Enums<'payment_method'>;
export type PaymentStatus = Enums<'payment_status'>;
export type PetType = Enums<'pet_type'>;
export type PointsTransactionType = Enums<'points_transaction_type'>;
export type PrizeType = Enums<'prize_type'>;
export type RedemptionStatus = Enums<'redemption_status'>;
export type RewardTier = Enums<'reward_tier'>;
export type SubscriptionStatus = Enums<'subscription_status'>;
export type UserRole = Enums<'user_role'>;
