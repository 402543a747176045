import type { CartChange, FavoriteToggle } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  lit,
  newProduct,
  newShopper,
  sql,
  type Client,
  type Shopper,
} from '../support/db';
import { cartOf } from '../support/checkout';

/** `count` sessions of the same shopper, each its own client: tabs and devices signed in. */
async function tabsOf(shopper: Shopper, count: number): Promise<Client[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = anonClient();
      const { error } = await client.auth.signInWithPassword({
        email: shopper.email,
        password: shopper.password,
      });
      if (error) throw error;
      return client;
    }),
  );
}

/** Runs the calls at once and returns their results; any refusal fails the test. */
async function allAtOnce<T>(calls: PromiseLike<{ data: unknown; error: unknown }>[]) {
  const outcomes = await Promise.all(calls);
  expect(outcomes.map((outcome) => outcome.error)).toEqual(calls.map(() => null));
  return outcomes.map((outcome) => outcome.data as T);
}

describe('the cart under concurrency (PostgreSQL)', () => {
  it('20 parallel add_to_cart(+1) calls of one shopper leave exactly 20 units on one line, each call adding 1', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000, stock_quantity: 100 });
    const tabs = await tabsOf(shopper, 20);

    const changes = await allAtOnce<CartChange>(
      tabs.map((tab) => tab.rpc('add_to_cart', { p_product_id: product, p_quantity: 1 })),
    );

    expect(await cartOf(shopper.id)).toEqual([{ product_id: product, quantity: 20 }]);
    expect(changes.map((change) => change.added)).toEqual(changes.map(() => 1));
    // Each call saw the line its predecessor left: the quantities are 1, 2, …, 20.
    expect(changes.map((change) => change.quantity).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('parallel adds past the stock stop exactly at the stock, and the units reported as added sum to it', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000, stock_quantity: 7 });
    const tabs = await tabsOf(shopper, 12);

    const changes = await allAtOnce<CartChange>(
      tabs.map((tab) => tab.rpc('add_to_cart', { p_product_id: product, p_quantity: 1 })),
    );

    expect(await cartOf(shopper.id)).toEqual([{ product_id: product, quantity: 7 }]);
    expect(changes.reduce((sum, change) => sum + change.added, 0)).toBe(7);
    expect(changes.filter((change) => change.added === 0)).toHaveLength(5);
  });

  it("parallel adds of different shoppers to the same product each land in that shopper's own line", async () => {
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => newShopper()));
    const product = await newProduct({ price: 10_000, stock_quantity: 100 });

    await allAtOnce(
      shoppers.map((shopper) =>
        shopper.client.rpc('add_to_cart', { p_product_id: product, p_quantity: 2 }),
      ),
    );

    const carts = await Promise.all(shoppers.map((shopper) => cartOf(shopper.id)));
    expect(carts).toEqual(shoppers.map(() => [{ product_id: product, quantity: 2 }]));
  });
});

describe('favourites under concurrency (PostgreSQL)', () => {
  async function isFavorite(userId: string, productId: string) {
    const rows = await sql(
      `select 1 from public.user_favorites where user_id = ${lit(userId)} and product_id = ${lit(productId)}`,
    );
    return rows.length === 1;
  }

  it('two parallel toggles of one heart run one after the other: one saves, one removes, and no unique-key error', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000 });
    const tabs = await tabsOf(shopper, 2);

    const toggles = await allAtOnce<FavoriteToggle>(
      tabs.map((tab) => tab.rpc('toggle_favorite', { p_product_id: product })),
    );

    expect(toggles.map((toggle) => toggle.favorite).sort()).toEqual([false, true]);
    expect(await isFavorite(shopper.id, product)).toBe(false);
  });

  it('eleven parallel toggles end with the product saved, the answers alternating true/false six to five', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 10_000 });
    const tabs = await tabsOf(shopper, 11);

    const toggles = await allAtOnce<FavoriteToggle>(
      tabs.map((tab) => tab.rpc('toggle_favorite', { p_product_id: product })),
    );

    expect(toggles.filter((toggle) => toggle.favorite)).toHaveLength(6);
    expect(toggles.filter((toggle) => !toggle.favorite)).toHaveLength(5);
    expect(await isFavorite(shopper.id, product)).toBe(true);
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from public.user_favorites where user_id = ${lit(shopper.id)}`,
    );
    expect(row?.n).toBe(1);
  });
});
