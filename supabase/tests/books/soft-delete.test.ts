/**
 * Issue 36, defect 7: an admin's delete reaches the database at once as a soft delete (hidden
 * from every read, as if gone), 'Deshacer' restores it, a refused delete says why, a deleted
 * account can't sign in, and a job purges deletes older than 30 days (cascades then).
 */
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  anonClient,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  serviceRoleClient,
  sql,
} from '../support/db';
import { placeOrder, refusal, succeeds, useTimeSlots } from '../support/checkout';

async function deletedAt(table: string, id: string) {
  const [row] = await sql<{ deleted: boolean | null }>(
    `select deleted_at is not null as deleted from public.${table} where id = ${lit(id)}`,
  );
  return row?.deleted ?? null;
}

describe('admin deletes are soft and immediate', () => {
  const newSlot = useTimeSlots();

  it('a deleted product is gone for shoppers and admins at once, and Deshacer brings it back as it was', async () => {
    const admin = await newAdmin();
    const product = await newProduct({ price: 12_000 });

    expect(
      await succeeds(admin.client.rpc('admin_delete', { p_table: 'products', p_ids: [product] })),
    ).toBe(1);

    expect(await deletedAt('products', product)).toBe(true);
    const { data: shopperView } = await anonClient()
      .from('products')
      .select('id')
      .eq('id', product);
    expect(shopperView, 'a shopper no longer reads it').toEqual([]);
    const { data: adminView } = await admin.client.from('products').select('id').eq('id', product);
    expect(adminView, 'a second admin, or a reload, no longer lists it').toEqual([]);
    const shopper = await newShopper();
    expect(
      (await refusal(shopper.client.rpc('add_to_cart', { p_product_id: product, p_quantity: 1 })))
        .message,
      'nobody can buy it',
    ).toMatch(/disponible|encontrado/i);

    expect(
      await succeeds(admin.client.rpc('admin_restore', { p_table: 'products', p_ids: [product] })),
    ).toBe(1);
    const { data: back } = await anonClient()
      .from('products')
      .select('id, is_active')
      .eq('id', product);
    expect(back).toEqual([{ id: product, is_active: true }]);
  });

  it('an inactive row deleted and restored comes back inactive', async () => {
    const admin = await newAdmin();
    const product = await newProduct({ price: 12_000, is_active: false });
    await succeeds(admin.client.rpc('admin_delete', { p_table: 'products', p_ids: [product] }));
    await succeeds(admin.client.rpc('admin_restore', { p_table: 'products', p_ids: [product] }));
    const { data } = await admin.client.from('products').select('is_active').eq('id', product);
    expect(data).toEqual([{ is_active: false }]);
  });

  it('a delete the database refuses says why and deletes none of the rows: a product in an open order', async () => {
    const admin = await newAdmin();
    const slot = await newSlot(0);
    const free = await newProduct({ price: 10_000 });
    const ordered = await newProduct({ price: 10_000 });
    const shopper = await newShopper();
    await addToCart(shopper, ordered, 1);
    await placeOrder(shopper, { slot, payment: 'cash' });

    expect(
      await refusal(
        admin.client.rpc('admin_delete', { p_table: 'products', p_ids: [free, ordered] }),
      ),
    ).toEqual({
      message: 'No se puede eliminar: el producto está en pedidos abiertos',
      code: 'P0001',
    });
    expect(await deletedAt('products', free)).toBe(false);
    expect(await deletedAt('products', ordered)).toBe(false);
  });

  it('a deleted account cannot sign in from that moment, and can again once restored', async () => {
    const admin = await newAdmin();
    const shopper = await newShopper();

    await succeeds(
      admin.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [shopper.id] }),
    );

    const signIn = await anonClient().auth.signInWithPassword({
      email: shopper.email,
      password: shopper.password,
    });
    expect(signIn.error?.message).toMatch(/banned/i);
    const refreshed = await shopper.client.auth.refreshSession();
    expect(refreshed.error, 'the old session cannot be refreshed either').not.toBeNull();
    const { data: listed } = await admin.client
      .from('user_profiles')
      .select('id')
      .eq('id', shopper.id);
    expect(listed).toEqual([]);

    await succeeds(
      admin.client.rpc('admin_restore', { p_table: 'user_profiles', p_ids: [shopper.id] }),
    );
    const again = await anonClient().auth.signInWithPassword({
      email: shopper.email,
      password: shopper.password,
    });
    expect(again.error).toBeNull();
  });

  it('an admin cannot delete their own account, and a deleted admin is no admin', async () => {
    const admin = await newAdmin();
    expect(
      await refusal(
        admin.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [admin.id] }),
      ),
    ).toEqual({ message: 'No puedes eliminar tu propia cuenta', code: '42501' });

    const other = await newAdmin();
    await succeeds(
      admin.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [other.id] }),
    );
    // Their access token is still valid for a while: it no longer makes them an admin.
    expect(
      await refusal(other.client.rpc('admin_delete', { p_table: 'products', p_ids: [] })),
    ).toMatchObject({ code: '42501' });
  });

  it('shoppers cannot delete or restore, and nobody deletes through a plain DELETE any more', async () => {
    const shopper = await newShopper();
    const admin = await newAdmin();
    const product = await newProduct({ price: 1_000 });
    expect(
      await refusal(shopper.client.rpc('admin_delete', { p_table: 'products', p_ids: [product] })),
    ).toMatchObject({ code: '42501' });
    expect(
      await refusal(shopper.client.rpc('admin_restore', { p_table: 'products', p_ids: [product] })),
    ).toMatchObject({ code: '42501' });
    expect(await refusal(admin.client.from('products').delete().eq('id', product))).toMatchObject({
      code: '42501',
    });
    expect(
      await refusal(admin.client.rpc('admin_delete', { p_table: 'orders', p_ids: [product] })),
    ).toMatchObject({ code: '22023' });
    expect(await deletedAt('products', product)).toBe(false);
  });

  it('the purge deletes for real what was deleted more than 30 days ago, and only that', async () => {
    const admin = await newAdmin();
    const old = await newProduct({ price: 1_000 });
    const recent = await newProduct({ price: 1_000 });
    await succeeds(admin.client.rpc('admin_delete', { p_table: 'products', p_ids: [old, recent] }));
    await sql(
      `update private.soft_deletes set deleted_at = now() - interval '31 days'
        where table_name = 'products' and row_id = ${lit(old)}`,
    );

    const { data: purged, error } = await serviceRoleClient().rpc('purge_deleted_rows');
    expect(error).toBeNull();
    expect(purged).toBeGreaterThanOrEqual(1);

    expect(await deletedAt('products', old), 'gone for real').toBeNull();
    expect(await deletedAt('products', recent), 'still restorable').toBe(true);
    await succeeds(admin.client.rpc('admin_restore', { p_table: 'products', p_ids: [recent] }));
    expect(await deletedAt('products', recent)).toBe(false);
  });
});
