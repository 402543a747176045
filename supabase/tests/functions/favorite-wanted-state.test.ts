import type { FavoriteToggle } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import { lit, newProduct, newShopper, sql, type Shopper } from '../support/db';
import { refusal, succeeds } from '../support/checkout';

const want = (shopper: Shopper, productId: string, favorite: boolean) =>
  shopper.client.rpc('toggle_favorite', { p_product_id: productId, p_favorite: favorite });

async function favoritesOf(shopper: Shopper): Promise<string[]> {
  const rows = await sql<{ product_id: string }>(
    `select product_id from public.user_favorites where user_id = ${lit(shopper.id)} order by product_id`,
  );
  return rows.map((row) => row.product_id);
}

const product = (is_active = true) => newProduct({ price: 10_000, is_active });

describe('toggle_favorite with the state wanted', () => {
  it('saving a product that is already saved keeps it saved (a stale heart never removes it)', async () => {
    const shopper = await newShopper();
    const food = await product();
    await succeeds(want(shopper, food, true));

    const again = await succeeds<FavoriteToggle>(want(shopper, food, true));

    expect(again).toEqual({ product_id: food, favorite: true, favorites_count: 1 });
    expect(await favoritesOf(shopper)).toEqual([food]);
  });

  it('removing a product that is not saved keeps it unsaved (a stale remove never saves it)', async () => {
    const shopper = await newShopper();
    const food = await product();
    const toy = await product();
    await succeeds(want(shopper, toy, true));

    const removed = await succeeds<FavoriteToggle>(want(shopper, food, false));

    expect(removed).toEqual({ product_id: food, favorite: false, favorites_count: 1 });
    expect(await favoritesOf(shopper)).toEqual([toy]);
  });

  it('removes a saved product, also after it was hidden', async () => {
    const shopper = await newShopper();
    const food = await product();
    await succeeds(want(shopper, food, true));
    await sql(`update public.products set is_active = false where id = ${lit(food)}`);

    expect(await succeeds<FavoriteToggle>(want(shopper, food, false))).toMatchObject({
      favorite: false,
      favorites_count: 0,
    });
    expect(await favoritesOf(shopper)).toEqual([]);
  });

  it('refuses to save a hidden product, and saves nothing', async () => {
    const shopper = await newShopper();
    const hidden = await product(false);

    expect(await refusal(want(shopper, hidden, true))).toMatchObject({
      message: 'Producto no encontrado',
    });
    expect(await favoritesOf(shopper)).toEqual([]);
  });
});
