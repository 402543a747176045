import type { FavoriteToggle } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  lit,
  newProduct,
  newShopper,
  serviceRoleClient,
  sql,
  type Shopper,
} from '../support/db';
import { refusal, succeeds } from '../support/checkout';

const toggle = (shopper: Shopper, productId: string) =>
  shopper.client.rpc('toggle_favorite', { p_product_id: productId });

/** The products the shopper saved, as stored. */
async function favoritesOf(shopper: Shopper): Promise<string[]> {
  const rows = await sql<{ product_id: string }>(
    `select product_id from public.user_favorites where user_id = ${lit(shopper.id)} order by product_id`,
  );
  return rows.map((row) => row.product_id);
}

const product = (is_active = true) => newProduct({ price: 10_000, is_active });

describe('toggle_favorite', () => {
  it('saves a product that is not a favourite, and says it now is one', async () => {
    const shopper = await newShopper();
    const food = await product();

    const toggled = await succeeds<FavoriteToggle>(toggle(shopper, food));

    expect(toggled).toEqual({ product_id: food, favorite: true, favorites_count: 1 });
    expect(await favoritesOf(shopper)).toEqual([food]);
  });

  it('removes a product that is a favourite, and says it no longer is one', async () => {
    const shopper = await newShopper();
    const food = await product();
    const toy = await product();
    await succeeds(toggle(shopper, food));
    await succeeds(toggle(shopper, toy));

    const toggled = await succeeds<FavoriteToggle>(toggle(shopper, food));

    expect(toggled).toEqual({ product_id: food, favorite: false, favorites_count: 1 });
    expect(await favoritesOf(shopper)).toEqual([toy]);
  });

  it('removes a favourite whose product was deactivated since', async () => {
    const shopper = await newShopper();
    const food = await product();
    await succeeds(toggle(shopper, food));
    await sql(`update public.products set is_active = false where id = ${lit(food)}`);

    expect(await succeeds<FavoriteToggle>(toggle(shopper, food))).toMatchObject({
      favorite: false,
      favorites_count: 0,
    });
    expect(await favoritesOf(shopper)).toEqual([]);
  });

  it('refuses to save an inactive or unknown product with "Producto no encontrado"', async () => {
    const shopper = await newShopper();

    for (const productId of [await product(false), crypto.randomUUID()]) {
      expect(await refusal(toggle(shopper, productId))).toEqual({
        message: 'Producto no encontrado',
        code: 'P0001',
      });
    }
    expect(await favoritesOf(shopper)).toEqual([]);
  });

  it("counts and changes only the caller's favourites", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const food = await product();
    const toy = await product();
    await succeeds(toggle(other, food));
    await succeeds(toggle(other, toy));

    expect(await succeeds<FavoriteToggle>(toggle(shopper, food))).toMatchObject({
      favorite: true,
      favorites_count: 1,
    });
    expect(await favoritesOf(other)).toEqual([food, toy].sort());
  });

  it("refuses a caller with no user (the service role) with the spec's sign-in message", async () => {
    expect(
      await refusal(serviceRoleClient().rpc('toggle_favorite', { p_product_id: await product() })),
    ).toEqual({ message: 'Debes iniciar sesión para guardar favoritos', code: '42501' });
  });

  it('is closed to anonymous visitors', async () => {
    const { error, status } = await anonClient().rpc('toggle_favorite', {
      p_product_id: await product(),
    });
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function toggle_favorite',
    });
    expect(status).toBe(401);
  });
});
