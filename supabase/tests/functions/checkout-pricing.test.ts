import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  address,
  anonClient,
  lit,
  newCode,
  newProduct,
  newShopper,
  setMembership,
  sql,
} from '../support/db';
import {
  bogotaDate,
  bonusState,
  cartOf,
  newRouletteWin,
  newUserBonus,
  ordersOf,
  preview,
  previewThenOrder,
  setFreeShippingThreshold,
  stockOf,
  useFreeShippingThreshold,
  usesOf,
  useSpecPlans,
  useTimeSlots,
  winState,
} from '../support/checkout';

/**
 * preview_checkout and place_order price the cart in the database, to the peso. Every case
 * previews, then orders with the same choice, and checks the order stores the preview's numbers.
 */
describe('checkout pricing', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  useSpecPlans();
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(12_000);
  });

  it('charges a regular shopper the list price of every line plus the time slot cost', async () => {
    const shopper = await newShopper();
    const food = await newProduct({ price: 23_500, regular_price: 25_000, member_price: 21_000 });
    const toy = await newProduct({ price: 18_900 });
    await addToCart(shopper, food, 2);
    await addToCart(shopper, toy, 1);

    const { quote, order } = await previewThenOrder(shopper, { slot });

    expect(quote).toMatchObject({
      membership_type: 'regular',
      item_count: 3,
      subtotal: 65_900,
      shipping_base_cost: 12_000,
      shipping_cost: 12_000,
      free_shipping: false,
      discount_amount: 0,
      discount: null,
      total: 77_900,
    });
    expect(quote.items.map((line) => [line.unit_price, line.quantity, line.total])).toEqual([
      [23_500, 2, 47_000],
      [18_900, 1, 18_900],
    ]);
    expect(order).toMatchObject({ subtotal: 65_900, shipping_cost: 12_000, total: 77_900 });
  });

  it('charges a mensual member without a member_price 10 % off the regular price, rounded to the peso', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    // 12,345 × 0.9 = 11,110.5 → 11,111.
    const kibble = await newProduct({ price: 12_345, regular_price: 12_345 });
    const bed = await newProduct({ price: 50_000 });
    await addToCart(shopper, kibble, 3);
    await addToCart(shopper, bed, 1);

    const { quote } = await previewThenOrder(shopper, { slot });

    expect(quote.items.map((line) => line.unit_price)).toEqual([11_111, 45_000]);
    expect(quote).toMatchObject({
      membership_type: 'mensual',
      member_discount_percent: 10,
      subtotal: 78_333,
      shipping_cost: 0,
      free_shipping_reason: 'membership',
      total: 78_333,
    });
  });

  it('charges an anual member the explicit member_price, else 15 % off the regular price', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'anual');
    const withMemberPrice = await newProduct({
      price: 80_000,
      regular_price: 80_000,
      member_price: 62_000,
    });
    const without = await newProduct({ price: 40_000, regular_price: 40_000 });
    await addToCart(shopper, withMemberPrice, 1);
    await addToCart(shopper, without, 1);

    const { quote } = await previewThenOrder(shopper, { slot });

    expect(quote.items.map((line) => line.unit_price)).toEqual([62_000, 34_000]);
    expect(quote).toMatchObject({
      membership_type: 'anual',
      subtotal: 96_000,
      shipping_cost: 0,
      total: 96_000,
    });
  });

  it('never charges a member more than the sale price, whether the member price is explicit or computed', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    // A member price above the sale price can no longer be saved
    // (products_member_price_not_above_price): one equal to it is the highest there is.
    const explicit = await newProduct({
      price: 45_000,
      regular_price: 60_000,
      member_price: 45_000,
    });
    // 10 % off the regular 50,000 is 45,000, above the sale price 40,000.
    const computed = await newProduct({ price: 40_000, regular_price: 50_000 });
    await addToCart(shopper, explicit, 1);
    await addToCart(shopper, computed, 1);

    const { quote } = await previewThenOrder(shopper, { slot });

    expect(quote.items.map((line) => [line.list_price, line.unit_price])).toEqual([
      [45_000, 45_000],
      [40_000, 40_000],
    ]);
    expect(quote.subtotal).toBe(85_000);
  });

  it('takes a 15 % code off a member subtotal already at member prices, and counts the use', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    const product = await newProduct({ price: 100_000, regular_price: 100_000 });
    await addToCart(shopper, product, 1);
    const code = await newCode({ type: 'percentage', value: 15 });

    const { quote, order } = await previewThenOrder(shopper, { slot, code });

    expect(quote).toMatchObject({
      subtotal: 90_000,
      discount_amount: 13_500,
      shipping_cost: 0,
      total: 76_500,
      discount: { kind: 'code', type: 'percentage', value: 15 },
    });
    expect(order.discount_code).toBe(code);
    expect(order.discount_code_id).not.toBeNull();
    expect(await usesOf(code)).toBe(1);
  });

  it('takes a fixed code off as its value', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 30_000 });
    await addToCart(shopper, product, 2);
    const code = await newCode({ type: 'fixed', value: 7_000 });

    const { quote } = await previewThenOrder(shopper, { slot, code });

    expect(quote).toMatchObject({
      subtotal: 60_000,
      shipping_cost: 12_000,
      discount_amount: 7_000,
      total: 65_000,
    });
  });

  it('takes a fixed code larger than the subtotal off the products only: shipping is still paid', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 5_000 });
    await addToCart(shopper, product, 1);
    const code = await newCode({ type: 'fixed', value: 20_000 });

    const { quote } = await previewThenOrder(shopper, { slot, code });

    expect(quote).toMatchObject({
      subtotal: 5_000,
      shipping_cost: 12_000,
      discount_amount: 5_000,
      total: 12_000,
    });
  });

  it('makes shipping free with a free-shipping bonus and takes nothing else off; the bonus is then used', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 40_000 });
    await addToCart(shopper, product, 1);
    const bonusId = await newUserBonus(shopper.id, 'free_shipping', 1);

    const { quote, order } = await previewThenOrder(shopper, { slot, bonusId });

    expect(quote).toMatchObject({
      subtotal: 40_000,
      shipping_base_cost: 12_000,
      shipping_cost: 0,
      free_shipping_reason: 'bonus',
      discount_amount: 0,
      total: 40_000,
      discount: { kind: 'bonus', id: bonusId, type: 'free_shipping' },
    });
    expect(order.user_bonus_id).toBe(bonusId);
    expect(await bonusState(bonusId)).toEqual({ status: 'used', used: true });
  });

  it('takes a percent discount bonus off the subtotal; the bonus is then used', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 40_000 });
    await addToCart(shopper, product, 1);
    const bonusId = await newUserBonus(shopper.id, 'discount', 20);

    const { quote } = await previewThenOrder(shopper, { slot, bonusId });

    expect(quote).toMatchObject({
      subtotal: 40_000,
      shipping_cost: 12_000,
      discount_amount: 8_000,
      total: 44_000,
    });
    expect(await bonusState(bonusId)).toEqual({ status: 'used', used: true });
  });

  it('refuses a bonus that was already used or has expired', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 40_000 });
    await addToCart(shopper, product, 1);
    const used = await newUserBonus(shopper.id, 'discount', 20, { status: 'used' });
    const expired = await newUserBonus(shopper.id, 'discount', 20, {
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    for (const bonusId of [used, expired]) {
      const { error } = await shopper.client.rpc('preview_checkout', {
        p_shipping_time_range_id: slot,
        p_user_bonus_id: bonusId,
      });
      expect(error?.message).toBe('Bono no disponible - El bono ya fue usado o ha expirado');
    }
  });

  it('makes shipping free with a roulette free-shipping prize; the prize is redeemed and its bonus used', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 40_000 });
    await addToCart(shopper, product, 1);
    const { winId, bonusId } = await newRouletteWin(shopper.id, 'free_shipping', 1);

    const { quote, order } = await previewThenOrder(shopper, { slot, winId });

    expect(quote).toMatchObject({
      subtotal: 40_000,
      shipping_cost: 0,
      free_shipping_reason: 'bonus',
      discount_amount: 0,
      total: 40_000,
      discount: { kind: 'prize', id: winId, type: 'free_shipping' },
    });
    expect(order.roulette_win_id).toBe(winId);
    expect(await winState(winId)).toEqual({ redeemed: true, stamped: true });
    expect(await bonusState(bonusId)).toEqual({ status: 'used', used: true });
  });

  it('takes a roulette discount prize off as a percentage, and it cannot be used again', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 40_000 });
    await addToCart(shopper, product, 1);
    const { winId, bonusId } = await newRouletteWin(shopper.id, 'discount', 10);

    const { quote } = await previewThenOrder(shopper, { slot, winId });

    expect(quote).toMatchObject({ subtotal: 40_000, discount_amount: 4_000, total: 48_000 });
    await addToCart(shopper, product, 1);
    const again = await shopper.client.rpc('preview_checkout', {
      p_shipping_time_range_id: slot,
      p_roulette_win_id: winId,
    });
    expect(again.error?.message).toBe(
      'Premio no disponible - El premio ya fue usado o ha expirado',
    );
    const asBonus = await shopper.client.rpc('preview_checkout', {
      p_shipping_time_range_id: slot,
      p_user_bonus_id: bonusId,
    });
    expect(asBonus.error?.message).toBe('Bono no disponible - El bono ya fue usado o ha expirado');
  });

  it("refuses another shopper's bonus or roulette prize as not available", async () => {
    const owner = await newShopper();
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 40_000 }), 1);
    const bonusId = await newUserBonus(owner.id, 'discount', 50);
    const { winId } = await newRouletteWin(owner.id, 'discount', 50);

    const withBonus = await shopper.client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: slot,
      p_payment_method: 'cash',
      p_delivery_date: bogotaDate(1),
      p_user_bonus_id: bonusId,
    });
    expect(withBonus.error?.message).toBe(
      'Bono no disponible - El bono ya fue usado o ha expirado',
    );
    const withPrize = await shopper.client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: slot,
      p_payment_method: 'cash',
      p_delivery_date: bogotaDate(1),
      p_roulette_win_id: winId,
    });
    expect(withPrize.error?.message).toBe(
      'Premio no disponible - El premio ya fue usado o ha expirado',
    );
    expect(await bonusState(bonusId)).toEqual({ status: 'active', used: false });
    expect(await winState(winId)).toEqual({ redeemed: false, stamped: false });
    expect(await ordersOf(shopper.id)).toEqual([]);
  });

  it('makes shipping free for a regular shopper whose subtotal is exactly the threshold', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 100_000 });
    await addToCart(shopper, product, 1);

    const { quote } = await previewThenOrder(shopper, { slot });

    expect(quote).toMatchObject({
      subtotal: 100_000,
      free_shipping_threshold: 100_000,
      shipping_cost: 0,
      free_shipping_reason: 'threshold',
      total: 100_000,
    });
  });

  it('charges the slot cost when the subtotal is one peso under the threshold', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 99_999 });
    await addToCart(shopper, product, 1);

    const { quote } = await previewThenOrder(shopper, { slot });

    expect(quote).toMatchObject({
      subtotal: 99_999,
      shipping_cost: 12_000,
      free_shipping: false,
      total: 111_999,
    });
  });

  it('follows the threshold set in app_settings', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 50_000 });
    await addToCart(shopper, product, 2);
    try {
      await setFreeShippingThreshold(150_000);
      expect(await preview(shopper, { slot })).toMatchObject({
        subtotal: 100_000,
        free_shipping_threshold: 150_000,
        shipping_cost: 12_000,
        total: 112_000,
      });
      await setFreeShippingThreshold(80_000);
      const { quote } = await previewThenOrder(shopper, { slot });
      expect(quote).toMatchObject({
        free_shipping_threshold: 80_000,
        shipping_cost: 0,
        free_shipping_reason: 'threshold',
        total: 100_000,
      });
    } finally {
      await setFreeShippingThreshold(100_000);
    }
  });

  it('gives members free shipping far under the threshold', async () => {
    for (const membership of ['mensual', 'anual'] as const) {
      const shopper = await newShopper();
      await setMembership(shopper.id, membership);
      const product = await newProduct({ price: 5_000, member_price: 4_000 });
      await addToCart(shopper, product, 1);

      const { quote } = await previewThenOrder(shopper, { slot });

      expect(quote).toMatchObject({
        subtotal: 4_000,
        shipping_base_cost: 12_000,
        shipping_cost: 0,
        free_shipping_reason: 'membership',
        total: 4_000,
      });
    }
  });

  it('writes nothing when previewing: cart, stock, code uses, bonuses and orders stay as they were', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000, stock_quantity: 7 });
    await addToCart(shopper, product, 3);
    const code = await newCode({ type: 'percentage', value: 10 });
    const bonusId = await newUserBonus(shopper.id, 'free_shipping', 1);

    const withCode = await preview(shopper, { slot, code });
    const withBonus = await preview(shopper, { slot, bonusId });

    expect(withCode).toMatchObject({ subtotal: 60_000, discount_amount: 6_000, total: 66_000 });
    expect(withBonus).toMatchObject({ subtotal: 60_000, shipping_cost: 0, total: 60_000 });
    expect(await cartOf(shopper.id)).toEqual([{ product_id: product, quantity: 3 }]);
    expect(await stockOf(product)).toEqual({ stock_quantity: 7, sales_count: 0 });
    expect(await usesOf(code)).toBe(0);
    expect(await bonusState(bonusId)).toEqual({ status: 'active', used: false });
    expect(await ordersOf(shopper.id)).toEqual([]);
  });

  it('refuses to preview for an anonymous visitor', async () => {
    const { error } = await anonClient().rpc('preview_checkout', {});
    expect(error?.code).toBe('42501');
  });
});

describe('member discounts follow the active plan of the membership type', () => {
  useFreeShippingThreshold(100_000);
  const plans = useSpecPlans();

  it('uses the plan discount_percent when an admin changes it, and 10 % / 15 % when no plan of the type is active', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    const product = await newProduct({ price: 10_000 });
    await addToCart(shopper, product, 1);
    try {
      await sql(
        `update public.membership_plans set discount_percent = 20 where id = ${lit(plans.mensual)}`,
      );
      expect((await preview(shopper)).items[0]?.unit_price).toBe(8_000);
      await sql(
        `update public.membership_plans set is_active = false where id = ${lit(plans.mensual)}`,
      );
      expect((await preview(shopper)).items[0]?.unit_price).toBe(9_000);
      await setMembership(shopper.id, 'anual');
      await sql(
        `update public.membership_plans set is_active = false where id = ${lit(plans.anual)}`,
      );
      expect((await preview(shopper)).items[0]?.unit_price).toBe(8_500);
    } finally {
      await sql(
        `update public.membership_plans set is_active = true, discount_percent = case when id = ${lit(plans.mensual)} then 10 else 15 end
          where id in (${lit(plans.mensual)}, ${lit(plans.anual)})`,
      );
    }
  });

  it('charges a member the explicit member_price even when their plan gives 0 % off', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    const product = await newProduct({ price: 10_000, member_price: 7_000 });
    await addToCart(shopper, product, 1);
    try {
      await sql(
        `update public.membership_plans set discount_percent = 0 where id = ${lit(plans.mensual)}`,
      );
      const quote = await preview(shopper);
      expect(quote.membership_type).toBe('mensual');
      expect(quote.items[0]?.unit_price).toBe(7_000);
    } finally {
      await sql(
        `update public.membership_plans set discount_percent = 10 where id = ${lit(plans.mensual)}`,
      );
    }
  });
});
