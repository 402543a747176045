import { beforeAll, expect, it } from 'vitest';
import {
  attack,
  attackMatrix,
  expectNoTablePrivilege,
  favorite,
  unchangedBy,
} from '../support/attacks';
import { addToCart, anonClient, lit, newProduct, newShopper, type Shopper } from '../support/db';

/**
 * A cart line's quantity moves only inside the cart functions, and a favourite is saved or
 * removed only by toggle_favorite (migration 20261125170000): a shopper's own direct writes to
 * cart_items and user_favorites are refused and change nothing, even on their own rows.
 */
attackMatrix('cart and favourites written directly', () => {
  const anon = anonClient();
  let shopper: Shopper;
  let inCart: string;
  let saved: string;
  let other: string;
  const ofShopper = () => `user_id = ${lit(shopper.id)}`;

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Diego', last_name: 'Directo' });
    inCart = await newProduct({ price: 10_000, stock_quantity: 5 });
    saved = await newProduct({ price: 12_000 });
    other = await newProduct({ price: 8_000 });
    await addToCart(shopper, inCart, 2);
    await favorite(shopper, saved);
  });

  // --- the cart ---------------------------------------------------------------------------------

  attack('a shopper cannot put a product in their own cart with a direct insert', async () => {
    const result = await unchangedBy('public.cart_items', ofShopper(), () =>
      shopper.client
        .from('cart_items')
        .insert({ user_id: shopper.id, product_id: other, quantity: 1 }),
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
  });

  attack(
    'a shopper cannot raise a line past the stock with a direct upsert on the unique key',
    async () => {
      const result = await unchangedBy('public.cart_items', ofShopper(), () =>
        shopper.client
          .from('cart_items')
          .upsert(
            { user_id: shopper.id, product_id: inCart, quantity: 999 },
            { onConflict: 'user_id,product_id' },
          ),
      );
      expectNoTablePrivilege(result, 'cart_items', 'authenticated');
    },
  );

  attack("a shopper cannot change their own line's quantity with a direct update", async () => {
    const result = await unchangedBy('public.cart_items', ofShopper(), () =>
      shopper.client
        .from('cart_items')
        .update({ quantity: 999 }, { count: 'exact' })
        .eq('product_id', inCart),
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
  });

  attack('a shopper cannot delete their own line with a direct delete', async () => {
    const result = await unchangedBy('public.cart_items', ofShopper(), () =>
      shopper.client.from('cart_items').delete({ count: 'exact' }).eq('product_id', inCart),
    );
    expectNoTablePrivilege(result, 'cart_items', 'authenticated');
  });

  attack('an anonymous visitor cannot write a cart line directly', async () => {
    const result = await unchangedBy('public.cart_items', ofShopper(), () =>
      anon.from('cart_items').insert({ user_id: shopper.id, product_id: other, quantity: 1 }),
    );
    expectNoTablePrivilege(result, 'cart_items', 'anon');
  });

  // --- favourites -------------------------------------------------------------------------------

  attack('a shopper cannot save a favourite with a direct insert', async () => {
    const result = await unchangedBy('public.user_favorites', ofShopper(), () =>
      shopper.client.from('user_favorites').insert({ user_id: shopper.id, product_id: other }),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  attack('a shopper cannot remove a favourite with a direct delete', async () => {
    const result = await unchangedBy('public.user_favorites', ofShopper(), () =>
      shopper.client.from('user_favorites').delete({ count: 'exact' }).eq('product_id', saved),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  attack('a shopper cannot repoint a favourite with a direct update', async () => {
    const result = await unchangedBy('public.user_favorites', ofShopper(), () =>
      shopper.client
        .from('user_favorites')
        .update({ product_id: other }, { count: 'exact' })
        .eq('product_id', saved),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'authenticated');
  });

  attack('an anonymous visitor cannot write a favourite directly', async () => {
    const result = await unchangedBy('public.user_favorites', ofShopper(), () =>
      anon.from('user_favorites').insert({ user_id: shopper.id, product_id: other }),
    );
    expectNoTablePrivilege(result, 'user_favorites', 'anon');
  });

  // --- what still works -------------------------------------------------------------------------

  it('the shopper still reads their own cart and favourites (positive control)', async () => {
    const cart = await shopper.client.from('cart_items').select('product_id, quantity');
    const favorites = await shopper.client.from('user_favorites').select('product_id');
    expect(cart.error).toBeNull();
    expect(cart.data).toEqual([{ product_id: inCart, quantity: 2 }]);
    expect(favorites.error).toBeNull();
    expect(favorites.data).toEqual([{ product_id: saved }]);
  });

  it('the functions still change the cart and the favourites (positive control)', async () => {
    const client = (await newShopper()).client;
    const added = await client.rpc('add_to_cart', { p_product_id: other, p_quantity: 2 });
    const set = await client.rpc('set_cart_quantity', { p_product_id: other, p_quantity: 3 });
    const toggled = await client.rpc('toggle_favorite', { p_product_id: other });
    const removed = await client.rpc('remove_cart_item', { p_product_id: other });
    expect([added.error, set.error, toggled.error, removed.error]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(set.data).toMatchObject({ quantity: 3 });
    expect(toggled.data).toMatchObject({ favorite: true });
    expect(removed.data).toMatchObject({ removed: true, cart_units: 0 });
  });
});
