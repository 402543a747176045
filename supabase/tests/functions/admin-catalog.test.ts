import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  adminDeleteCall,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  purgeDeleted,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import {
  orderItems,
  placeOrder,
  refusal,
  sqlOne,
  succeeds,
  useTimeSlots,
} from '../support/checkout';

const IN_OPEN_ORDERS = 'No se puede eliminar: el producto está en pedidos abiertos';
const GENERAL_STAYS = 'La categoría General no se puede eliminar';

/** Whether a product row still exists. */
async function exists(table: 'products' | 'categories', id: string): Promise<boolean> {
  const rows = await sql(`select 1 from public.${table} where id = ${lit(id)}`);
  return rows.length === 1;
}

describe('an admin deleting products', () => {
  const newSlot = useTimeSlots();
  let admin: Shopper;
  let slot: string;

  beforeAll(async () => {
    admin = await newAdmin();
    slot = await newSlot(5_000);
  });

  /** A product in a new shopper's order (pending, cash). */
  async function productInOrder() {
    const buyer = await newShopper();
    const product = await newProduct({ price: 15_000 });
    await addToCart(buyer, product, 2);
    const order = await placeOrder(buyer, { slot });
    return { product, order };
  }

  it('refuses to delete a product an open order holds, with the message the screen shows', async () => {
    const { product } = await productInOrder();

    expect(await refusal(adminDeleteCall(admin, 'products', [product]))).toEqual({
      code: 'P0001',
      message: IN_OPEN_ORDERS,
    });
    expect(await exists('products', product)).toBe(true);
  });

  it('refuses while the order is on its way (confirmed, preparing, shipped)', async () => {
    const { product, order } = await productInOrder();
    for (const status of ['confirmed', 'preparing', 'shipped']) {
      await succeeds(admin.client.from('orders').update({ status }).eq('id', order.id));
      const refused = await refusal(adminDeleteCall(admin, 'products', [product]));
      expect(refused.message, status).toBe(IN_OPEN_ORDERS);
    }
  });

  it('deletes the product once its order is delivered; the order keeps its line', async () => {
    const { product, order } = await productInOrder();
    await succeeds(admin.client.from('orders').update({ status: 'delivered' }).eq('id', order.id));

    expect(await succeeds(adminDeleteCall(admin, 'products', [product]))).toBe(1);
    await purgeDeleted('products', [product]);

    expect(await exists('products', product)).toBe(false);
    expect(await orderItems(order.id)).toMatchObject([
      { product_id: null, product_price: 15_000, quantity: 2, total: 30_000 },
    ]);
  });

  it('deletes the product of a cancelled order', async () => {
    const { product, order } = await productInOrder();
    await succeeds(admin.client.from('orders').update({ status: 'cancelled' }).eq('id', order.id));

    expect(await succeeds(adminDeleteCall(admin, 'products', [product]))).toBe(1);
    await purgeDeleted('products', [product]);
    expect(await exists('products', product)).toBe(false);
  });
});

describe('an admin deleting categories', () => {
  let admin: Shopper;

  beforeAll(async () => {
    admin = await newAdmin();
  });

  /** A category of the test with `count` active products, returns its id and the products. */
  async function categoryWithProducts(count: number) {
    const slug = unique('cat');
    const category = await sqlOne<{ id: string }>(
      `insert into public.categories (name, slug) values (${lit(`Categoría ${slug}`)}, ${lit(slug)}) returning id`,
    );
    const products: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = await sqlOne<{ id: string }>(
        `insert into public.products (name, price, category_id)
         values (${lit(`Producto ${slug} ${i}`)}, 9000, ${lit(category.id)}) returning id`,
      );
      products.push(row.id);
    }
    return { id: category.id, products };
  }

  const general = () =>
    sql<{ id: string; name: string; image_url: string; is_active: boolean; product_count: number }>(
      `select id, name, image_url, is_active, product_count from public.categories where slug = 'general'`,
    );

  it("moves the deleted category's products to 'General', creating it when there is none", async () => {
    // A 'general' left by an earlier test is renamed away, so this deletion has to create it.
    await sql(
      `update public.categories set slug = ${lit(unique('general-anterior'))} where slug = 'general'`,
    );
    const doomed = await categoryWithProducts(2);

    expect(await succeeds(adminDeleteCall(admin, 'categories', [doomed.id]))).toBe(1);
    await purgeDeleted('categories', [doomed.id]);

    const [created] = await general();
    expect(created).toMatchObject({
      name: 'General',
      image_url: '📦',
      is_active: true,
      product_count: 2,
    });
    const moved = await sql<{ category_id: string }>(
      `select category_id from public.products where id in (${doomed.products.map(lit).join(', ')})`,
    );
    expect(moved).toEqual([{ category_id: created?.id }, { category_id: created?.id }]);
  });

  it("adds to the existing 'General' when there is one", async () => {
    const first = await categoryWithProducts(1);
    await succeeds(adminDeleteCall(admin, 'categories', [first.id]));
    await purgeDeleted('categories', [first.id]);
    const [before] = await general();
    const second = await categoryWithProducts(3);

    await succeeds(adminDeleteCall(admin, 'categories', [second.id]));
    await purgeDeleted('categories', [second.id]);

    const after = await general();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(after[0]?.product_count).toBe((before?.product_count ?? 0) + 3);
  });

  it("moves the products of several categories deleted at once (the screen's bulk delete)", async () => {
    const first = await categoryWithProducts(1);
    const second = await categoryWithProducts(2);

    expect(await succeeds(adminDeleteCall(admin, 'categories', [first.id, second.id]))).toBe(2);
    await purgeDeleted('categories', [first.id, second.id]);

    const [row] = await general();
    const moved = await sql<{ n: number }>(
      `select count(*)::int as n from public.products
        where category_id = ${lit(row?.id ?? '')}
          and id in (${[...first.products, ...second.products].map(lit).join(', ')})`,
    );
    expect(moved).toEqual([{ n: 3 }]);
  });

  it('leaves a product without a category when an admin clears it by hand (its category still exists)', async () => {
    const kept = await categoryWithProducts(1);
    const product = kept.products[0] ?? '';

    await succeeds(admin.client.from('products').update({ category_id: null }).eq('id', product));

    expect(await sql(`select category_id from public.products where id = ${lit(product)}`)).toEqual(
      [{ category_id: null }],
    );
  });

  it("refuses to delete 'General' itself", async () => {
    const c = await categoryWithProducts(1);
    await succeeds(adminDeleteCall(admin, 'categories', [c.id]));
    await purgeDeleted('categories', [c.id]);
    const [row] = await general();

    expect(await refusal(adminDeleteCall(admin, 'categories', [row?.id ?? '']))).toEqual({
      code: 'P0001',
      message: GENERAL_STAYS,
    });
    expect(await general()).toHaveLength(1);
  });

  it("lets an admin rename and hide 'General' (it is still where products go)", async () => {
    const c = await categoryWithProducts(1);
    await succeeds(adminDeleteCall(admin, 'categories', [c.id]));
    await purgeDeleted('categories', [c.id]);
    const [row] = await general();

    const { error } = await admin.client
      .from('categories')
      .update({ name: 'Otros productos', is_active: false })
      .eq('id', row?.id ?? '');
    expect(error).toBeNull();
    const doomed = await categoryWithProducts(1);
    await succeeds(adminDeleteCall(admin, 'categories', [doomed.id]));
    await purgeDeleted('categories', [doomed.id]);

    expect(
      await sql(
        `select category_id from public.products where id = ${lit(doomed.products[0] ?? '')}`,
      ),
    ).toEqual([{ category_id: row?.id }]);
    await sql(
      `update public.categories set name = 'General', is_active = true where slug = 'general'`,
    );
  });
});
