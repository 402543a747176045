import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, lit, newProduct, newShopper, setMembership, sql } from '../support/db';
import {
  preview,
  setFreeShippingThreshold,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
} from '../support/checkout';

/** The cheapest active slot's cost right now (the cart page's estimate). */
async function cheapestSlot(): Promise<number> {
  const [row] = await sql<{ cost: number }>(
    `select min(cost)::int as cost from public.shipping_time_ranges where is_active`,
  );
  return row?.cost ?? 0;
}

describe('the quote the cart page shows (preview_checkout without a slot)', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  useSpecPlans();
  beforeAll(async () => {
    await newSlot(3_000);
  });

  it('describes each line with its cart id, image, brand and state', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000 });
    await sql(
      `update public.products set brand = 'Chunky', images = array['products/a.webp', 'products/b.webp']
        where id = ${lit(product)}`,
    );
    await addToCart(shopper, product, 2);
    const [line] = await sql<{ id: string }>(
      `select id from public.cart_items where user_id = ${lit(shopper.id)}`,
    );

    const quote = await preview(shopper);

    expect(quote.items).toEqual([
      expect.objectContaining({
        cart_item_id: line?.id,
        product_id: product,
        brand: 'Chunky',
        image: 'products/a.webp',
        quantity: 2,
        unit_price: 20_000,
        total: 40_000,
        is_active: true,
        available: true,
      }),
    ]);
    expect(quote).toMatchObject({ unavailable_count: 0, item_count: 2, subtotal: 40_000 });
  });

  it('estimates shipping at the cheapest active slot below the threshold, and 0 from it', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 60_000 });
    await addToCart(shopper, product, 1);
    const cheapest = await cheapestSlot();
    expect(cheapest).toBeLessThanOrEqual(3_000);

    const below = await preview(shopper);
    expect(below).toMatchObject({
      subtotal: 60_000,
      shipping_cost: 0,
      shipping_estimate: cheapest,
      estimated_total: 60_000 + cheapest,
      free_shipping: false,
    });

    await addToCart(shopper, product, 1);
    const from = await preview(shopper);
    expect(from).toMatchObject({
      subtotal: 120_000,
      shipping_estimate: 0,
      estimated_total: 120_000,
      free_shipping: true,
      free_shipping_reason: 'threshold',
    });
  });

  it('follows the threshold an admin sets', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, await newProduct({ price: 60_000 }), 1);
    try {
      await setFreeShippingThreshold(50_000);
      expect(await preview(shopper)).toMatchObject({ shipping_estimate: 0, free_shipping: true });
    } finally {
      await setFreeShippingThreshold(100_000);
    }
  });

  it('ships free for members, estimate included', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual');
    await addToCart(shopper, await newProduct({ price: 10_000, member_price: 9_000 }), 1);
    expect(await preview(shopper)).toMatchObject({
      subtotal: 9_000,
      shipping_estimate: 0,
      estimated_total: 9_000,
      free_shipping_reason: 'membership',
    });
  });

  it('flags a line whose product was hidden or sold out and leaves it out of every amount', async () => {
    const shopper = await newShopper();
    const kept = await newProduct({ price: 10_000 });
    const hidden = await newProduct({ price: 30_000 });
    const short = await newProduct({ price: 40_000, stock_quantity: 5 });
    await addToCart(shopper, kept, 1);
    await addToCart(shopper, hidden, 1);
    await addToCart(shopper, short, 3);
    await sql(`update public.products set is_active = false where id = ${lit(hidden)}`);
    await sql(`update public.products set stock_quantity = 2 where id = ${lit(short)}`);

    const quote = await preview(shopper);

    const byProduct = new Map(quote.items.map((item) => [item.product_id, item]));
    expect(byProduct.get(kept)).toMatchObject({ available: true, is_active: true });
    expect(byProduct.get(hidden)).toMatchObject({ available: false, is_active: false });
    expect(byProduct.get(short)).toMatchObject({
      available: false,
      is_active: true,
      stock_quantity: 2,
      quantity: 3,
    });
    expect(quote).toMatchObject({
      unavailable_count: 2,
      item_count: 1,
      subtotal: 10_000,
    });
  });
});
