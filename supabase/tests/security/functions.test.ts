import { afterAll, beforeAll, expect } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  countOf,
  expectNoExecute,
  expectNotAuthorized,
  expectPostgrestError,
  expectRuleRefusal,
  newCatalogueRow,
  newRouletteWin,
  newStoreBonus,
  newUserBonus,
  placeOrderFor,
  removeCatalogueRows,
  unchangedBy,
  type CatalogueTable,
} from '../support/attacks';
import {
  address,
  anonClient,
  lit,
  newProduct,
  newShopper,
  newTimeSlot,
  pointsAndLedger,
  setMembership,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import { PSE, useNewsletterLimit } from '../support/checkout';

/**
 * The database functions as an attacker calls them: the shopper functions are closed to the
 * anonymous visitor, the admin function to shoppers, the private helpers to everyone, and the
 * open ones enforce their own rules (hidden items, points, stock, tiers, one subscription).
 */
attackMatrix('database functions', () => {
  useNewsletterLimit(1_000);
  const anon = anonClient();
  let shopper: Shopper;
  let other: Shopper;
  let order: string;
  let slot: string;
  const made: { table: CatalogueTable; id: string }[] = [];
  const catalogueRow = async (table: CatalogueTable, active: boolean) => {
    const id = await newCatalogueRow(table, active);
    made.push({ table, id });
    return id;
  };
  let activeBonus: string;
  let activeReward: string;
  let activePlan: string;
  let activeProduct: string;

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Felipe', last_name: 'Funciones' });
    other = await newShopper({ first_name: 'Olivia', last_name: 'Otra' });
    order = await placeOrderFor(other);
    slot = await newTimeSlot(4_000);
    activeBonus = await catalogueRow('bonus_store', true);
    activeReward = await catalogueRow('rewards_catalog', true);
    activePlan = await catalogueRow('membership_plans', true);
    activeProduct = await newProduct({ price: 10_000, stock_quantity: 50 });
  });

  afterAll(async () => {
    await removeCatalogueRows(made);
  });

  // --- shopper functions, called anonymously -----------------------------------------------------

  const shopperFunctions: {
    fn: string;
    args: () => Record<string, unknown>;
    table: string;
    where: () => string;
  }[] = [
    { fn: 'preview_checkout', args: () => ({}), table: 'public.cart_items', where: () => 'true' },
    {
      fn: 'place_order',
      args: () => ({
        p_shipping_address: address(),
        p_shipping_time_range_id: slot,
        p_payment_method: 'cash',
      }),
      table: 'public.orders',
      where: () => 'user_id is null',
    },
    {
      fn: 'confirm_payment',
      args: () => ({ p_kind: 'order', p_id: order, p_payment_method: 'pse', p_details: PSE }),
      table: 'public.orders',
      where: () => byId(order),
    },
    {
      fn: 'purchase_bonus',
      args: () => ({ p_bonus_id: activeBonus }),
      table: 'public.user_bonuses',
      where: () => `bonus_id = ${lit(activeBonus)}`,
    },
    {
      fn: 'redeem_reward',
      args: () => ({ p_reward_id: activeReward }),
      table: 'public.rewards_catalog',
      where: () => byId(activeReward),
    },
    { fn: 'spin_roulette', args: () => ({}), table: 'public.roulette_wins', where: () => 'true' },
    {
      fn: 'buy_gift',
      args: () => ({
        p_gift_type: 'membership',
        p_gift_value: 'anual',
        p_recipient_name: 'Laura',
        p_recipient_email: 'laura@example.com',
      }),
      table: 'public.gift_purchases',
      where: () => `buyer_id is null`,
    },
    {
      fn: 'start_membership_purchase',
      args: () => ({ p_plan_id: activePlan }),
      table: 'public.membership_purchases',
      where: () => `plan_id = ${lit(activePlan)}`,
    },
    {
      fn: 'redeem_gift',
      args: () => ({ p_code: 'GIFT00000000' }),
      table: 'private.rate_limit_hits',
      where: () => `bucket = 'gift_redeem'`,
    },
    {
      fn: 'deliver_due_gifts',
      args: () => ({}),
      table: 'public.gift_purchases',
      where: () => `status = 'pending'`,
    },
    { fn: 'admin_dashboard_stats', args: () => ({}), table: 'public.orders', where: () => 'true' },
    {
      fn: 'add_to_cart',
      args: () => ({ p_product_id: activeProduct, p_quantity: 1 }),
      table: 'public.cart_items',
      where: () => `product_id = ${lit(activeProduct)}`,
    },
    {
      fn: 'set_cart_quantity',
      args: () => ({ p_product_id: activeProduct, p_quantity: 5 }),
      table: 'public.cart_items',
      where: () => `product_id = ${lit(activeProduct)}`,
    },
    {
      fn: 'remove_cart_item',
      args: () => ({ p_product_id: activeProduct }),
      table: 'public.cart_items',
      where: () => `product_id = ${lit(activeProduct)}`,
    },
    {
      fn: 'toggle_favorite',
      args: () => ({ p_product_id: activeProduct }),
      table: 'public.user_favorites',
      where: () => `product_id = ${lit(activeProduct)}`,
    },
    { fn: 'header_counts', args: () => ({}), table: 'public.cart_items', where: () => 'true' },
  ];

  for (const { fn, args, table, where } of shopperFunctions) {
    attack(`an anonymous visitor cannot call ${fn}`, async () => {
      const result = await unchangedBy(table, where(), () => anon.rpc(fn, args()), {
        expectRows: false,
      });
      expectNoExecute(result, fn, 'anon');
    });
  }

  attack('a shopper cannot run the gift delivery job (deliver_due_gifts)', async () => {
    const result = await unchangedBy(
      'public.gift_purchases',
      `status = 'pending'`,
      () => shopper.client.rpc('deliver_due_gifts'),
      { expectRows: false },
    );
    expectNoExecute(result, 'deliver_due_gifts', 'authenticated');
  });

  attack('a shopper cannot activate a plan through the dropped activate_membership', async () => {
    const result = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
      shopper.client.rpc('activate_membership', { p_plan_id: activePlan }),
    );
    expectPostgrestError(result, 'PGRST202', 404);
  });

  attack('a shopper cannot call the admin dashboard function', async () => {
    const result = await shopper.client.rpc('admin_dashboard_stats');
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  // --- private helpers ----------------------------------------------------------------------------

  const privateCalls: [string, () => Record<string, unknown>][] = [
    [
      'move_points',
      () => ({
        p_user_id: shopper.id,
        p_delta: 100_000,
        p_type: 'earned',
        p_description: 'Regalo',
      }),
    ],
    ['handle_new_user', () => ({})],
    [
      'checkout_quote',
      () => ({
        p_user_id: other.id,
        p_shipping_time_range_id: null,
        p_discount_code: null,
        p_user_bonus_id: null,
        p_roulette_win_id: null,
      }),
    ],
    ['award_order_points', () => ({})],
    ['delete_auth_user', () => ({})],
    ['is_admin', () => ({})],
    ['cart_units', () => ({ p_user_id: other.id })],
    ['name_sort_key', () => ({ p_name: 'Arena' })],
    ['grant_membership', () => ({ p_user_id: shopper.id, p_type: 'anual', p_days: 3650 })],
    ['deliver_gift', () => ({})],
    ['charge', () => ({})],
    ['pay_membership', () => ({})],
    ['record_rate_limit_hit', () => ({ p_bucket: 'gift_redeem', p_key: 'x' })],
    [
      'lock_shopper_product',
      () => ({ p_kind: 'cart', p_user_id: other.id, p_product_id: activeProduct }),
    ],
  ];

  for (const [fn, args] of privateCalls) {
    attack(`a shopper cannot reach the private helper ${fn} through rpc()`, async () => {
      const result = await unchangedBy(
        'public.points_transactions',
        `user_id = ${lit(shopper.id)}`,
        () => shopper.client.rpc(fn, args()),
      );
      expectPostgrestError(result, 'PGRST202', 404);
    });
  }

  attack(
    'a shopper cannot call private.move_points by switching the schema to private',
    async () => {
      const result = await unchangedBy(
        'public.points_transactions',
        `user_id = ${lit(shopper.id)}`,
        () =>
          shopper.client.schema('private').rpc('move_points', {
            p_user_id: shopper.id,
            p_delta: 100_000,
            p_type: 'earned',
            p_description: 'Regalo',
          }),
      );
      expectPostgrestError(result, 'PGRST106', 406);
      expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    },
  );

  attack(
    'an anonymous visitor cannot call private helpers by switching the schema to private',
    async () => {
      const result = await anon.schema('private').rpc('is_admin');
      expectPostgrestError(result, 'PGRST106', 406);
    },
  );

  attack('a shopper cannot read auth.users by switching the schema to auth', async () => {
    const result = await shopper.client
      .schema('auth')
      .from('users')
      .select('email, encrypted_password');
    expectPostgrestError(result, 'PGRST106', 406);
  });

  attack('a shopper cannot read storage.objects through the REST API', async () => {
    const result = await shopper.client.schema('storage').from('objects').select('name');
    expectPostgrestError(result, 'PGRST106', 406);
  });

  // --- the shopper functions' own rules ------------------------------------------------------------

  attack('a shopper cannot buy a hidden bonus', async () => {
    const hidden = await catalogueRow('bonus_store', false);
    const result = await unchangedBy(
      'public.points_transactions',
      `user_id = ${lit(shopper.id)}`,
      () => shopper.client.rpc('purchase_bonus', { p_bonus_id: hidden }),
    );
    expectRuleRefusal(result, 'Error al comprar bono - El bono no está disponible');
    expect(await countOf('public.user_bonuses', `bonus_id = ${lit(hidden)}`)).toBe(0);
  });

  attack('a shopper cannot add a hidden product to their cart through add_to_cart', async () => {
    const hidden = await catalogueRow('products', false);
    const result = await shopper.client.rpc('add_to_cart', { p_product_id: hidden });
    expectRuleRefusal(result, 'Producto no encontrado');
    expect(await countOf('public.cart_items', `product_id = ${lit(hidden)}`)).toBe(0);
  });

  attack(
    'a shopper cannot save a hidden product as a favourite through toggle_favorite',
    async () => {
      const hidden = await catalogueRow('products', false);
      const result = await shopper.client.rpc('toggle_favorite', { p_product_id: hidden });
      expectRuleRefusal(result, 'Producto no encontrado');
      expect(await countOf('public.user_favorites', `product_id = ${lit(hidden)}`)).toBe(0);
    },
  );

  attack(
    "a shopper cannot change or remove another shopper's cart line through the cart functions",
    async () => {
      const { error } = await other.client.rpc('add_to_cart', {
        p_product_id: activeProduct,
        p_quantity: 2,
      });
      expect(error).toBeNull();
      const otherLine = `user_id = ${lit(other.id)} and product_id = ${lit(activeProduct)}`;
      const set = await unchangedBy('public.cart_items', otherLine, () =>
        shopper.client.rpc('set_cart_quantity', { p_product_id: activeProduct, p_quantity: 9 }),
      );
      expect(set.error).toMatchObject({
        code: 'P0002',
        message: 'El producto no está en tu carrito',
      });
      const removed = await unchangedBy('public.cart_items', otherLine, () =>
        shopper.client.rpc('remove_cart_item', { p_product_id: activeProduct }),
      );
      expect(removed.error).toBeNull();
      expect(removed.data).toMatchObject({ removed: false });
    },
  );

  attack('a shopper cannot buy a bonus with points they do not have', async () => {
    const expensive = await newStoreBonus({ points_cost: 5_000 });
    made.push({ table: 'bonus_store', id: expensive });
    const result = await unchangedBy('public.user_points', `user_id = ${lit(shopper.id)}`, () =>
      shopper.client.rpc('purchase_bonus', { p_bonus_id: expensive }),
    );
    expectRuleRefusal(result, 'Puntos insuficientes');
    expect(await countOf('public.user_bonuses', `bonus_id = ${lit(expensive)}`)).toBe(0);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack('a shopper cannot spin the roulette without 100 points', async () => {
    const poor = await newShopper();
    await catalogueRow('roulette_prizes', true);
    await sql(`select private.move_points(${lit(poor.id)}, -50, 'spent', 'Prueba')`);
    const result = await unchangedBy('public.user_points', `user_id = ${lit(poor.id)}`, () =>
      poor.client.rpc('spin_roulette'),
    );
    expectRuleRefusal(result, 'Puntos insuficientes - Necesitas 100 puntos para girar');
    expect(await countOf('public.roulette_wins', `user_id = ${lit(poor.id)}`)).toBe(0);
  });

  attack('a shopper cannot redeem a hidden reward', async () => {
    const hidden = await catalogueRow('rewards_catalog', false);
    const result = await unchangedBy('public.rewards_catalog', byId(hidden), () =>
      shopper.client.rpc('redeem_reward', { p_reward_id: hidden }),
    );
    expectRuleRefusal(result, 'Error al canjear premio - El premio no está disponible');
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack('a shopper cannot redeem a reward that is out of stock', async () => {
    const reward = await catalogueRow('rewards_catalog', true);
    await sql(
      `update public.rewards_catalog set stock = 0, points_required = 10 where ${byId(reward)}`,
    );
    const result = await unchangedBy('public.rewards_catalog', byId(reward), () =>
      shopper.client.rpc('redeem_reward', { p_reward_id: reward }),
    );
    expectRuleRefusal(result, 'Premio agotado - Este premio ya no tiene unidades disponibles');
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack('a regular shopper cannot redeem a premium-tier reward', async () => {
    const reward = await catalogueRow('rewards_catalog', true);
    await sql(
      `update public.rewards_catalog set tier = 'premium', points_required = 10 where ${byId(reward)}`,
    );
    const result = await unchangedBy('public.rewards_catalog', byId(reward), () =>
      shopper.client.rpc('redeem_reward', { p_reward_id: reward }),
    );
    expectRuleRefusal(result, 'Premio no disponible - Este premio requiere una membresía superior');
    expect(await countOf('public.points_redemptions_v2', `reward_id = ${lit(reward)}`)).toBe(0);
  });

  attack('a monthly member cannot redeem a premium-tier reward', async () => {
    const member = await newShopper();
    await setMembership(member.id, 'mensual');
    const reward = await catalogueRow('rewards_catalog', true);
    await sql(
      `update public.rewards_catalog set tier = 'premium', points_required = 10 where ${byId(reward)}`,
    );
    const result = await unchangedBy('public.rewards_catalog', byId(reward), () =>
      member.client.rpc('redeem_reward', { p_reward_id: reward }),
    );
    expectRuleRefusal(result, 'Premio no disponible - Este premio requiere una membresía superior');
  });

  attack('a shopper cannot buy a hidden membership plan', async () => {
    const hidden = await catalogueRow('membership_plans', false);
    const result = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
      shopper.client.rpc('start_membership_purchase', { p_plan_id: hidden }),
    );
    expectRuleRefusal(result, 'Error al activar la membresía - Por favor intenta de nuevo');
    expect(await countOf('public.membership_purchases', `plan_id = ${lit(hidden)}`)).toBe(0);
  });

  attack('a shopper cannot pay a cancelled order to earn its points', async () => {
    const buyer = await newShopper();
    const cancelled = await placeOrderFor(buyer);
    await sql(`update public.orders set status = 'cancelled' where ${byId(cancelled)}`);
    const result = await unchangedBy('public.orders', byId(cancelled), () =>
      buyer.client.rpc('confirm_payment', {
        p_kind: 'order',
        p_id: cancelled,
        p_payment_method: 'pse',
        p_details: PSE,
      }),
    );
    expectRuleRefusal(result, 'Error - No se pudo procesar el pago');
    expect(await pointsAndLedger(buyer.id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack("a shopper cannot see another shopper's bonus through preview_checkout", async () => {
    const bonus = await newUserBonus(other.id, { type: 'voucher', value: 25_000 });
    const result = await shopper.client.rpc('preview_checkout', { p_user_bonus_id: bonus });
    expectRuleRefusal(result, 'Bono no disponible - El bono ya fue usado o ha expirado');
  });

  attack(
    "a shopper cannot see another shopper's roulette prize through preview_checkout",
    async () => {
      const win = await newRouletteWin(other.id, { type: 'discount', value: 30 });
      const result = await shopper.client.rpc('preview_checkout', { p_roulette_win_id: win });
      expectRuleRefusal(result, 'Premio no disponible - El premio ya fue usado o ha expirado');
    },
  );

  attack(
    'the same email cannot subscribe to the newsletter twice to get a second code',
    async () => {
      const email = `${unique('doble')}@example.com`;
      const first = await anon.rpc('subscribe_newsletter', { p_email: email });
      expect(first.error).toBeNull();
      const codes = await countOf('public.discount_codes');
      const result = await unchangedBy(
        'public.newsletter_subscriptions',
        `email = ${lit(email)}`,
        () =>
          anon.rpc('subscribe_newsletter', { p_email: email.toUpperCase(), p_source: 'footer' }),
      );
      expect(result.error).toMatchObject({
        code: '23505',
        message: 'Este email ya está suscrito al newsletter',
      });
      expect(result.status).toBe(409);
      expect(await countOf('public.discount_codes')).toBe(codes);
    },
  );
});
