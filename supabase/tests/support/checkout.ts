/**
 * What the function-rule tests share beyond support/db.ts: calling the commerce functions as a
 * shopper, reading back what they wrote, loyalty fixtures (bonuses, rewards, roulette wins) and
 * arrangements of the store's global rows (the free-shipping threshold, membership plans,
 * roulette prizes) that are put back as they were after the tests that need them.
 */
import type {
  CheckoutQuote,
  CheckoutQuoteItem,
  GiftPurchase,
  GiftRedemption,
  MembershipPurchaseStart,
  Order as OrderRow,
  PaymentResult as AnyPaymentResult,
} from '@bonis/supabase-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { address, lit, newTimeSlot, sql, unique, type Shopper } from './db';

/** An error as supabase-js hands it over: the function's message and SQLSTATE. */
export interface Refusal {
  message: string;
  code: string;
}

/** The one row a query must return. */
export async function sqlOne<T>(query: string): Promise<T> {
  const [row] = await sql<T>(query);
  if (row === undefined) throw new Error(`expected a row from: ${query}`);
  return row;
}

interface Outcome {
  data: unknown;
  error: { message: string; code: string } | null;
}

/** Awaits a supabase-js call that must succeed and returns its data. */
export async function succeeds<T>(call: PromiseLike<Outcome>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(`expected success, got ${error.code}: ${error.message}`);
  return data as T;
}

/** Awaits a supabase-js call that must fail and returns its message and code. */
export async function refusal(call: PromiseLike<Outcome>): Promise<Refusal> {
  const { data, error } = await call;
  if (!error) throw new Error(`expected a refusal, got ${JSON.stringify(data)}`);
  return { message: error.message, code: error.code };
}

// ---------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------

// The functions' answers, as the typed client describes them (a drift fails rpc-results.test).
export type QuoteItem = CheckoutQuoteItem;
export type Quote = CheckoutQuote;
export type Order = OrderRow;

/** What the checkout screen chooses besides the cart: slot, and at most one discount. */
export interface Choice {
  slot?: string | null;
  code?: string | null;
  bonusId?: string | null;
  winId?: string | null;
}

/** Everything place_order takes: the choice plus the form, payment method and delivery day. */
export interface OrderChoice extends Choice {
  form?: Record<string, string> | null;
  payment?: string | null;
  deliveryDate?: string | null;
}

/** Calls preview_checkout as the shopper (the raw supabase-js call). */
export function previewCall(shopper: Shopper, choice: Choice = {}) {
  return shopper.client.rpc('preview_checkout', {
    p_shipping_time_range_id: choice.slot ?? null,
    p_discount_code: choice.code ?? null,
    p_user_bonus_id: choice.bonusId ?? null,
    p_roulette_win_id: choice.winId ?? null,
  });
}

/**
 * Calls place_order as the shopper (the raw supabase-js call); a valid form, cash and tomorrow's
 * delivery by default.
 */
export function placeOrderCall(shopper: Shopper, choice: OrderChoice = {}) {
  return shopper.client.rpc('place_order', {
    p_shipping_address: choice.form === undefined ? address() : choice.form,
    p_shipping_time_range_id: choice.slot ?? null,
    p_payment_method: choice.payment === undefined ? 'cash' : choice.payment,
    // A delivery day is required: tomorrow in Bogotá unless the test picks one (null: none).
    p_delivery_date: choice.deliveryDate === undefined ? bogotaDate(1) : choice.deliveryDate,
    p_discount_code: choice.code ?? null,
    p_user_bonus_id: choice.bonusId ?? null,
    p_roulette_win_id: choice.winId ?? null,
  });
}

export function preview(shopper: Shopper, choice: Choice = {}): Promise<Quote> {
  return succeeds<Quote>(previewCall(shopper, choice));
}

export function placeOrder(shopper: Shopper, choice: OrderChoice = {}): Promise<Order> {
  return succeeds<Order>(placeOrderCall(shopper, choice));
}

export interface OrderItemRow {
  product_id: string;
  product_name: string;
  product_price: number;
  quantity: number;
  total: number;
}

/** The order's items as stored, in the quote's order (cart order). */
export function orderItems(orderId: string): Promise<OrderItemRow[]> {
  return sql<OrderItemRow>(
    `select product_id, product_name, product_price, quantity, total from public.order_items
      where order_id = ${lit(orderId)} order by created_at, id`,
  );
}

/**
 * Previews the checkout, places the order with the same choice, and checks that the order
 * stores exactly the preview's numbers and lines. Returns both.
 */
export async function previewThenOrder(
  shopper: Shopper,
  choice: OrderChoice,
): Promise<{ quote: Quote; order: Order }> {
  const quote = await preview(shopper, choice);
  const order = await placeOrder(shopper, choice);
  expect(order).toMatchObject({
    subtotal: quote.subtotal,
    shipping_cost: quote.shipping_cost,
    discount_amount: quote.discount_amount,
    total: quote.total,
    membership_type: quote.membership_type,
    discount_code_id: quote.discount?.kind === 'code' ? quote.discount.id : null,
    user_bonus_id: quote.discount?.kind === 'bonus' ? quote.discount.id : null,
    roulette_win_id: quote.discount?.kind === 'prize' ? quote.discount.id : null,
    shipping_time_range_id: choice.slot ?? null,
  });
  const items = await orderItems(order.id);
  expect(
    [...items].sort((a, b) => a.product_id.localeCompare(b.product_id)),
    'the order items are the preview lines',
  ).toEqual(
    quote.items
      .map((line) => ({
        product_id: line.product_id,
        product_name: line.name,
        product_price: line.unit_price,
        quantity: line.quantity,
        total: line.total,
      }))
      .sort((a, b) => a.product_id.localeCompare(b.product_id)),
  );
  return { quote, order };
}

/** The shopper's cart as stored: product and quantity per line. */
export function cartOf(userId: string) {
  return sql<{ product_id: string; quantity: number }>(
    `select product_id, quantity from public.cart_items where user_id = ${lit(userId)} order by product_id`,
  );
}

/** A product's stock and units sold. */
export async function stockOf(productId: string) {
  const [row] = await sql<{ stock_quantity: number; sales_count: number }>(
    `select stock_quantity, sales_count from public.products where id = ${lit(productId)}`,
  );
  if (!row) throw new Error(`no product ${productId}`);
  return row;
}

/** How many times a code has been used. */
export async function usesOf(code: string): Promise<number> {
  const [row] = await sql<{ current_uses: number }>(
    `select current_uses from public.discount_codes where code = ${lit(code)}`,
  );
  if (!row) throw new Error(`no code ${code}`);
  return row.current_uses;
}

/** The numbers of the shopper's orders. */
export async function ordersOf(userId: string): Promise<string[]> {
  const rows = await sql<{ order_number: string }>(
    `select order_number from public.orders where user_id = ${lit(userId)} order by created_at`,
  );
  return rows.map((row) => row.order_number);
}

/** The shopper's profile counters. */
export async function totalsOf(userId: string) {
  const [row] = await sql<{ total_orders: number; total_spent: number }>(
    `select total_orders, total_spent from public.user_profiles where id = ${lit(userId)}`,
  );
  if (!row) throw new Error(`no profile ${userId}`);
  return row;
}

/** The shopper's ledger, oldest first. */
export function ledgerOf(userId: string) {
  return sql<{
    transaction_type: string;
    points_earned: number;
    points_used: number;
    description: string;
  }>(
    `select transaction_type, points_earned, points_used, description from public.points_transactions
      where user_id = ${lit(userId)} order by seq`,
  );
}

/** The shopper's current balance. */
export async function balanceOf(userId: string): Promise<number> {
  const [row] = await sql<{ current_points: number }>(
    `select current_points from public.user_points where user_id = ${lit(userId)}`,
  );
  return row?.current_points ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Loyalty fixtures
// ---------------------------------------------------------------------------------------------

export type BonusType = 'discount' | 'free_shipping' | 'product' | 'voucher';

/** Gives the shopper an active bonus (as the bonus store would), expiring in 30 days. */
export async function newUserBonus(
  userId: string,
  type: BonusType,
  value: number,
  options: { expiresAt?: string; status?: 'active' | 'used' | 'expired' } = {},
): Promise<string> {
  const status = options.status ?? 'active';
  const row = await sqlOne<{ id: string }>(
    `insert into public.user_bonuses (user_id, bonus_name, bonus_type, bonus_value, points_spent, status, used_at, expires_at)
     values (${lit(userId)}, ${lit(`Bono ${type} ${value}`)}, ${lit(type)}, ${value}, 0, ${lit(status)},
       ${status === 'used' ? 'now()' : 'null'}, ${options.expiresAt ? lit(options.expiresAt) : `now() + interval '30 days'`})
     returning id`,
  );
  return row.id;
}

/** A roulette win of a discount or free shipping, with its bonus, as spin_roulette saves them. */
export async function newRouletteWin(
  userId: string,
  type: 'discount' | 'free_shipping',
  value: number,
): Promise<{ winId: string; bonusId: string }> {
  const name = type === 'discount' ? `${value}% de descuento` : 'Envío gratis';
  const win = await sqlOne<{ id: string }>(
    `insert into public.roulette_wins (user_id, prize_name, prize_type, prize_value, expires_at)
     values (${lit(userId)}, ${lit(name)}, ${lit(type)}, ${value}, now() + interval '30 days') returning id`,
  );
  const bonus = await sqlOne<{ id: string }>(
    `insert into public.user_bonuses (user_id, roulette_win_id, bonus_name, bonus_type, bonus_value, points_spent, status, expires_at)
     values (${lit(userId)}, ${lit(win.id)}, ${lit(name)}, ${lit(type)}, ${value}, 0, 'active', now() + interval '30 days')
     returning id`,
  );
  return { winId: win.id, bonusId: bonus.id };
}

/** The state of a user bonus, with whether used_at is set. */
export async function bonusState(bonusId: string) {
  const [row] = await sql<{ status: string; used: boolean }>(
    `select status, used_at is not null as used from public.user_bonuses where id = ${lit(bonusId)}`,
  );
  if (!row) throw new Error(`no bonus ${bonusId}`);
  return row;
}

/** Whether a roulette win is redeemed, with whether redeemed_at is set. */
export async function winState(winId: string) {
  const [row] = await sql<{ redeemed: boolean; stamped: boolean }>(
    `select redeemed, redeemed_at is not null as stamped from public.roulette_wins where id = ${lit(winId)}`,
  );
  if (!row) throw new Error(`no win ${winId}`);
  return row;
}

/** A bonus in the bonus store. */
export async function newStoreBonus(fixture: {
  type: BonusType;
  value: number;
  points_cost: number;
  is_active?: boolean;
}): Promise<{ id: string; name: string }> {
  const name = `Bono ${unique('b')}`;
  const row = await sqlOne<{ id: string }>(
    `insert into public.bonus_store (name, type, value, points_cost, is_active)
     values (${lit(name)}, ${lit(fixture.type)}, ${fixture.value}, ${fixture.points_cost}, ${fixture.is_active ?? true})
     returning id`,
  );
  return { id: row.id, name };
}

/** A reward in the rewards catalogue. */
export async function newReward(fixture: {
  points_required: number;
  stock: number;
  tier: 'basic' | 'extended' | 'premium';
  is_active?: boolean;
}): Promise<{ id: string; name: string }> {
  const name = `Premio ${unique('r')}`;
  const row = await sqlOne<{ id: string }>(
    `insert into public.rewards_catalog (name, points_required, stock, tier, is_active)
     values (${lit(name)}, ${fixture.points_required}, ${fixture.stock}, ${lit(fixture.tier)}, ${fixture.is_active ?? true})
     returning id`,
  );
  return { id: row.id, name };
}

// ---------------------------------------------------------------------------------------------
// Global rows: arranged for a file, put back afterwards
// ---------------------------------------------------------------------------------------------

/**
 * Creates shipping time slots for the tests of the enclosing suite (active unless said) and
 * deletes them after it, so the checkout screen's list holds only the store's own slots again.
 */
export function useTimeSlots() {
  const created: string[] = [];
  afterAll(async () => {
    if (created.length > 0) {
      await sql(
        `delete from public.shipping_time_ranges where id in (${created.map(lit).join(', ')})`,
      );
    }
  });
  return async (cost: number, isActive = true): Promise<string> => {
    const id = await newTimeSlot(cost, isActive);
    created.push(id);
    return id;
  };
}

/**
 * Sets app_settings.free_shipping_threshold for the file's tests (and lets a test change it);
 * restores the original value after the file.
 */
export function useFreeShippingThreshold(threshold: number) {
  let original: string | null = null;
  beforeAll(async () => {
    const [row] = await sql<{ threshold: string }>(
      `select free_shipping_threshold::text as threshold from public.app_settings where id = 1`,
    );
    original = row?.threshold ?? null;
    await setFreeShippingThreshold(threshold);
  });
  afterAll(async () => {
    if (original !== null) {
      await sql(
        `update public.app_settings set free_shipping_threshold = ${lit(original)}::numeric where id = 1`,
      );
    }
  });
}

export async function setFreeShippingThreshold(threshold: number) {
  await sql(`update public.app_settings set free_shipping_threshold = ${threshold} where id = 1`);
}

export interface TestPlans {
  mensual: string;
  anual: string;
}

/**
 * For the file's tests, the only active membership plans are the spec's two: 'Plan Mensual'
 * (29,900 COP, 30 days, 10 %, 1.5×) and 'Plan Anual' (299,900 COP, 365 days, 15 %, 1.5×).
 * Afterwards the test plans are deleted and the plans that were active are active again.
 */
export function useSpecPlans(): TestPlans {
  const plans: TestPlans = { mensual: '', anual: '' };
  let active: string[] = [];
  beforeAll(async () => {
    const rows = await sql<{ id: string }>(
      `update public.membership_plans set is_active = false where is_active returning id`,
    );
    active = rows.map((row) => row.id);
    const created = await sql<{ id: string; membership_type: string }>(
      `insert into public.membership_plans (name, price, duration_days, discount_percent, points_multiplier, benefits)
       values (${lit(`Plan Mensual ${unique('p')}`)}, 29900, 30, 10, 1.5, '{}'),
              (${lit(`Plan Anual ${unique('p')}`)}, 299900, 365, 15, 1.5, '{}')
       returning id, membership_type::text`,
    );
    for (const row of created) {
      if (row.membership_type === 'mensual') plans.mensual = row.id;
      if (row.membership_type === 'anual') plans.anual = row.id;
    }
  });
  afterAll(async () => {
    await sql(
      `delete from public.membership_plans where id in (${lit(plans.mensual)}, ${lit(plans.anual)})`,
    );
    if (active.length > 0) {
      await sql(
        `update public.membership_plans set is_active = true where id in (${active.map(lit).join(', ')})`,
      );
    }
  });
  return plans;
}

export interface PrizeFixture {
  name?: string;
  probability: number;
  /** Not 'product': the database refuses product prizes (a points prize of 0 wins nothing). */
  type: 'points' | 'discount' | 'free_shipping';
  value: number;
}

/**
 * Lets a test decide the roulette: `arrange(prizes)` makes the given prizes the only ones
 * (every existing prize is set inactive at 0 %), in the given order. After each test the
 * arranged prizes are deleted and the existing ones get back their probability and state.
 */
export function useRouletteArrangement() {
  let saved: { id: string; probability: string; is_active: boolean }[] | null = null;
  let created: string[] = [];

  async function arrange(prizes: PrizeFixture[]): Promise<string[]> {
    if (saved === null) {
      saved = await sql<{ id: string; probability: string; is_active: boolean }>(
        `select id, probability::text as probability, is_active from public.roulette_prizes`,
      );
      await sql(`update public.roulette_prizes set probability = 0, is_active = false`);
    }
    const ids: string[] = [];
    for (const prize of prizes) {
      // One insert each, so created_at (the draw order) follows the list.
      const row = await sqlOne<{ id: string }>(
        `insert into public.roulette_prizes (name, probability, type, value, created_at)
         values (${lit(prize.name ?? `Premio ${unique('z')}`)}, ${prize.probability}, ${lit(prize.type)}, ${prize.value},
           clock_timestamp() + ${ids.length} * interval '1 millisecond')
         returning id`,
      );
      ids.push(row.id);
    }
    created = [...created, ...ids];
    return ids;
  }

  afterEach(async () => {
    if (created.length > 0) {
      await sql(`delete from public.roulette_prizes where id in (${created.map(lit).join(', ')})`);
      created = [];
    }
    if (saved !== null) {
      if (saved.length > 0) {
        await sql(
          `update public.roulette_prizes p set probability = v.probability::numeric, is_active = v.is_active
             from (values ${saved.map((row) => `(${lit(row.id)}::uuid, ${lit(row.probability)}, ${row.is_active})`).join(', ')})
               as v (id, probability, is_active)
            where p.id = v.id`,
        );
      }
      saved = null;
    }
  });

  return { arrange };
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/** Today's date in Bogotá plus `days`, as YYYY-MM-DD. */
export function bogotaDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------

/** What confirm_payment answers. */
export interface PaymentResult {
  approved: boolean;
  kind: string;
  id: string;
  payment_status: string;
  payment_method: string;
  reference: string;
  order: Order;
}

/** The card the simulated gateway approves, and the one it always declines (its README). */
export const GOOD_CARD = {
  holder: 'ANA GOMEZ',
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvv: '123',
};
export const DECLINE_TEST_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const PSE = { bank: 'Bancolombia', documentType: 'CC', documentNumber: '1020304050' };

/** Calls confirm_payment as the shopper (the raw supabase-js call). */
export function payCall(
  shopper: Shopper,
  orderId: string,
  method: string,
  details: Record<string, unknown> | null = method === 'pse' ? PSE : GOOD_CARD,
  kind = 'order',
) {
  return shopper.client.rpc('confirm_payment', {
    p_kind: kind,
    p_id: orderId,
    p_payment_method: method,
    p_details: details,
  });
}

export function pay(
  shopper: Shopper,
  orderId: string,
  method: string,
  details?: Record<string, unknown> | null,
): Promise<PaymentResult> {
  return succeeds<PaymentResult>(payCall(shopper, orderId, method, details));
}

/** What confirm_payment answers for a membership or a gift (the typed client's shape). */
export type PurchasePaymentResult = AnyPaymentResult;

/** Calls confirm_payment for a membership or gift purchase as the shopper (the raw call). */
export function payPurchaseCall(
  shopper: Shopper,
  kind: 'membership' | 'gift',
  id: string,
  method = 'credit_card',
  details: Record<string, unknown> | null = method === 'pse' ? PSE : GOOD_CARD,
) {
  return payCall(shopper, id, method, details, kind);
}

export function payPurchase(
  shopper: Shopper,
  kind: 'membership' | 'gift',
  id: string,
  method = 'credit_card',
  details?: Record<string, unknown> | null,
): Promise<PurchasePaymentResult> {
  return succeeds<PurchasePaymentResult>(payPurchaseCall(shopper, kind, id, method, details));
}

export interface PaymentRow {
  method: string;
  status: string;
  amount: number;
  card_last4: string | null;
  pse_bank: string | null;
  document_type: string | null;
  decline_reason: string | null;
}

/** The payment attempts of a membership or gift purchase, oldest first. */
export function paymentsOfPurchase(
  kind: 'membership' | 'gift',
  purchaseId: string,
): Promise<(PaymentRow & { payable_kind: string })[]> {
  const column = kind === 'membership' ? 'membership_purchase_id' : 'gift_purchase_id';
  return sql<PaymentRow & { payable_kind: string }>(
    `select payable_kind, method::text, status, amount, card_last4, pse_bank, document_type, decline_reason
       from public.payments where ${column} = ${lit(purchaseId)} order by created_at, id`,
  );
}

/** The payment attempts of an order, oldest first. */
export function paymentsOf(orderId: string): Promise<PaymentRow[]> {
  return sql<PaymentRow>(
    `select method::text, status, amount, card_last4, pse_bank, document_type, decline_reason
       from public.payments where order_id = ${lit(orderId)} order by created_at, id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Emails and rate limits
// ---------------------------------------------------------------------------------------------

export interface OutboxRow {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

/** The emails queued for an order, oldest first. */
export function emailsOfOrder(orderId: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(
    `select kind, recipient, subject, body from public.email_outbox
      where order_id = ${lit(orderId)} order by id`,
  );
}

/** The emails queued for a recipient, oldest first. */
export function emailsTo(recipient: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(
    `select kind, recipient, subject, body from public.email_outbox
      where recipient = ${lit(recipient.toLowerCase())} order by id`,
  );
}

/**
 * For the file's tests, allows `maxHits` newsletter subscriptions per address and hour and
 * forgets earlier ones (every test calls from 127.0.0.1); puts the store's limit back after.
 */
export function useNewsletterLimit(maxHits: number) {
  let original: number | null = null;
  beforeAll(async () => {
    const [row] = await sql<{ max_hits: number }>(
      `select max_hits from private.rate_limits where bucket = 'newsletter'`,
    );
    original = row?.max_hits ?? null;
    await setNewsletterLimit(maxHits);
  });
  afterAll(async () => {
    if (original !== null) await setNewsletterLimit(original);
  });
}

/** Sets the newsletter's limit per address and hour and forgets the subscriptions counted. */
export async function setNewsletterLimit(maxHits: number) {
  await sql(`update private.rate_limits set max_hits = ${maxHits} where bucket = 'newsletter'`);
  await sql(`delete from private.rate_limit_hits where bucket = 'newsletter'`);
}

// ---------------------------------------------------------------------------------------------
// Memberships and gifts
// ---------------------------------------------------------------------------------------------

/** Calls start_membership_purchase as the shopper (the raw supabase-js call). */
export function startMembershipCall(shopper: Shopper, planId: string) {
  return shopper.client.rpc('start_membership_purchase', { p_plan_id: planId });
}

export function startMembership(
  shopper: Shopper,
  planId: string,
): Promise<MembershipPurchaseStart> {
  return succeeds<MembershipPurchaseStart>(startMembershipCall(shopper, planId));
}

/** The shopper's membership as stored. */
export async function membershipOf(userId: string) {
  return sqlOne<{ membership_type: string; membership_expiry: string | null }>(
    `select membership_type::text, membership_expiry::text from public.user_profiles where id = ${lit(userId)}`,
  );
}

/** A membership purchase as stored. */
export async function membershipPurchase(id: string) {
  return sqlOne<{
    user_id: string;
    plan_name: string;
    membership_type: string;
    duration_days: number;
    amount: number;
    payment_status: string;
    payment_method: string | null;
    paid: boolean;
    expires_on: string | null;
  }>(
    `select user_id, plan_name, membership_type::text, duration_days, amount, payment_status::text,
            payment_method::text, paid_at is not null as paid, expires_on::text
       from public.membership_purchases where id = ${lit(id)}`,
  );
}

export interface GiftChoice {
  p_gift_type?: string | null;
  p_gift_value?: string | null;
  p_recipient_name?: string | null;
  p_recipient_email?: string | null;
  p_recipient_phone?: string | null;
  p_message?: string | null;
  p_delivery_date?: string | null;
}

/** Calls buy_gift as the shopper: a c50 coupon for Camila unless the test says otherwise. */
export function buyGiftCall(shopper: Shopper, overrides: GiftChoice = {}) {
  return shopper.client.rpc('buy_gift', {
    p_gift_type: 'coupon',
    p_gift_value: 'c50',
    p_recipient_name: 'Camila Torres',
    p_recipient_email: 'camila@example.com',
    ...overrides,
  });
}

export function buyGift(shopper: Shopper, overrides: GiftChoice = {}): Promise<GiftPurchase> {
  return succeeds<GiftPurchase>(buyGiftCall(shopper, overrides));
}

/** Buys a gift and pays it by card; returns the paid gift's id and code. */
export async function paidGift(
  buyer: Shopper,
  overrides: GiftChoice = {},
): Promise<{ id: string; code: string }> {
  const gift = await buyGift(buyer, overrides);
  const paid = await payPurchase(buyer, 'gift', gift.id);
  const code = paid.gift?.gift_code;
  if (!paid.approved || !code) throw new Error(`the gift was not paid: ${JSON.stringify(paid)}`);
  return { id: gift.id, code };
}

/** A gift purchase as stored. */
export async function giftRow(id: string) {
  return sqlOne<{
    gift_code: string | null;
    status: string;
    payment_status: string;
    payment_method: string | null;
    paid: boolean;
    delivered: boolean;
    redeemed_by: string | null;
    redeemed: boolean;
    discount_code_id: string | null;
  }>(
    `select gift_code, status::text, payment_status::text, payment_method::text,
            paid_at is not null as paid, delivered_at is not null as delivered, redeemed_by,
            redeemed_at is not null as redeemed, discount_code_id
       from public.gift_purchases where id = ${lit(id)}`,
  );
}

/** The emails queued for a gift, oldest first. */
export function emailsOfGift(giftId: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(
    `select kind, recipient, subject, body from public.email_outbox
      where gift_purchase_id = ${lit(giftId)} order by id`,
  );
}

/** Calls redeem_gift as the shopper (the raw supabase-js call). */
export function redeemGiftCall(shopper: Shopper, code: string) {
  return shopper.client.rpc('redeem_gift', { p_code: code });
}

export function redeemGift(shopper: Shopper, code: string): Promise<GiftRedemption> {
  return succeeds<GiftRedemption>(redeemGiftCall(shopper, code));
}

/** A GIFT + 8 digits code no gift has (for wrong tries). */
export async function unknownGiftCode(): Promise<string> {
  for (;;) {
    const code = `GIFT${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from public.gift_purchases where gift_code = ${lit(code)}`,
    );
    if (row?.n === 0) return code;
  }
}

/** Forgets the account's counted gift-redemption tries, or ages them past the hour. */
export async function ageGiftTries(userId: string, minutes = 61) {
  await sql(
    `update private.rate_limit_hits set hit_at = now() - ${minutes} * interval '1 minute'
      where bucket = 'gift_redeem' and address = ${lit(`user:${userId}`)}`,
  );
}
