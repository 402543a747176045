import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CATALOGUE_TABLES,
  attack,
  attackMatrix,
  byId,
  countOf,
  deliveredUpTo,
  expectNothingVisible,
  favorite,
  newCatalogueRow,
  newGift,
  newMembershipPurchase,
  newRedemption,
  newRouletteWin,
  newSubscription,
  newUserBonus,
  placeOrderFor,
  present,
  removeCatalogueRows,
  watchChanges,
  type CatalogueTable,
} from '../support/attacks';
import {
  addToCart,
  anonClient,
  grantPoints,
  sql,
  lit,
  newCode,
  newProduct,
  newShopper,
  type Shopper,
} from '../support/db';

/**
 * An anonymous visitor (the anon key, no session) reads only what the storefront shows:
 * nothing that belongs to a shopper, no admin data, no hidden catalogue rows.
 */
attackMatrix('anonymous visitor', () => {
  const anon = anonClient();
  let shopper: Shopper;
  let productInCart: string;
  const catalogue: { table: CatalogueTable; id: string }[] = [];
  const active = new Map<CatalogueTable, string>();
  const hidden = new Map<CatalogueTable, string>();

  beforeAll(async () => {
    // A shopper with something in every private table.
    shopper = await newShopper();
    await placeOrderFor(shopper);
    productInCart = await newProduct({ price: 12_000 });
    await addToCart(shopper, productInCart);
    await favorite(shopper, productInCart);
    await newUserBonus(shopper.id);
    await newRouletteWin(shopper.id);
    await newGift(shopper.id);
    await newMembershipPurchase(shopper.id);
    await newRedemption(shopper.id);
    await newSubscription();
    await newCode({ type: 'percentage', value: 10 });
    for (const table of CATALOGUE_TABLES) {
      const activeId = await newCatalogueRow(table, true);
      const hiddenId = await newCatalogueRow(table, false);
      active.set(table, activeId);
      hidden.set(table, hiddenId);
      catalogue.push({ table, id: activeId }, { table, id: hiddenId });
    }
  });

  afterAll(async () => {
    await removeCatalogueRows(catalogue);
  });

  const privateTables = [
    'cart_items',
    'orders',
    'order_items',
    'user_profiles',
    'user_points',
    'points_transactions',
    'user_bonuses',
    'user_favorites',
    'roulette_wins',
    'gift_purchases',
    'membership_purchases',
    'points_redemptions_v2',
    'newsletter_subscriptions',
    'discount_codes',
  ];

  for (const table of privateTables) {
    attack(
      `an anonymous visitor reads no ${table} rows (and counts none) while rows exist`,
      async () => {
        expect(await countOf(`public.${table}`)).toBeGreaterThan(0);
        const result = await anon.from(table).select('*', { count: 'exact' });
        expectNothingVisible(result);
        expect(result.count).toBe(0);
      },
    );
  }

  attack(
    "an anonymous visitor cannot reach a shopper's cart through a product's embedded cart items",
    async () => {
      expect(await countOf('public.cart_items', `product_id = ${lit(productInCart)}`)).toBe(1);
      const { data, error } = await anon
        .from('products')
        .select('id, cart_items(id, user_id), user_favorites(id, user_id)')
        .eq('id', productInCart)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ id: productInCart, cart_items: [], user_favorites: [] });
    },
  );

  for (const table of CATALOGUE_TABLES) {
    attack(`an anonymous visitor cannot see a hidden (inactive) row of ${table}`, async () => {
      const id = present(hidden.get(table), `hidden ${table}`);
      expect(await countOf(`public.${table}`, byId(id))).toBe(1);
      expectNothingVisible(await anon.from(table).select('id').eq('id', id));
    });

    it(`an anonymous visitor sees an active row of ${table} (positive control)`, async () => {
      const id = present(active.get(table), `active ${table}`);
      const { data, error } = await anon.from(table).select('id, is_active').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([{ id, is_active: true }]);
    });
  }

  attack(
    "an anonymous visitor receives no shopper's profile or points changes over realtime",
    async () => {
      const product = present(active.get('products'), 'active product');
      const watch = await watchChanges(anon, [
        { table: 'user_profiles' },
        { table: 'user_points' },
        { table: 'products' },
      ]);
      try {
        await sql(`update public.user_profiles set pet_name = 'Rocky' where ${byId(shopper.id)}`);
        await grantPoints(shopper.id, 5);
        // A visible change afterwards proves delivery has caught up with the two before it.
        await sql(`update public.products set price = price + 1 where ${byId(product)}`);
        await deliveredUpTo(watch.received, (change) => change.row.id === product);
        expect(watch.received.filter((change) => change.table !== 'products')).toEqual([]);
      } finally {
        await watch.stop();
      }
    },
  );

  attack('an anonymous visitor receives no changes of a hidden product over realtime', async () => {
    const visible = present(active.get('products'), 'active product');
    const invisible = present(hidden.get('products'), 'hidden product');
    const watch = await watchChanges(anon, [{ table: 'products' }]);
    try {
      await sql(`update public.products set price = price + 1 where ${byId(invisible)}`);
      await sql(`update public.products set price = price + 1 where ${byId(visible)}`);
      await deliveredUpTo(watch.received, (change) => change.row.id === visible);
      expect(watch.received.map((change) => change.row.id)).not.toContain(invisible);
    } finally {
      await watch.stop();
    }
  });

  it('an anonymous visitor reads the store settings and product groups (positive control)', async () => {
    const settings = await anon.from('app_settings').select('id, free_shipping_threshold');
    expect(settings.error).toBeNull();
    expect(settings.data).toHaveLength(1);
    const groups = await anon.from('product_groups').select('id').limit(1);
    expect(groups.error).toBeNull();
  });
});
