import type { HeaderCounts } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  anonClient,
  grantPoints,
  lit,
  newProduct,
  newShopper,
  serviceRoleClient,
  sql,
  type Shopper,
} from '../support/db';
import { succeeds } from '../support/checkout';

const countsOf = (shopper: Shopper) => succeeds<HeaderCounts>(shopper.client.rpc('header_counts'));

const favorite = (shopper: Shopper, productId: string) =>
  succeeds(shopper.client.rpc('toggle_favorite', { p_product_id: productId }));

/** The same three numbers, counted from the rows by the database owner. */
async function countedFromRows(userId: string): Promise<HeaderCounts> {
  const [row] = await sql<HeaderCounts>(
    `select (select coalesce(sum(quantity), 0)::int from public.cart_items where user_id = ${lit(userId)}) as cart_units,
            (select count(*)::int from public.user_favorites where user_id = ${lit(userId)}) as favorites,
            (select current_points from public.user_points where user_id = ${lit(userId)}) as points`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

describe('header_counts', () => {
  it("answers a new shopper's counts: an empty cart, no favourites, the 100 welcome points", async () => {
    const shopper = await newShopper();

    expect(await countsOf(shopper)).toEqual({ cart_units: 0, favorites: 0, points: 100 });
  });

  it('counts the units in the cart (not the lines), the favourites and the points, as the rows hold them', async () => {
    const shopper = await newShopper();
    const [food, toy, bed] = await Promise.all([
      newProduct({ price: 10_000 }),
      newProduct({ price: 20_000 }),
      newProduct({ price: 30_000 }),
    ]);
    await addToCart(shopper, food, 3);
    await addToCart(shopper, toy, 2);
    await favorite(shopper, toy);
    await favorite(shopper, bed);
    await grantPoints(shopper.id, 250);

    const counts = await countsOf(shopper);

    expect(counts).toEqual({ cart_units: 5, favorites: 2, points: 350 });
    expect(counts).toEqual(await countedFromRows(shopper.id));
  });

  it("counts only the caller's rows", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const food = await newProduct({ price: 10_000 });
    await addToCart(other, food, 4);
    await favorite(other, food);
    await grantPoints(other.id, 40);

    expect(await countsOf(shopper)).toEqual({ cart_units: 0, favorites: 0, points: 100 });
    expect(await countsOf(other)).toEqual({ cart_units: 4, favorites: 1, points: 140 });
  });

  it('refuses a caller with no user (the service role) with the sign-in message', async () => {
    const { error } = await serviceRoleClient().rpc('header_counts');
    expect(error).toMatchObject({ code: '42501', message: 'Debes iniciar sesión' });
  });

  it('is closed to anonymous visitors (a signed-out header does not ask)', async () => {
    const { error, status } = await anonClient().rpc('header_counts');
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function header_counts',
    });
    expect(status).toBe(401);
  });
});
