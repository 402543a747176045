import { describe, expect, it } from 'vitest';
import { addToCart, lit, newCode, newProduct, newShopper, sql, type Shopper } from '../support/db';
import {
  cartOf,
  ordersOf,
  placeOrderCall,
  sqlOne,
  stockOf,
  useFreeShippingThreshold,
  usesOf,
  useTimeSlots,
} from '../support/checkout';

/** `count` new shoppers, signed up in parallel. */
function newShoppers(count: number): Promise<Shopper[]> {
  return Promise.all(Array.from({ length: count }, () => newShopper()));
}

/** How the parallel calls ended: the successes and the messages of the failures. */
async function race(calls: PromiseLike<{ error: { message: string } | null }>[]) {
  const outcomes = await Promise.all(calls);
  return {
    succeeded: outcomes.filter((outcome) => !outcome.error).length,
    messages: outcomes.flatMap((outcome) => (outcome.error ? [outcome.error.message] : [])),
  };
}

async function ordersOfProduct(productId: string): Promise<number> {
  const row = await sqlOne<{ orders: number }>(
    `select count(distinct order_id)::int as orders from public.order_items where product_id = ${lit(productId)}`,
  );
  return row.orders;
}

describe('place_order under concurrency (PostgreSQL)', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);

  it('sells 5 units to exactly 5 of 20 shoppers ordering the last 5 at once; the other 15 are told the stock ran out', async () => {
    const slot = await newSlot(6_000);
    const product = await newProduct({ price: 10_000, stock_quantity: 5 });
    const { name } = await sqlOne<{ name: string }>(
      `select name from public.products where id = ${lit(product)}`,
    );
    const shoppers = await newShoppers(20);
    await Promise.all(shoppers.map((shopper) => addToCart(shopper, product, 1)));

    const { succeeded, messages } = await race(
      shoppers.map((shopper) => placeOrderCall(shopper, { slot })),
    );

    expect(succeeded).toBe(5);
    expect(messages).toEqual(
      Array.from(
        { length: 15 },
        () => `Stock insuficiente - No hay suficientes unidades de ${name}`,
      ),
    );
    expect(await stockOf(product)).toEqual({ stock_quantity: 0, sales_count: 5 });
    expect(await ordersOfProduct(product)).toBe(5);
    const numbers = await sql<{ order_number: string }>(
      `select o.order_number from public.orders o join public.order_items i on i.order_id = o.id
        where i.product_id = ${lit(product)}`,
    );
    expect(new Set(numbers.map((row) => row.order_number)).size, 'order numbers are unique').toBe(
      5,
    );
    for (const { order_number } of numbers) expect(order_number).toMatch(/^BON-\d{13}$/);
    const carts = await Promise.all(shoppers.map((shopper) => cartOf(shopper.id)));
    expect(carts.filter((cart) => cart.length === 0)).toHaveLength(5);
    expect(carts.filter((cart) => cart.length === 1)).toHaveLength(15);
  });

  it('lets a code with max_uses 3 discount exactly 3 of 10 parallel orders; the other 7 get the invalid-code message', async () => {
    const slot = await newSlot(6_000);
    const product = await newProduct({ price: 10_000, stock_quantity: 100 });
    const code = await newCode({ type: 'percentage', value: 10, max_uses: 3 });
    const shoppers = await newShoppers(10);
    await Promise.all(shoppers.map((shopper) => addToCart(shopper, product, 1)));

    const { succeeded, messages } = await race(
      shoppers.map((shopper) => placeOrderCall(shopper, { slot, code })),
    );

    expect(succeeded).toBe(3);
    expect(messages).toEqual(
      Array.from(
        { length: 7 },
        () => 'Código inválido - El código ingresado no es válido o ha expirado',
      ),
    );
    expect(await usesOf(code)).toBe(3);
    const [row] = await sql<{ orders: number }>(
      `select count(*)::int as orders from public.orders where discount_code = ${lit(code)} and discount_amount = 1000`,
    );
    expect(row?.orders).toBe(3);
    expect(await stockOf(product)).toEqual({ stock_quantity: 97, sales_count: 3 });
  });

  it('turns two parallel orders of the same cart into one order; the other finds the cart empty', async () => {
    const slot = await newSlot(6_000);
    const product = await newProduct({ price: 10_000, stock_quantity: 10 });
    const shopper = await newShopper();
    await addToCart(shopper, product, 2);

    const { succeeded, messages } = await race([
      placeOrderCall(shopper, { slot }),
      placeOrderCall(shopper, { slot }),
    ]);

    expect(succeeded).toBe(1);
    expect(messages).toEqual(['Tu carrito está vacío']);
    expect(await ordersOf(shopper.id)).toHaveLength(1);
    expect(await stockOf(product)).toEqual({ stock_quantity: 8, sales_count: 2 });
    expect(await cartOf(shopper.id)).toEqual([]);
  });
});
