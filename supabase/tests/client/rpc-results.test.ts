/**
 * The typed client's hand-written shapes for the functions that return jsonb
 * (`@bonis/supabase-client` rpc-results.ts) match what the functions really return. Each key
 * list is checked by TypeScript against the interface (`satisfies`: a missing or extra key is a
 * type error) and here against the server's answer.
 */
import {
  type CheckoutQuote,
  type CheckoutQuoteItem,
  type DashboardStats,
  type NewsletterSignup,
  type SpinResult,
} from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  grantPoints,
  newAdmin,
  newProduct,
  newShopper,
  newTimeSlot,
  signedInTypedClient,
  typedClient,
  unique,
  type Shopper,
} from '../support/db';

const quoteKeys = {
  items: true,
  item_count: true,
  membership_type: true,
  member_discount_percent: true,
  subtotal: true,
  shipping_base_cost: true,
  shipping_cost: true,
  free_shipping: true,
  free_shipping_reason: true,
  free_shipping_threshold: true,
  discount_amount: true,
  discount: true,
  total: true,
} satisfies Record<keyof CheckoutQuote, true>;

const quoteItemKeys = {
  product_id: true,
  name: true,
  quantity: true,
  unit_price: true,
  list_price: true,
  total: true,
  stock_quantity: true,
  available: true,
} satisfies Record<keyof CheckoutQuoteItem, true>;

const spinKeys = { win: true, prize: true, current_points: true } satisfies Record<
  keyof SpinResult,
  true
>;
const signupKeys = { email: true, discount_code: true } satisfies Record<
  keyof NewsletterSignup,
  true
>;
const statsKeys = {
  total_products: true,
  total_orders: true,
  total_users: true,
  total_revenue: true,
  low_stock: true,
} satisfies Record<keyof DashboardStats, true>;

const sorted = (object: object) => Object.keys(object).sort();

/** The typed client, signed in as the shopper when one is given. */
async function typed(shopper?: Shopper) {
  return shopper
    ? (await signedInTypedClient(shopper.email, shopper.password)).client
    : typedClient();
}

describe('typed results of the jsonb functions', () => {
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
});
