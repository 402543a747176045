import { beforeAll, expect } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  countOf,
  deliveredUpTo,
  expectNoRowsAffected,
  expectNoTablePrivilege,
  expectNotAuthorized,
  expectNothingVisible,
  expectRuleRefusal,
  favorite,
  newGift,
  newRedemption,
  newRouletteWin,
  newUserBonus,
  placeOrderFor,
  unchangedBy,
  watchChanges,
} from '../support/attacks';
import {
  addToCart,
  grantPoints,
  lit,
  newProduct,
  newShopper,
  sql,
  type Shopper,
} from '../support/db';

/**
 * Shopper A, signed in with their own session, against shopper B's rows: A reads, changes and
 * deletes nothing of B's, and cannot write rows in B's name.
 */
attackMatrix('shopper against another shopper', () => {
  let a: Shopper;
  let b: Shopper;
  let product: string;
  let bCartItem: string;
  let bFavorite: string;
  let bOrder: string;
  let bOrderItem: string;
  let bBonus: string;
  let bWin: string;
  let bGift: string;
  let bRedemption: string;
  const ofB = () => `user_id = ${lit(b.id)}`;

  beforeAll(async () => {
    a = await newShopper({ first_name: 'Andrés', last_name: 'Atacante' });
    b = await newShopper({ first_name: 'Beatriz', last_name: 'Bueno' });
    bOrder = await placeOrderFor(b);
    [{ id: bOrderItem }] = (await sql<{ id: string }>(
      `select id from public.order_items where order_id = ${lit(bOrder)}`,
    )) as [{ id: string }];
    product = await newProduct({ price: 9_000 });
    await addToCart(b, product, 2);
    await favorite(b, product);
    [{ id: bCartItem }] = (await sql<{ id: string }>(
      `select id from public.cart_items where ${ofB()}`,
    )) as [{ id: string }];
    [{ id: bFavorite }] = (await sql<{ id: string }>(
      `select id from public.user_favorites where ${ofB()}`,
    )) as [{ id: string }];
    bBonus = await newUserBonus(b.id);
    bWin = await newRouletteWin(b.id);
    bGift = await newGift(b.id);
    bRedemption = await newRedemption(b.id);
  });

  // --- cart -----------------------------------------------------------------------------------

  attack("a shopper cannot read another shopper's cart", async () => {
    expect(await countOf('public.cart_items', ofB())).toBe(1);
    expectNothingVisible(await a.client.from('cart_items').select('*').eq('user_id', b.id));
    expectNothingVisible(await a.client.from('cart_items').select('*').eq('id', bCartItem));
  });

  attack("a shopper cannot change the quantity in another shopper's cart", async () => {
    const result = await unchangedBy('public.cart_items', byId(bCartItem), () =>
      a.client.from('cart_items').update({ quantity: 999 }, { count: 'exact' }).eq('id', bCartItem),
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
  });

  attack("a shopper cannot delete an item from another shopper's cart", async () => {
    const result = await unchangedBy('public.cart_items', ofB(), () =>
      a.client.from('cart_items').delete({ count: 'exact' }).eq('user_id', b.id),
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
  });

  attack(
    "a shopper cannot put an item in another shopper's cart (insert with user_id = B)",
    async () => {
      const other = await newProduct({ price: 1_000 });
      const result = await unchangedBy('public.cart_items', ofB(), () =>
        a.client.from('cart_items').insert({ user_id: b.id, product_id: other, quantity: 5 }),
      );
      expectNoTablePrivilege(result, 'cart_items', 'authenticated');
    },
  );

  attack("a shopper cannot move their own cart item into another shopper's cart", async () => {
    const own = await newProduct({ price: 1_000 });
    await addToCart(a, own);
    const result = await unchangedBy('public.cart_items', `user_id = ${lit(a.id)}`, () =>
      a.client.from('cart_items').update({ user_id: b.id }).eq('product_id', own),
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
    await a.client.rpc('remove_cart_item', { p_product_id: own });
  });

  // --- favourites -------------------------------------------------------------------------------

  attack("a shopper cannot read another shopper's favourites", async () => {
    expect(await countOf('public.user_favorites', ofB())).toBe(1);
    expectNothingVisible(await a.client.from('user_favorites').select('*').eq('user_id', b.id));
  });

  attack("a shopper cannot delete another shopper's favourite", async () => {
    const result = await unchangedBy('public.user_favorites', ofB(), () =>
      a.client.from('user_favorites').delete({ count: 'exact' }).eq('id', bFavorite),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  attack("a shopper cannot take over another shopper's favourite (update user_id)", async () => {
    const result = await unchangedBy('public.user_favorites', ofB(), () =>
      a.client
        .from('user_favorites')
        .update({ user_id: a.id }, { count: 'exact' })
        .eq('id', bFavorite),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  attack('a shopper cannot save a favourite in the name of another shopper', async () => {
    const other = await newProduct({ price: 1_000 });
    const result = await unchangedBy('public.user_favorites', ofB(), () =>
      a.client.from('user_favorites').insert({ user_id: b.id, product_id: other }),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  // --- orders ---------------------------------------------------------------------------------

  attack("a shopper cannot read another shopper's orders", async () => {
    expect(await countOf('public.orders', ofB())).toBe(1);
    expectNothingVisible(await a.client.from('orders').select('*').eq('user_id', b.id));
    expectNothingVisible(await a.client.from('orders').select('*').eq('id', bOrder));
  });

  attack(
    "a shopper cannot read another shopper's order items, directly or through an embed",
    async () => {
      expect(await countOf('public.order_items', `order_id = ${lit(bOrder)}`)).toBe(1);
      expectNothingVisible(await a.client.from('order_items').select('*').eq('order_id', bOrder));
      expectNothingVisible(
        await a.client
          .from('products')
          .select('id, order_items!inner(id)')
          .eq('order_items.id', bOrderItem),
      );
    },
  );

  attack("a shopper cannot change another shopper's order (status)", async () => {
    const result = await unchangedBy('public.orders', byId(bOrder), () =>
      a.client.from('orders').update({ status: 'cancelled' }, { count: 'exact' }).eq('id', bOrder),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot delete another shopper's order", async () => {
    const result = await unchangedBy('public.orders', byId(bOrder), () =>
      a.client.from('orders').delete({ count: 'exact' }).eq('id', bOrder),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot change another shopper's order items", async () => {
    const result = await unchangedBy('public.order_items', byId(bOrderItem), () =>
      a.client
        .from('order_items')
        .update({ quantity: 50, total: 0 }, { count: 'exact' })
        .eq('id', bOrderItem),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot confirm the payment of another shopper's order", async () => {
    const result = await unchangedBy('public.orders', byId(bOrder), () =>
      a.client.rpc('confirm_payment', {
        p_kind: 'order',
        p_id: bOrder,
        p_payment_method: 'pse',
        p_details: { bank: 'Bancolombia', documentType: 'CC', documentNumber: '1020304050' },
      }),
    );
    expectRuleRefusal(result, 'Pedido no encontrado');
  });

  // --- bonuses, wins, gifts, redemptions ------------------------------------------------------

  attack("a shopper cannot read another shopper's bonuses", async () => {
    expect(await countOf('public.user_bonuses', byId(bBonus))).toBe(1);
    expectNothingVisible(await a.client.from('user_bonuses').select('*').eq('user_id', b.id));
  });

  attack("a shopper cannot take over another shopper's bonus (update user_id)", async () => {
    const result = await unchangedBy('public.user_bonuses', byId(bBonus), () =>
      a.client.from('user_bonuses').update({ user_id: a.id }, { count: 'exact' }).eq('id', bBonus),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot delete another shopper's bonus", async () => {
    const result = await unchangedBy('public.user_bonuses', byId(bBonus), () =>
      a.client.from('user_bonuses').delete({ count: 'exact' }).eq('id', bBonus),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot read another shopper's roulette wins", async () => {
    expect(await countOf('public.roulette_wins', byId(bWin))).toBe(1);
    expectNothingVisible(await a.client.from('roulette_wins').select('*').eq('user_id', b.id));
  });

  attack("a shopper cannot mark another shopper's roulette win as redeemed", async () => {
    const result = await unchangedBy('public.roulette_wins', byId(bWin), () =>
      a.client
        .from('roulette_wins')
        .update({ redeemed: true, redeemed_at: new Date().toISOString() }, { count: 'exact' })
        .eq('id', bWin),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot delete another shopper's roulette win", async () => {
    const result = await unchangedBy('public.roulette_wins', byId(bWin), () =>
      a.client.from('roulette_wins').delete({ count: 'exact' }).eq('id', bWin),
    );
    expectNoRowsAffected(result);
  });

  attack('a shopper cannot read the gifts another shopper bought', async () => {
    expect(await countOf('public.gift_purchases', byId(bGift))).toBe(1);
    expectNothingVisible(await a.client.from('gift_purchases').select('*').eq('id', bGift));
  });

  attack("a shopper cannot read another shopper's reward redemptions", async () => {
    expect(await countOf('public.points_redemptions_v2', byId(bRedemption))).toBe(1);
    expectNothingVisible(
      await a.client.from('points_redemptions_v2').select('*').eq('id', bRedemption),
    );
  });

  // --- profile and points ---------------------------------------------------------------------

  attack("a shopper cannot read another shopper's profile", async () => {
    expect(await countOf('public.user_profiles', byId(b.id))).toBe(1);
    expectNothingVisible(await a.client.from('user_profiles').select('*').eq('id', b.id));
  });

  attack("a shopper cannot change another shopper's profile", async () => {
    const result = await unchangedBy('public.user_profiles', byId(b.id), () =>
      a.client
        .from('user_profiles')
        .update({ first_name: 'Hackeado', phone: '+57 3000000000' }, { count: 'exact' })
        .eq('id', b.id),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot overwrite another shopper's profile with an upsert", async () => {
    const result = await unchangedBy('public.user_profiles', byId(b.id), () =>
      a.client.from('user_profiles').upsert({ id: b.id, first_name: 'Hackeado' }),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack(
    "a shopper cannot delete another shopper's profile (and with it the account)",
    async () => {
      const result = await unchangedBy('public.user_profiles', byId(b.id), () =>
        a.client.from('user_profiles').delete({ count: 'exact' }).eq('id', b.id),
      );
      expectNoTablePrivilege(result, 'user_profiles', 'authenticated');
      const soft = await unchangedBy('public.user_profiles', byId(b.id), () =>
        a.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [b.id] }),
      );
      expectNotAuthorized(soft, 'No autorizado', 'authenticated');
      expect(await countOf('auth.users', byId(b.id))).toBe(1);
    },
  );

  attack("a shopper cannot read another shopper's points or ledger", async () => {
    expect(await countOf('public.points_transactions', ofB())).toBeGreaterThan(0);
    expectNothingVisible(await a.client.from('user_points').select('*').eq('user_id', b.id));
    expectNothingVisible(
      await a.client.from('points_transactions').select('*').eq('user_id', b.id),
    );
  });

  attack("a shopper cannot change another shopper's points", async () => {
    const result = await unchangedBy('public.user_points', ofB(), () =>
      a.client
        .from('user_points')
        .update({ current_points: 0 }, { count: 'exact' })
        .eq('user_id', b.id),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper cannot delete another shopper's points balance", async () => {
    const result = await unchangedBy('public.user_points', ofB(), () =>
      a.client.from('user_points').delete({ count: 'exact' }).eq('user_id', b.id),
    );
    expectNoRowsAffected(result);
  });

  attack("a shopper does not receive another shopper's points changes over realtime", async () => {
    const watch = await watchChanges(a.client, [{ table: 'user_points' }]);
    try {
      // B's change is committed first; A's own change afterwards proves delivery has caught up.
      await grantPoints(b.id, 7);
      await grantPoints(a.id, 3);
      await deliveredUpTo(watch.received, (change) => change.row.user_id === a.id);
      expect(watch.received.map((change) => change.row.user_id)).not.toContain(b.id);
    } finally {
      await watch.stop();
    }
  });

  attack(
    "a shopper cannot subscribe to another shopper's profile changes with a filter",
    async () => {
      const watch = await watchChanges(a.client, [
        { table: 'user_profiles', filter: `id=eq.${b.id}` },
        { table: 'user_profiles', filter: `id=eq.${a.id}` },
      ]);
      try {
        await sql(`update public.user_profiles set pet_name = 'Luna' where ${byId(b.id)}`);
        await sql(`update public.user_profiles set pet_name = 'Max' where ${byId(a.id)}`);
        await deliveredUpTo(watch.received, (change) => change.row.id === a.id);
        expect(watch.received.map((change) => change.row.id)).not.toContain(b.id);
      } finally {
        await watch.stop();
      }
    },
  );
});
