/**
 * The typed client's hand-written shapes for the functions that return jsonb
 * (`@bonis/supabase-client` rpc-results.ts) match what the functions really return. Each key
 * list is checked by TypeScript against the interface (`satisfies`: a missing or extra key is a
 * type error) and here against the server's answer.
 */
import {
  type CartChange,
  type CartRemoval,
  type CheckoutQuote,
  type CheckoutQuoteItem,
  type CouponGiftRedemption,
  type DashboardStats,
  type FavoriteToggle,
  type GiftPayment,
  type HeaderCounts,
  type MembershipGiftRedemption,
  type MembershipPayment,
  type MembershipPurchaseActivated,
  type MembershipPurchasePending,
  type MembershipPurchaseQuote,
  type NewsletterSignup,
  type PaymentResult,
  type RefusedGiftRedemption,
  type SpinResult,
} from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  bogotaDate,
  GOOD_CARD,
  paidGift,
  sqlOne,
  useNewsletterLimit,
  useSpecPlans,
} from '../support/checkout';
import {
  address,
  addToCart,
  grantPoints,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  newTimeSlot,
  signedInTypedClient,
  sql,
  typedClient,
  unique,
  type Shopper,
} from '../support/db';

const quoteKeys = {
  items: true,
  item_count: true,
  unavailable_count: true,
  membership_type: true,
  member_discount_percent: true,
  subtotal: true,
  shipping_base_cost: true,
  shipping_cost: true,
  shipping_estimate: true,
  free_shipping: true,
  free_shipping_reason: true,
  free_shipping_threshold: true,
  discount_amount: true,
  discount: true,
  total: true,
  estimated_total: true,
} satisfies Record<keyof CheckoutQuote, true>;

const quoteItemKeys = {
  cart_item_id: true,
  product_id: true,
  name: true,
  brand: true,
  image: true,
  quantity: true,
  unit_price: true,
  list_price: true,
  total: true,
  stock_quantity: true,
  is_active: true,
  available: true,
} satisfies Record<keyof CheckoutQuoteItem, true>;

const spinKeys = { win: true, prize: true, current_points: true } satisfies Record<
  keyof SpinResult,
  true
>;
const signupKeys = { email: true } satisfies Record<keyof NewsletterSignup, true>;
// Each kind of payment answers the common keys and its own part (order, membership or gift).
const paymentCommonKeys = {
  approved: true,
  kind: true,
  id: true,
  payment_status: true,
  payment_method: true,
  reference: true,
} as const;
const paymentKeys = {
  ...paymentCommonKeys,
  order: true,
  membership: true,
  gift: true,
  decline_reason: true,
} satisfies Record<keyof PaymentResult, true>;
/** The keys confirm_payment answers for one kind. */
const paymentKeysOf = (part: 'order' | 'membership' | 'gift') =>
  sorted({ ...paymentCommonKeys, [part]: paymentKeys[part] });
const membershipPaymentKeys = {
  plan_name: true,
  membership_type: true,
  expires_on: true,
} satisfies Record<keyof MembershipPayment, true>;
const giftPaymentKeys = {
  gift_code: true,
  gift_type: true,
  gift_value: true,
  recipient_name: true,
  recipient_email: true,
  delivery_date: true,
  status: true,
} satisfies Record<keyof GiftPayment, true>;
const pendingStartKeys = {
  id: true,
  plan_name: true,
  membership_type: true,
  amount: true,
  activated: true,
} satisfies Record<keyof MembershipPurchasePending, true>;
const membershipQuoteKeys = {
  id: true,
  plan_name: true,
  membership_type: true,
  amount: true,
  current_type: true,
  current_expiry: true,
  carried_days: true,
  starts_on: true,
  expires_on: true,
  upgrade: true,
  payable: true,
  message: true,
} satisfies Record<keyof MembershipPurchaseQuote, true>;
const activatedStartKeys = {
  ...pendingStartKeys,
  expires_on: true,
} satisfies Record<keyof MembershipPurchaseActivated, true>;
const membershipRedemptionKeys = {
  redeemed: true,
  gift_type: true,
  plan_name: true,
  membership_type: true,
  expires_on: true,
} satisfies Record<keyof MembershipGiftRedemption, true>;
const couponRedemptionKeys = {
  redeemed: true,
  gift_type: true,
  discount_code: true,
  value: true,
} satisfies Record<keyof CouponGiftRedemption, true>;
const refusedRedemptionKeys = { redeemed: true, message: true } satisfies Record<
  keyof RefusedGiftRedemption,
  true
>;
const statsKeys = {
  total_products: true,
  total_orders: true,
  total_users: true,
  total_revenue: true,
  low_stock: true,
  revenue_by_day: true,
  orders_by_status: true,
  top_products: true,
  new_users_week: true,
} satisfies Record<keyof DashboardStats, true>;

const cartChangeKeys = {
  product_id: true,
  quantity: true,
  added: true,
  cart_units: true,
} satisfies Record<keyof CartChange, true>;
const cartRemovalKeys = { product_id: true, removed: true, cart_units: true } satisfies Record<
  keyof CartRemoval,
  true
>;
const favoriteToggleKeys = {
  product_id: true,
  favorite: true,
  favorites_count: true,
} satisfies Record<keyof FavoriteToggle, true>;
const headerCountsKeys = { cart_units: true, favorites: true, points: true } satisfies Record<
  keyof HeaderCounts,
  true
>;

const sorted = (object: object) => Object.keys(object).sort();

/** The typed client, signed in as the shopper when one is given. */
async function typed(shopper?: Shopper) {
  return shopper
    ? (await signedInTypedClient(shopper.email, shopper.password)).client
    : typedClient();
}

describe('typed results of the jsonb functions', () => {
  useNewsletterLimit(1_000);

  it('preview_checkout answers exactly the CheckoutQuote keys, items included', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 30_000 }), 2);
    const client = await typed(shopper);
    const { data, error } = await client.rpc('preview_checkout', {
      p_shipping_time_range_id: await newTimeSlot(7_000),
    });
    expect(error).toBeNull();
    const quote = data as unknown as CheckoutQuote;
    expect(sorted(quote)).toEqual(sorted(quoteKeys));
    expect(quote.items).toHaveLength(1);
    expect(sorted(quote.items[0] ?? {})).toEqual(sorted(quoteItemKeys));
    expect(quote).toMatchObject({ subtotal: 60_000, shipping_cost: 7_000, total: 67_000 });
  });

  it('confirm_payment answers exactly the PaymentResult keys', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 30_000 }), 1);
    const client = await typed(shopper);
    const placed = await client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: await newTimeSlot(7_000),
      p_payment_method: 'online',
      p_delivery_date: bogotaDate(1),
    });
    expect(placed.error).toBeNull();
    const { data, error } = await client.rpc('confirm_payment', {
      p_kind: 'order',
      p_id: placed.data?.id ?? '',
      p_payment_method: 'credit_card',
      p_details: GOOD_CARD,
    });
    expect(error).toBeNull();
    const result = data as unknown as PaymentResult;
    expect(sorted(result)).toEqual(paymentKeysOf('order'));
    expect(result).toMatchObject({ approved: true, kind: 'order', payment_status: 'paid' });
    expect(result.order?.id).toBe(placed.data?.id);
  });

  it('confirm_payment answers a declined card with why (decline_reason), as PaymentResult says', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 12_000 }), 1);
    const client = await typed(shopper);
    const placed = await client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: await newTimeSlot(7_000),
      p_payment_method: 'online',
      p_delivery_date: bogotaDate(1),
    });
    expect(placed.error).toBeNull();
    const { data, error } = await client.rpc('confirm_payment', {
      p_kind: 'order',
      p_id: placed.data?.id ?? '',
      p_payment_method: 'credit_card',
      p_details: { ...GOOD_CARD, expiry: '01/20' },
    });
    expect(error).toBeNull();
    const result = data as unknown as PaymentResult;
    expect(sorted(result)).toEqual(
      sorted({ ...paymentCommonKeys, order: true, decline_reason: true }),
    );
    expect(result).toMatchObject({ approved: false, decline_reason: 'expired' });
  });

  describe('memberships and gifts', () => {
    const plans = useSpecPlans();

    it('start_membership_purchase answers exactly the pending keys, and confirm_payment the membership ones', async () => {
      const shopper = await newShopper();
      const client = await typed(shopper);

      const started = await client.rpc('start_membership_purchase', { p_plan_id: plans.mensual });
      expect(started.error).toBeNull();
      const purchase = started.data as unknown as MembershipPurchasePending;
      expect(sorted(purchase)).toEqual(sorted(pendingStartKeys));
      expect(purchase).toMatchObject({ activated: false, amount: 29_900 });

      const quote = await client.rpc('membership_purchase_quote', { p_purchase_id: purchase.id });
      expect(quote.error).toBeNull();
      expect(sorted(quote.data as unknown as MembershipPurchaseQuote)).toEqual(
        sorted(membershipQuoteKeys),
      );

      const { data, error } = await client.rpc('confirm_payment', {
        p_kind: 'membership',
        p_id: purchase.id,
        p_payment_method: 'credit_card',
        p_details: GOOD_CARD,
      });
      expect(error).toBeNull();
      const result = data as unknown as PaymentResult;
      expect(sorted(result)).toEqual(paymentKeysOf('membership'));
      expect(sorted(result.membership ?? {})).toEqual(sorted(membershipPaymentKeys));
      expect(result).toMatchObject({ approved: true, kind: 'membership' });
    });

    it('start_membership_purchase of a free plan answers exactly the activated keys', async () => {
      const shopper = await newShopper();
      const free = await sqlOne<{ id: string }>(
        `insert into public.membership_plans (name, price, duration_days)
         values (${lit(`Plan Gratis ${unique('p')}`)}, 0, 7) returning id`,
      );
      try {
        const client = await typed(shopper);
        const { data, error } = await client.rpc('start_membership_purchase', {
          p_plan_id: free.id,
        });
        expect(error).toBeNull();
        expect(sorted(data as object)).toEqual(sorted(activatedStartKeys));
        expect(data as unknown as MembershipPurchaseActivated).toMatchObject({
          activated: true,
          amount: 0,
          expires_on: bogotaDate(7),
        });
      } finally {
        await sql(`delete from public.membership_plans where id = ${lit(free.id)}`);
      }
    });

    it('confirm_payment of a gift answers exactly the gift keys', async () => {
      const shopper = await newShopper();
      const client = await typed(shopper);
      const bought = await client.rpc('buy_gift', {
        p_gift_type: 'coupon',
        p_gift_value: 'c50',
        p_recipient_name: 'Camila',
        p_recipient_email: 'camila@example.com',
      });
      expect(bought.error).toBeNull();

      const { data, error } = await client.rpc('confirm_payment', {
        p_kind: 'gift',
        p_id: bought.data?.id ?? '',
        p_payment_method: 'credit_card',
        p_details: GOOD_CARD,
      });
      expect(error).toBeNull();
      const result = data as unknown as PaymentResult;
      expect(sorted(result)).toEqual(paymentKeysOf('gift'));
      expect(sorted(result.gift ?? {})).toEqual(sorted(giftPaymentKeys));
      expect(result.gift?.gift_code).toMatch(/^GIFT\d{8}$/);
    });

    it('redeem_gift answers exactly the keys of each answer: membership, coupon, refused', async () => {
      const buyer = await newShopper();
      const recipient = await newShopper();
      const membership = await paidGift(buyer, {
        p_gift_type: 'membership',
        p_gift_value: 'mensual',
      });
      const coupon = await paidGift(buyer);
      const client = await typed(recipient);

      const answers = [];
      for (const code of [membership.code, coupon.code, coupon.code]) {
        const { data, error } = await client.rpc('redeem_gift', { p_code: code });
        expect(error).toBeNull();
        answers.push(sorted(data as object));
      }

      expect(answers).toEqual([
        sorted(membershipRedemptionKeys),
        sorted(couponRedemptionKeys),
        sorted(refusedRedemptionKeys),
      ]);
    });
  });

  it('spin_roulette answers exactly the SpinResult keys', async () => {
    const shopper = await newShopper();
    await grantPoints(shopper.id, 100);
    const client = await typed(shopper);
    const { data, error } = await client.rpc('spin_roulette');
    expect(error).toBeNull();
    const result = data as unknown as SpinResult;
    expect(sorted(result)).toEqual(sorted(spinKeys));
    expect(result.win.prize_name).toBe(result.prize.name);
  });

  it('subscribe_newsletter answers exactly the NewsletterSignup keys', async () => {
    const client = await typed();
    const { data, error } = await client.rpc('subscribe_newsletter', {
      p_email: `${unique('news')}@example.com`,
    });
    expect(error).toBeNull();
    expect(sorted(data as object)).toEqual(sorted(signupKeys));
  });

  it('admin_dashboard_stats answers exactly the DashboardStats keys', async () => {
    const client = await typed(await newAdmin());
    const { data, error } = await client.rpc('admin_dashboard_stats');
    expect(error).toBeNull();
    expect(sorted(data as object)).toEqual(sorted(statsKeys));
  });

  it('add_to_cart and set_cart_quantity answer exactly the CartChange keys, with numbers', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000 });
    const client = await typed(shopper);

    const added = await client.rpc('add_to_cart', { p_product_id: product, p_quantity: 2 });
    const set = await client.rpc('set_cart_quantity', { p_product_id: product, p_quantity: 5 });

    expect(added.error).toBeNull();
    expect(set.error).toBeNull();
    for (const data of [added.data, set.data]) {
      expect(sorted(data as object)).toEqual(sorted(cartChangeKeys));
    }
    expect(set.data as unknown as CartChange).toEqual({
      product_id: product,
      quantity: 5,
      added: 3,
      cart_units: 5,
    });
  });

  it('remove_cart_item answers exactly the CartRemoval keys', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000 });
    await addToCart(shopper, product, 1);
    const client = await typed(shopper);

    const { data, error } = await client.rpc('remove_cart_item', { p_product_id: product });

    expect(error).toBeNull();
    expect(sorted(data as object)).toEqual(sorted(cartRemovalKeys));
    expect(data as unknown as CartRemoval).toEqual({
      product_id: product,
      removed: true,
      cart_units: 0,
    });
  });

  it('toggle_favorite answers exactly the FavoriteToggle keys', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000 });
    const client = await typed(shopper);

    const { data, error } = await client.rpc('toggle_favorite', { p_product_id: product });

    expect(error).toBeNull();
    expect(sorted(data as object)).toEqual(sorted(favoriteToggleKeys));
    expect(data as unknown as FavoriteToggle).toEqual({
      product_id: product,
      favorite: true,
      favorites_count: 1,
    });
  });

  it('header_counts answers exactly the HeaderCounts keys, with numbers', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 10_000 }), 3);
    const client = await typed(shopper);

    const { data, error } = await client.rpc('header_counts');

    expect(error).toBeNull();
    expect(sorted(data as object)).toEqual(sorted(headerCountsKeys));
    expect(data as unknown as HeaderCounts).toEqual({ cart_units: 3, favorites: 0, points: 100 });
  });
});
