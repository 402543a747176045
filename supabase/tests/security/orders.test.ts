import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  countOf,
  expectNoRowsAffected,
  expectNoTablePrivilege,
  expectNotAuthorized,
  expectRlsRefusal,
  expectRuleRefusal,
  newRouletteWin,
  newStoreBonus,
  newUserBonus,
  placeOrderFor,
  removeCatalogueRows,
  rowsOf,
  unchangedBy,
  type CatalogueTable,
} from '../support/attacks';
import {
  addToCart,
  address,
  anonClient,
  lit,
  newAdmin,
  newCode,
  newProduct,
  newShopper,
  newTimeSlot,
  sql,
  type Shopper,
} from '../support/db';
import { bogotaDate } from '../support/checkout';

const ONLY_STATUS = 'Solo se pueden cambiar el estado y el estado del pago';
const BONUS_GONE = 'Bono no disponible - El bono ya fue usado o ha expirado';
const PRIZE_GONE = 'Premio no disponible - El premio ya fue usado o ha expirado';

/**
 * Orders are written by place_order only; a shopper never writes an order or its items, and an
 * admin changes only status and payment status. A bonus, a roulette prize or a code is spent
 * once.
 */
attackMatrix('orders and what pays for them', () => {
  const anon = anonClient();
  let shopper: Shopper;
  let other: Shopper;
  let admin: Shopper;
  let order: string;
  let slot: string;

  const onTheWayOut: { table: CatalogueTable; id: string }[] = [];

  afterAll(async () => {
    // An active bonus in the store would show up in another file's bonus store.
    await removeCatalogueRows(onTheWayOut);
  });

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Camila', last_name: 'Compradora' });
    other = await newShopper({ first_name: 'Óscar', last_name: 'Otro' });
    admin = await newAdmin();
    order = await placeOrderFor(shopper, 50_000);
    slot = await newTimeSlot(6_000);
  });

  /** Fills the cart with one new product and places an order with the given discount. */
  async function orderWith(who: Shopper, discount: Record<string, string>) {
    await addToCart(who, await newProduct({ price: 40_000 }));
    return who.client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: slot,
      p_payment_method: 'cash',
      p_delivery_date: bogotaDate(1),
      ...discount,
    });
  }

  const ordersOf = (who: Shopper) => `user_id = ${lit(who.id)}`;

  // --- a shopper writing orders directly ---------------------------------------------------------

  attack('a shopper cannot insert an order directly (bypassing place_order)', async () => {
    const result = await unchangedBy('public.orders', ordersOf(shopper), () =>
      shopper.client.from('orders').insert({
        order_number: 'BON-1000000000000',
        user_id: shopper.id,
        subtotal: 1,
        total: 1,
        payment_method: 'cash',
        payment_status: 'paid',
        shipping_address: address(),
      }),
    );
    expectRlsRefusal(result, 'orders', 'authenticated');
  });

  attack('an anonymous visitor cannot insert an order', async () => {
    const result = await unchangedBy(
      'public.orders',
      'user_id is null',
      () =>
        anon.from('orders').insert({
          order_number: 'BON-1000000000001',
          subtotal: 1,
          total: 1,
          payment_method: 'cash',
          shipping_address: address(),
        }),
      { expectRows: false },
    );
    expectRlsRefusal(result, 'orders', 'anon');
  });

  attack(
    'a shopper cannot add items to their own order directly (insert order_items)',
    async () => {
      const product = await newProduct({ price: 300_000 });
      const result = await unchangedBy('public.order_items', `order_id = ${lit(order)}`, () =>
        shopper.client.from('order_items').insert({
          order_id: order,
          product_id: product,
          product_name: 'Collar de oro',
          product_price: 0,
          quantity: 1,
          total: 0,
        }),
      );
      expectRlsRefusal(result, 'order_items', 'authenticated');
    },
  );

  attack('a shopper cannot change the price of an item of their own order', async () => {
    const result = await unchangedBy('public.order_items', `order_id = ${lit(order)}`, () =>
      shopper.client
        .from('order_items')
        .update({ product_price: 1, total: 1 }, { count: 'exact' })
        .eq('order_id', order),
    );
    expectNoRowsAffected(result);
  });

  const shopperOrderChanges: [string, Record<string, unknown>][] = [
    ['status (to delivered)', { status: 'delivered' }],
    ['payment status (to paid, which would earn points)', { payment_status: 'paid' }],
    ['total (to 1 peso)', { subtotal: 1, shipping_cost: 0, discount_amount: 0, total: 1 }],
    ['owner (user_id, to another shopper)', { user_id: 'other' }],
  ];

  for (const [what, change] of shopperOrderChanges) {
    attack(`a shopper cannot change their own order's ${what}`, async () => {
      const values = change.user_id === 'other' ? { user_id: other.id } : change;
      const result = await unchangedBy('public.orders', byId(order), () =>
        shopper.client.from('orders').update(values, { count: 'exact' }).eq('id', order),
      );
      expectNoRowsAffected(result);
    });
  }

  attack('a shopper cannot delete their own order', async () => {
    const result = await unchangedBy('public.orders', byId(order), () =>
      shopper.client.from('orders').delete({ count: 'exact' }).eq('id', order),
    );
    expectNoRowsAffected(result);
  });

  attack('a shopper cannot delete the items of their own order', async () => {
    const result = await unchangedBy('public.order_items', `order_id = ${lit(order)}`, () =>
      shopper.client.from('order_items').delete({ count: 'exact' }).eq('order_id', order),
    );
    expectNoRowsAffected(result);
  });

  attack('a shopper cannot add a hidden product to their cart', async () => {
    const hidden = await newProduct({ price: 99_000, is_active: false });
    const result = await unchangedBy(
      'public.cart_items',
      `product_id = ${lit(hidden)}`,
      () => other.client.from('cart_items').insert({ user_id: other.id, product_id: hidden }),
      { expectRows: false },
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
  });

  attack('a shopper cannot save a hidden product as a favourite', async () => {
    const hidden = await newProduct({ price: 99_000, is_active: false });
    const result = await unchangedBy(
      'public.user_favorites',
      `product_id = ${lit(hidden)}`,
      () => other.client.from('user_favorites').insert({ user_id: other.id, product_id: hidden }),
      { expectRows: false },
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  attack(
    'a shopper cannot put a hidden product into their cart by changing an item to it',
    async () => {
      const visible = await newProduct({ price: 10_000 });
      const hidden = await newProduct({ price: 99_000, is_active: false });
      await addToCart(other, visible);
      try {
        const result = await unchangedBy('public.cart_items', `user_id = ${lit(other.id)}`, () =>
          other.client.from('cart_items').update({ product_id: hidden }).eq('product_id', visible),
        );
        expectNoTablePrivilege(result, 'cart_items', 'authenticated');
      } finally {
        await sql(`delete from public.cart_items where user_id = ${lit(other.id)}`);
      }
    },
  );

  // --- an admin changing orders --------------------------------------------------------------------

  const adminForbidden: [string, Record<string, unknown>][] = [
    ['total', { total: 1, subtotal: 1, shipping_cost: 0, discount_amount: 0 }],
    ['shipping cost', { shipping_cost: 0, total: 50_000 }],
    ['owner (user_id)', { user_id: null }],
    ['shipping address', { shipping_address: { ...address(), city: 'Medellín' } }],
    ['points earned', { points_earned: 9_999 }],
    ['payment date (paid_at)', { paid_at: '2026-01-01T00:00:00Z' }],
    ['order number', { order_number: 'BON-9999999999999' }],
    ['buyer membership (which sets the points multiplier)', { membership_type: 'vip' }],
    ['delivery date', { delivery_date: '2030-01-01' }],
    ['shipping time slot', { shipping_time_range_id: null }],
    ['discount code text', { discount_code: 'FALSO' }],
  ];

  for (const [what, change] of adminForbidden) {
    attack(
      `an admin cannot change an order's ${what} (only status and payment status)`,
      async () => {
        const result = await unchangedBy('public.orders', byId(order), () =>
          admin.client.from('orders').update(change).eq('id', order),
        );
        expectNotAuthorized(result, ONLY_STATUS, 'authenticated');
      },
    );
  }

  attack('an admin cannot delete an order', async () => {
    const result = await unchangedBy('public.orders', byId(order), () =>
      admin.client.from('orders').delete({ count: 'exact' }).eq('id', order),
    );
    expectNoRowsAffected(result);
  });

  attack("an admin cannot change an order's items", async () => {
    const result = await unchangedBy('public.order_items', `order_id = ${lit(order)}`, () =>
      admin.client
        .from('order_items')
        .update({ quantity: 9, total: 0, product_price: 0 }, { count: 'exact' })
        .eq('order_id', order),
    );
    expectNoRowsAffected(result);
  });

  it('an admin changes the status and payment status of an order (positive control)', async () => {
    const paid = await placeOrderFor(other, 30_000);
    const { data, error } = await admin.client
      .from('orders')
      .update({ status: 'shipped', payment_status: 'paid' })
      .eq('id', paid)
      .select('status, payment_status, total, points_earned')
      .single();
    expect(error).toBeNull();
    const total = (data as { total: number }).total;
    expect(data).toEqual({
      status: 'shipped',
      payment_status: 'paid',
      total,
      points_earned: Math.floor(total / 1000),
    });
  });

  // --- spending a bonus, a prize or a code twice ---------------------------------------------------

  attack('a shopper cannot spend the same bonus on two orders', async () => {
    const buyer = await newShopper();
    const storeBonus = await newStoreBonus({ type: 'discount', value: 20, points_cost: 50 });
    onTheWayOut.push({ table: 'bonus_store', id: storeBonus });
    const bought = await buyer.client.rpc('purchase_bonus', { p_bonus_id: storeBonus });
    expect(bought.error).toBeNull();
    const bonus = (bought.data as { id: string }).id;

    const first = await orderWith(buyer, { p_user_bonus_id: bonus });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      subtotal: 40_000,
      discount_amount: 8_000,
      user_bonus_id: bonus,
    });

    const cart = `user_id = ${lit(buyer.id)}`;
    const second = await unchangedBy('public.orders', ordersOf(buyer), () =>
      unchangedBy('public.user_bonuses', byId(bonus), () =>
        orderWith(buyer, { p_user_bonus_id: bonus }),
      ),
    );
    expectRuleRefusal(second, BONUS_GONE);
    expect(await countOf('public.orders', ordersOf(buyer))).toBe(1);
    expect(await countOf('public.cart_items', cart)).toBe(1);
    expect(await sql(`select status from public.user_bonuses where ${byId(bonus)}`)).toEqual([
      { status: 'used' },
    ]);
  });

  attack("a shopper cannot spend another shopper's bonus", async () => {
    const thief = await newShopper();
    const bonus = await newUserBonus(other.id, { type: 'voucher', value: 30_000 });
    const result = await unchangedBy('public.user_bonuses', byId(bonus), () =>
      orderWith(thief, { p_user_bonus_id: bonus }),
    );
    expectRuleRefusal(result, BONUS_GONE);
    expect(await countOf('public.orders', ordersOf(thief))).toBe(0);
  });

  attack('a shopper cannot spend an expired bonus', async () => {
    const buyer = await newShopper();
    const bonus = await newUserBonus(buyer.id, {
      type: 'voucher',
      value: 30_000,
      expires_at: '2020-01-01T00:00:00Z',
    });
    const result = await unchangedBy('public.user_bonuses', byId(bonus), () =>
      orderWith(buyer, { p_user_bonus_id: bonus }),
    );
    expectRuleRefusal(result, BONUS_GONE);
    expect(await countOf('public.orders', ordersOf(buyer))).toBe(0);
  });

  attack('a shopper cannot spend the same roulette prize on two orders', async () => {
    const buyer = await newShopper();
    const win = await newRouletteWin(buyer.id, { type: 'discount', value: 25 });
    const first = await orderWith(buyer, { p_roulette_win_id: win });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ discount_amount: 10_000, roulette_win_id: win });

    const second = await unchangedBy('public.orders', ordersOf(buyer), () =>
      unchangedBy('public.roulette_wins', byId(win), () =>
        orderWith(buyer, { p_roulette_win_id: win }),
      ),
    );
    expectRuleRefusal(second, PRIZE_GONE);
    expect(await countOf('public.orders', ordersOf(buyer))).toBe(1);
  });

  attack("a shopper cannot spend another shopper's roulette prize", async () => {
    const thief = await newShopper();
    const win = await newRouletteWin(other.id, { type: 'discount', value: 50 });
    const result = await unchangedBy('public.roulette_wins', byId(win), () =>
      orderWith(thief, { p_roulette_win_id: win }),
    );
    expectRuleRefusal(result, PRIZE_GONE);
    expect(await countOf('public.orders', ordersOf(thief))).toBe(0);
  });

  attack('a roulette prize spent as a prize cannot be spent again as its bonus', async () => {
    const buyer = await newShopper();
    const win = await newRouletteWin(buyer.id, { type: 'discount', value: 10 });
    const bonus = await newUserBonus(buyer.id, {
      type: 'discount',
      value: 10,
      roulette_win_id: win,
    });
    const first = await orderWith(buyer, { p_roulette_win_id: win });
    expect(first.error).toBeNull();
    const second = await unchangedBy('public.orders', ordersOf(buyer), () =>
      orderWith(buyer, { p_user_bonus_id: bonus }),
    );
    expectRuleRefusal(second, BONUS_GONE);
    expect(await rowsOf('public.user_bonuses', byId(bonus))).toMatchObject([{ status: 'used' }]);
  });

  attack('a roulette prize spent as its bonus cannot be spent again as a prize', async () => {
    const buyer = await newShopper();
    const win = await newRouletteWin(buyer.id, { type: 'free_shipping', value: 1 });
    const bonus = await newUserBonus(buyer.id, {
      type: 'free_shipping',
      value: 1,
      roulette_win_id: win,
    });
    const first = await orderWith(buyer, { p_user_bonus_id: bonus });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ shipping_cost: 0 });
    const second = await unchangedBy('public.orders', ordersOf(buyer), () =>
      orderWith(buyer, { p_roulette_win_id: win }),
    );
    expectRuleRefusal(second, PRIZE_GONE);
    expect(await rowsOf('public.roulette_wins', byId(win))).toMatchObject([{ redeemed: true }]);
  });

  attack('a one-use discount code cannot be used twice', async () => {
    const buyer = await newShopper();
    const code = await newCode({ type: 'percentage', value: 10, max_uses: 1 });
    const first = await orderWith(buyer, { p_discount_code: code });
    expect(first.error).toBeNull();
    const second = await unchangedBy('public.discount_codes', `code = ${lit(code)}`, () =>
      orderWith(buyer, { p_discount_code: code }),
    );
    expectRuleRefusal(second, 'Código inválido - El código ingresado no es válido o ha expirado');
    expect(
      await sql(`select current_uses from public.discount_codes where code = ${lit(code)}`),
    ).toEqual([{ current_uses: 1 }]);
    expect(await countOf('public.orders', ordersOf(buyer))).toBe(1);
  });
});
