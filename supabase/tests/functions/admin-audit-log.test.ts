import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import { placeOrder, succeeds, useTimeSlots } from '../support/checkout';

interface AuditEntry {
  actor_id: string | null;
  actor_name: string;
  actor_email: string | null;
  table_name: string;
  row_id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** The audit entries of one row, oldest first, as the database owner reads them. */
function entriesOf(table: string, rowId: string): Promise<AuditEntry[]> {
  return sql<AuditEntry>(
    `select actor_id, actor_name, actor_email, table_name, row_id, action, changes
       from public.audit_log
      where table_name = ${lit(table)} and row_id = ${lit(rowId)}
      order by occurred_at, id`,
  );
}

describe('the audit log of admin changes', () => {
  const newSlot = useTimeSlots();
  let admin: Shopper;

  beforeAll(async () => {
    admin = await newAdmin();
  });

  it("records who changed a product's price, with the price before and after and nothing else", async () => {
    const product = await newProduct({ price: 10_000 });

    await succeeds(admin.client.from('products').update({ price: 12_500 }).eq('id', product));

    expect(await entriesOf('products', product)).toEqual([
      {
        actor_id: admin.id,
        actor_name: 'Admin Prueba',
        actor_email: admin.email,
        table_name: 'products',
        row_id: product,
        action: 'update',
        changes: { price: { before: 10_000, after: 12_500 } },
      },
    ]);
  });

  it('lets the admin read the record history through the API, newest first', async () => {
    const product = await newProduct({ price: 10_000 });
    await succeeds(admin.client.from('products').update({ price: 11_000 }).eq('id', product));
    await succeeds(
      admin.client
        .from('products')
        .update({ stock_quantity: 3, is_active: false })
        .eq('id', product),
    );

    const { data, error } = await admin.client
      .from('audit_log')
      .select('action, actor_name, changes')
      .eq('table_name', 'products')
      .eq('row_id', product)
      .order('occurred_at', { ascending: false })
      .order('id', { ascending: false });

    expect(error).toBeNull();
    expect(data).toEqual([
      {
        action: 'update',
        actor_name: 'Admin Prueba',
        changes: {
          stock_quantity: { before: 100, after: 3 },
          is_active: { before: true, after: false },
        },
      },
      {
        action: 'update',
        actor_name: 'Admin Prueba',
        changes: { price: { before: 10_000, after: 11_000 } },
      },
    ]);
  });

  it('records an insert with the values set and a delete with the values removed', async () => {
    const code = unique('AUD').toUpperCase();
    const created = await succeeds<{ id: string }>(
      admin.client
        .from('discount_codes')
        .insert({ code, type: 'percentage', value: 15, min_purchase: 20_000 })
        .select('id')
        .single(),
    );
    await succeeds(
      admin.client.rpc('admin_delete', { p_table: 'discount_codes', p_ids: [created.id] }),
    );

    const [inserted, deleted] = await entriesOf('discount_codes', created.id);
    expect(inserted).toMatchObject({ action: 'insert', actor_id: admin.id });
    expect(inserted?.changes).toMatchObject({
      id: { before: null, after: created.id },
      code: { before: null, after: code },
      type: { before: null, after: 'percentage' },
      value: { before: null, after: 15 },
      min_purchase: { before: null, after: 20_000 },
    });
    expect(deleted).toMatchObject({ action: 'delete', actor_id: admin.id });
    expect(deleted?.changes).toMatchObject({
      code: { before: code, after: null },
      value: { before: 15, after: null },
    });
    // Null columns and the timestamps kept by triggers say nothing.
    for (const entry of [inserted, deleted]) {
      expect(entry?.changes).not.toHaveProperty('updated_at');
      expect(entry?.changes).not.toHaveProperty('expires_at');
    }
  });

  it('leaves out updated_at, last_updated and generated columns, and records nothing for an update that changed nothing else', async () => {
    const product = await newProduct({ price: 10_000 });

    await succeeds(admin.client.from('products').update({ price: 10_000 }).eq('id', product));
    expect(await entriesOf('products', product), 'same price: no change').toEqual([]);

    await succeeds(admin.client.from('products').update({ name: 'Collar Azul' }).eq('id', product));
    const [renamed] = await entriesOf('products', product);
    expect(Object.keys(renamed?.changes ?? {}), 'name_sort is generated from the name').toEqual([
      'name',
    ]);
  });

  it('records the row id as text for every managed table, app_settings (id 1) and product groups (text ids) included', async () => {
    const [before] = await sql<{ site_description: string }>(
      `select site_description from public.app_settings where id = 1`,
    );
    const description = `Tienda de mascotas ${unique('d')}`;
    await succeeds(
      admin.client.from('app_settings').update({ site_description: description }).eq('id', 1),
    );
    await sql(
      `update public.app_settings set site_description = ${lit(before?.site_description ?? '')} where id = 1`,
    );
    const settings = (await entriesOf('app_settings', '1')).at(-1);
    expect(settings).toMatchObject({
      row_id: '1',
      changes: { site_description: { before: before?.site_description, after: description } },
    });

    const category = await sql<{ id: string }>(
      `insert into public.categories (name, slug) values (${lit(unique('Aud'))}, ${lit(unique('aud'))}) returning id`,
    );
    const group = unique('grupo');
    await succeeds(
      admin.client
        .from('product_groups')
        .insert({ id: group, category_id: category[0]?.id, name: 'Juguetes' }),
    );
    expect(await entriesOf('product_groups', group)).toMatchObject([
      { action: 'insert', row_id: group },
    ]);
  });

  it("names the actor 'Admin Boñis' when the admin's profile has no name", async () => {
    const nameless = await newAdmin();
    await sql(
      `update public.user_profiles set first_name = '', last_name = '' where id = ${lit(nameless.id)}`,
    );
    const product = await newProduct({ price: 5_000 });

    await succeeds(nameless.client.from('products').update({ price: 6_000 }).eq('id', product));

    expect(await entriesOf('products', product)).toMatchObject([
      { actor_id: nameless.id, actor_name: 'Admin Boñis', actor_email: nameless.email },
    ]);
  });

  it('records an admin deleting a user, with the profile as it was, while the account is banned', async () => {
    const leaving = await newShopper({ first_name: 'Marta', last_name: 'Salida' });

    const { error, data } = await admin.client.rpc('admin_delete', {
      p_table: 'user_profiles',
      p_ids: [leaving.id],
    });

    expect(error).toBeNull();
    expect(data).toBe(1);
    expect(
      await sql(
        `select banned_until = 'infinity' as banned from auth.users where id = ${lit(leaving.id)}`,
      ),
    ).toEqual([{ banned: true }]);
    const [entry] = await entriesOf('user_profiles', leaving.id);
    expect(entry).toMatchObject({
      action: 'delete',
      actor_id: admin.id,
      actor_name: 'Admin Prueba',
      changes: {
        first_name: { before: 'Marta', after: null },
        last_name: { before: 'Salida', after: null },
        email: { before: leaving.email, after: null },
      },
    });
  });

  it("records an admin's order status change with what the database did about it", async () => {
    const slot = await newSlot(5_000);
    const buyer = await newShopper();
    await addToCart(buyer, await newProduct({ price: 30_000 }), 1);
    const order = await placeOrder(buyer, { slot });

    await succeeds(admin.client.from('orders').update({ status: 'cancelled' }).eq('id', order.id));

    const [entry] = await entriesOf('orders', order.id);
    expect(entry?.changes).toMatchObject({
      status: { before: 'pending', after: 'cancelled' },
      stock_returned_at: { before: null },
    });
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual([
      'status',
      'stock_held',
      'stock_returned_at',
    ]);
  });

  it('records nothing for what shoppers and the database do: an order placed, a profile edited, an owner change', async () => {
    const slot = await newSlot(5_000);
    const buyer = await newShopper();
    const product = await newProduct({ price: 20_000 });
    await addToCart(buyer, product, 2);
    const order = await placeOrder(buyer, { slot });
    await succeeds(
      buyer.client.from('user_profiles').update({ pet_name: 'Rocky' }).eq('id', buyer.id),
    );
    await sql(`update public.products set price = 21000 where id = ${lit(product)}`);

    expect(await entriesOf('products', product)).toEqual([]);
    expect(await entriesOf('orders', order.id)).toEqual([]);
    expect(await entriesOf('user_profiles', buyer.id)).toEqual([]);
    expect(await sql(`select id from public.audit_log where actor_id = ${lit(buyer.id)}`)).toEqual(
      [],
    );
  });
});
