import type { CartChange, CartRemoval } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  anonClient,
  lit,
  newProduct,
  newShopper,
  putInCart,
  serviceRoleClient,
  sql,
  type Shopper,
} from '../support/db';
import { cartOf, refusal, stockOf, succeeds } from '../support/checkout';

const add = (shopper: Shopper, productId: string, quantity?: number) =>
  shopper.client.rpc('add_to_cart', {
    p_product_id: productId,
    ...(quantity === undefined ? {} : { p_quantity: quantity }),
  });

const setQuantity = (shopper: Shopper, productId: string, quantity: number | null) =>
  shopper.client.rpc('set_cart_quantity', { p_product_id: productId, p_quantity: quantity });

const remove = (shopper: Shopper, productId: string) =>
  shopper.client.rpc('remove_cart_item', { p_product_id: productId });

/** The shopper's cart, line by line, as stored. */
const linesOf = (shopper: Shopper) => cartOf(shopper.id);

/** A product with the given stock, hidden when asked. */
const product = (stock_quantity = 100, is_active = true) =>
  newProduct({ price: 10_000, stock_quantity, is_active });

const SIGN_IN_TO_ADD = 'Debes iniciar sesión para agregar productos al carrito';
const BAD_QUANTITY = 'La cantidad debe ser un número entero mayor o igual a 1';

describe('add_to_cart', () => {
  it('puts one unit of a product in the cart by default, and says so', async () => {
    const shopper = await newShopper();
    const food = await product();

    const change = await succeeds<CartChange>(add(shopper, food));

    expect(change).toEqual({ product_id: food, quantity: 1, added: 1, cart_units: 1 });
    expect(await linesOf(shopper)).toEqual([{ product_id: food, quantity: 1 }]);
  });

  it('adds to the existing line of the product instead of making a second one', async () => {
    const shopper = await newShopper();
    const food = await product();
    const toy = await product();
    await addToCart(shopper, toy, 4);

    await succeeds(add(shopper, food, 2));
    const change = await succeeds<CartChange>(add(shopper, food, 3));

    expect(change).toEqual({ product_id: food, quantity: 5, added: 3, cart_units: 9 });
    expect(await linesOf(shopper)).toEqual(
      [
        { product_id: food, quantity: 5 },
        { product_id: toy, quantity: 4 },
      ].sort((a, b) => a.product_id.localeCompare(b.product_id)),
    );
  });

  it('caps the line at the stock and reports only the units it could add', async () => {
    const shopper = await newShopper();
    const scarce = await product(5);
    await addToCart(shopper, scarce, 3);

    const change = await succeeds<CartChange>(add(shopper, scarce, 4));

    expect(change).toEqual({ product_id: scarce, quantity: 5, added: 2, cart_units: 5 });
    expect(await linesOf(shopper)).toEqual([{ product_id: scarce, quantity: 5 }]);
  });

  it('caps a first add at the stock too', async () => {
    const shopper = await newShopper();
    const scarce = await product(2);

    const change = await succeeds<CartChange>(add(shopper, scarce, 10));

    expect(change).toMatchObject({ quantity: 2, added: 2, cart_units: 2 });
  });

  it('does not fail on a line already at the stock: it adds 0 and leaves the line as it is', async () => {
    const shopper = await newShopper();
    const scarce = await product(3);
    await addToCart(shopper, scarce, 3);

    const change = await succeeds<CartChange>(add(shopper, scarce));

    expect(change).toEqual({ product_id: scarce, quantity: 3, added: 0, cart_units: 3 });
    expect(await linesOf(shopper)).toEqual([{ product_id: scarce, quantity: 3 }]);
  });

  it('caps a line at 999 units even when the stock is larger', async () => {
    const shopper = await newShopper();
    const bulk = await product(5_000);
    await addToCart(shopper, bulk, 990);

    const capped = await succeeds<CartChange>(add(shopper, bulk, 20));
    const atCap = await succeeds<CartChange>(add(shopper, bulk, 1));

    expect(capped).toMatchObject({ quantity: 999, added: 9, cart_units: 999 });
    expect(atCap).toMatchObject({ quantity: 999, added: 0, cart_units: 999 });
    expect(await linesOf(shopper)).toEqual([{ product_id: bulk, quantity: 999 }]);
  });

  it('takes the largest integer as a quantity without overflowing: the line stops at the cap', async () => {
    const shopper = await newShopper();
    const bulk = await product(5_000);
    await addToCart(shopper, bulk, 500);

    const change = await succeeds<CartChange>(add(shopper, bulk, 2_147_483_647));

    expect(change).toMatchObject({ quantity: 999, added: 499 });
  });

  it('never lowers a line that holds more than the stock left; it adds 0', async () => {
    const shopper = await newShopper();
    const scarce = await product(2);
    await putInCart(shopper.id, scarce, 4);

    const change = await succeeds<CartChange>(add(shopper, scarce));

    expect(change).toEqual({ product_id: scarce, quantity: 4, added: 0, cart_units: 4 });
    expect(await linesOf(shopper)).toEqual([{ product_id: scarce, quantity: 4 }]);
  });

  it('does not touch the stock: a cart holds units, it does not sell them', async () => {
    const shopper = await newShopper();
    const food = await product(10);

    await succeeds(add(shopper, food, 4));

    expect(await stockOf(food)).toEqual({ stock_quantity: 10, sales_count: 0 });
  });

  it('refuses a product that is out of stock with "Producto agotado", and adds nothing', async () => {
    const shopper = await newShopper();
    const soldOut = await product(0);

    expect(await refusal(add(shopper, soldOut))).toEqual({
      message: 'Producto agotado',
      code: 'P0001',
    });
    expect(await linesOf(shopper)).toEqual([]);
  });

  it('refuses an inactive product with the spec\'s "Producto no encontrado", and adds nothing', async () => {
    const shopper = await newShopper();
    const hidden = await product(10, false);

    expect(await refusal(add(shopper, hidden))).toEqual({
      message: 'Producto no encontrado',
      code: 'P0001',
    });
    expect(await linesOf(shopper)).toEqual([]);
  });

  it('refuses a product that does not exist, or none, with "Producto no encontrado"', async () => {
    const shopper = await newShopper();

    expect(await refusal(add(shopper, crypto.randomUUID()))).toMatchObject({
      message: 'Producto no encontrado',
    });
    expect(
      await refusal(shopper.client.rpc('add_to_cart', { p_product_id: null as unknown as string })),
    ).toMatchObject({ message: 'Producto no encontrado' });
    expect(await linesOf(shopper)).toEqual([]);
  });

  it('refuses a quantity below 1, or none, as an invalid parameter (22023), and changes nothing', async () => {
    const shopper = await newShopper();
    const food = await product();
    await addToCart(shopper, food, 2);

    for (const quantity of [0, -3, null]) {
      expect(
        await refusal(
          shopper.client.rpc('add_to_cart', {
            p_product_id: food,
            p_quantity: quantity as unknown as number,
          }),
        ),
        `quantity ${quantity}`,
      ).toEqual({ message: BAD_QUANTITY, code: '22023' });
    }
    expect(await linesOf(shopper)).toEqual([{ product_id: food, quantity: 2 }]);
  });

  it("refuses a caller with no user (the service role) with the spec's sign-in message", async () => {
    const food = await product();

    expect(await refusal(serviceRoleClient().rpc('add_to_cart', { p_product_id: food }))).toEqual({
      message: SIGN_IN_TO_ADD,
      code: '42501',
    });
    expect(await sql(`select 1 from public.cart_items where product_id = ${lit(food)}`)).toEqual(
      [],
    );
  });

  it('is closed to anonymous visitors: EXECUTE is not granted to anon', async () => {
    const food = await product();

    const { error, status } = await anonClient().rpc('add_to_cart', { p_product_id: food });

    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function add_to_cart',
    });
    expect(status).toBe(401);
  });

  it("adds to the caller's own cart only; another shopper's line of the same product stays as it was", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const food = await product();
    await addToCart(other, food, 7);

    const change = await succeeds<CartChange>(add(shopper, food, 2));

    expect(change).toMatchObject({ quantity: 2, added: 2, cart_units: 2 });
    expect(await linesOf(other)).toEqual([{ product_id: food, quantity: 7 }]);
  });

  it('takes no user argument: a call naming another shopper is not a function the API knows', async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const food = await product();

    const { error, status } = await shopper.client.rpc('add_to_cart', {
      p_product_id: food,
      p_user_id: other.id,
    } as unknown as { p_product_id: string });

    expect(error?.code).toBe('PGRST202');
    expect(status).toBe(404);
    expect(await linesOf(other)).toEqual([]);
    expect(await linesOf(shopper)).toEqual([]);
  });
});

describe('set_cart_quantity', () => {
  it('sets the line to the quantity asked and reports the difference', async () => {
    const shopper = await newShopper();
    const food = await product();
    const toy = await product();
    await addToCart(shopper, food, 2);
    await addToCart(shopper, toy, 1);

    const up = await succeeds<CartChange>(setQuantity(shopper, food, 6));
    const down = await succeeds<CartChange>(setQuantity(shopper, food, 3));

    expect(up).toEqual({ product_id: food, quantity: 6, added: 4, cart_units: 7 });
    expect(down).toEqual({ product_id: food, quantity: 3, added: -3, cart_units: 4 });
    expect(await linesOf(shopper)).toEqual(
      [
        { product_id: food, quantity: 3 },
        { product_id: toy, quantity: 1 },
      ].sort((a, b) => a.product_id.localeCompare(b.product_id)),
    );
  });

  it('caps the quantity at the stock and at 999', async () => {
    const shopper = await newShopper();
    const scarce = await product(4);
    const bulk = await product(5_000);
    await addToCart(shopper, scarce, 1);
    await addToCart(shopper, bulk, 1);

    expect(await succeeds(setQuantity(shopper, scarce, 10))).toMatchObject({
      quantity: 4,
      added: 3,
    });
    expect(await succeeds(setQuantity(shopper, bulk, 2_147_483_647))).toMatchObject({
      quantity: 999,
      added: 998,
    });
  });

  it('lowers a line to the stock left when the stock fell below it', async () => {
    const shopper = await newShopper();
    const scarce = await product(2);
    await putInCart(shopper.id, scarce, 5);

    expect(await succeeds(setQuantity(shopper, scarce, 5))).toEqual({
      product_id: scarce,
      quantity: 2,
      added: -3,
      cart_units: 2,
    });
  });

  it('keeps at least 1 unit on a line whose product ran out (removing is remove_cart_item)', async () => {
    const shopper = await newShopper();
    const food = await product(5);
    await addToCart(shopper, food, 3);
    await sql(`update public.products set stock_quantity = 0 where id = ${lit(food)}`);

    expect(await succeeds(setQuantity(shopper, food, 2))).toMatchObject({
      quantity: 1,
      added: -2,
    });
  });

  it('refuses a quantity below 1, or none, as an invalid parameter (22023), and changes nothing', async () => {
    const shopper = await newShopper();
    const food = await product();
    await addToCart(shopper, food, 2);

    for (const quantity of [0, -1, null]) {
      expect(await refusal(setQuantity(shopper, food, quantity)), `quantity ${quantity}`).toEqual({
        message: BAD_QUANTITY,
        code: '22023',
      });
    }
    expect(await linesOf(shopper)).toEqual([{ product_id: food, quantity: 2 }]);
  });

  it('refuses a product that is not in the cart (P0002) and creates no line', async () => {
    const shopper = await newShopper();
    const food = await product();

    expect(await refusal(setQuantity(shopper, food, 2))).toEqual({
      message: 'El producto no está en tu carrito',
      code: 'P0002',
    });
    expect(await linesOf(shopper)).toEqual([]);
  });

  it("cannot reach another shopper's line: for the caller it is not in the cart", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const food = await product();
    await addToCart(other, food, 2);

    expect(await refusal(setQuantity(shopper, food, 9))).toMatchObject({
      message: 'El producto no está en tu carrito',
    });
    expect(await linesOf(other)).toEqual([{ product_id: food, quantity: 2 }]);
  });

  it('refuses to change a line whose product was deactivated, with "Producto no encontrado"', async () => {
    const shopper = await newShopper();
    const food = await product();
    await addToCart(shopper, food, 2);
    await sql(`update public.products set is_active = false where id = ${lit(food)}`);

    expect(await refusal(setQuantity(shopper, food, 3))).toMatchObject({
      message: 'Producto no encontrado',
    });
    expect(await linesOf(shopper)).toEqual([{ product_id: food, quantity: 2 }]);
  });

  it('refuses a caller with no user (the service role) with the sign-in message', async () => {
    expect(
      await refusal(
        serviceRoleClient().rpc('set_cart_quantity', {
          p_product_id: await product(),
          p_quantity: 2,
        }),
      ),
    ).toEqual({ message: 'Debes iniciar sesión', code: '42501' });
  });

  it('is closed to anonymous visitors', async () => {
    const { error } = await anonClient().rpc('set_cart_quantity', {
      p_product_id: crypto.randomUUID(),
      p_quantity: 2,
    });
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function set_cart_quantity',
    });
  });
});

describe('remove_cart_item', () => {
  it('removes the line and reports the units left in the cart', async () => {
    const shopper = await newShopper();
    const food = await product();
    const toy = await product();
    await addToCart(shopper, food, 2);
    await addToCart(shopper, toy, 3);

    const removal = await succeeds<CartRemoval>(remove(shopper, food));

    expect(removal).toEqual({ product_id: food, removed: true, cart_units: 3 });
    expect(await linesOf(shopper)).toEqual([{ product_id: toy, quantity: 3 }]);
  });

  it('is not an error when the product is not in the cart: removed is false', async () => {
    const shopper = await newShopper();
    const toy = await product();
    await addToCart(shopper, toy, 1);

    expect(await succeeds<CartRemoval>(remove(shopper, await product()))).toMatchObject({
      removed: false,
      cart_units: 1,
    });
  });

  it('removes the line of a product that was deactivated since', async () => {
    const shopper = await newShopper();
    const food = await product();
    await addToCart(shopper, food, 2);
    await sql(`update public.products set is_active = false where id = ${lit(food)}`);

    expect(await succeeds<CartRemoval>(remove(shopper, food))).toMatchObject({
      removed: true,
      cart_units: 0,
    });
    expect(await linesOf(shopper)).toEqual([]);
  });

  it("leaves another shopper's line of the same product where it is", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const food = await product();
    await addToCart(other, food, 2);

    expect(await succeeds<CartRemoval>(remove(shopper, food))).toMatchObject({ removed: false });
    expect(await linesOf(other)).toEqual([{ product_id: food, quantity: 2 }]);
  });

  it('refuses a caller with no user (the service role) with the sign-in message', async () => {
    expect(
      await refusal(serviceRoleClient().rpc('remove_cart_item', { p_product_id: await product() })),
    ).toEqual({ message: 'Debes iniciar sesión', code: '42501' });
  });

  it('is closed to anonymous visitors', async () => {
    const { error } = await anonClient().rpc('remove_cart_item', {
      p_product_id: crypto.randomUUID(),
    });
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function remove_cart_item',
    });
  });
});
