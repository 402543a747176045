import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  countOf,
  deliveredUpTo,
  expectNoExecute,
  expectNoRowsAffected,
  expectNoTablePrivilege,
  expectNothingVisible,
  expectNotAuthorized,
  placeOrderFor,
  unchangedBy,
  watchChanges,
} from '../support/attacks';
import {
  anonClient,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  sql,
  type Shopper,
} from '../support/db';

const ONLY_STATUS = 'Solo se pueden cambiar el estado y el estado del pago';

/**
 * The admin back office's rules (issue 21): the audit log is read by admins and written by
 * nobody, a profile's email is the account's, the statistics are for admins, the columns the
 * cancellation trigger keeps can't be set by hand, and a shopper subscribed to orders hears only
 * their own.
 */
attackMatrix('the admin back office', () => {
  const anon = anonClient();
  let shopper: Shopper;
  let other: Shopper;
  let admin: Shopper;
  let product: string;
  const watchers: { stop: () => unknown }[] = [];

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Sara', last_name: 'Sombra' });
    other = await newShopper({ first_name: 'Otto', last_name: 'Otro' });
    admin = await newAdmin();
    // An entry to protect: an admin's price change.
    product = await newProduct({ price: 10_000 });
    const { error } = await admin.client
      .from('products')
      .update({ price: 11_000 })
      .eq('id', product);
    expect(error).toBeNull();
    expect(await countOf('public.audit_log', `row_id = ${lit(product)}`)).toBe(1);
  });

  afterAll(async () => {
    await Promise.all(watchers.map((watcher) => watcher.stop()));
  });

  const entryOfProduct = () => `row_id = ${lit(product)}`;

  // --- the audit log -------------------------------------------------------------------------------

  attack('a shopper cannot read the audit log', async () => {
    expectNothingVisible(await shopper.client.from('audit_log').select('*'));
  });

  attack('an anonymous visitor cannot read the audit log', async () => {
    expectNoTablePrivilege(await anon.from('audit_log').select('*'), 'audit_log', 'anon');
  });

  attack("a shopper cannot forge an entry in an admin's name", async () => {
    const forged = await newProduct({ price: 5_000 });
    const result = await unchangedBy(
      'public.audit_log',
      `row_id = ${lit(forged)}`,
      () =>
        shopper.client.from('audit_log').insert({
          actor_id: admin.id,
          actor_name: 'Admin Prueba',
          table_name: 'products',
          row_id: forged,
          action: 'update',
          changes: { price: { before: 5_000, after: 1 } },
        }),
      { expectRows: false },
    );
    expectNoTablePrivilege(result, 'audit_log', 'authenticated');
  });

  attack('an anonymous visitor cannot write an entry', async () => {
    const result = await unchangedBy(
      'public.audit_log',
      `actor_name = 'Anónimo'`,
      () =>
        anon.from('audit_log').insert({
          actor_name: 'Anónimo',
          table_name: 'products',
          row_id: product,
          action: 'delete',
        }),
      { expectRows: false },
    );
    expectNoTablePrivilege(result, 'audit_log', 'anon');
  });

  attack('a shopper cannot rewrite or erase an entry', async () => {
    const rewrite = await unchangedBy('public.audit_log', entryOfProduct(), () =>
      shopper.client.from('audit_log').update({ actor_name: 'Nadie' }).eq('row_id', product),
    );
    expectNoTablePrivilege(rewrite, 'audit_log', 'authenticated');
    const erase = await unchangedBy('public.audit_log', entryOfProduct(), () =>
      shopper.client.from('audit_log').delete().eq('row_id', product),
    );
    expectNoTablePrivilege(erase, 'audit_log', 'authenticated');
  });

  attack('an admin cannot write, rewrite or erase entries either', async () => {
    const write = await unchangedBy('public.audit_log', entryOfProduct(), () =>
      admin.client.from('audit_log').insert({
        actor_name: 'Admin Prueba',
        table_name: 'products',
        row_id: product,
        action: 'update',
      }),
    );
    expectNoTablePrivilege(write, 'audit_log', 'authenticated');
    const rewrite = await unchangedBy('public.audit_log', entryOfProduct(), () =>
      admin.client.from('audit_log').update({ changes: {} }).eq('row_id', product),
    );
    expectNoTablePrivilege(rewrite, 'audit_log', 'authenticated');
    const erase = await unchangedBy('public.audit_log', entryOfProduct(), () =>
      admin.client.from('audit_log').delete().eq('row_id', product),
    );
    expectNoTablePrivilege(erase, 'audit_log', 'authenticated');
  });

  attack(
    'a shopper editing their own profile leaves no entry (only admins are recorded)',
    async () => {
      const { error } = await shopper.client
        .from('user_profiles')
        .update({ pet_name: 'Kira' })
        .eq('id', shopper.id);
      expect(error).toBeNull();
      expect(await countOf('public.audit_log', `actor_id = ${lit(shopper.id)}`)).toBe(0);
      expect(await countOf('public.audit_log', `row_id = ${lit(shopper.id)}`)).toBe(0);
    },
  );

  it('an admin reads the entry of their change (positive control)', async () => {
    const { data, error } = await admin.client
      .from('audit_log')
      .select('actor_id, action, changes')
      .eq('row_id', product);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        actor_id: admin.id,
        action: 'update',
        changes: { price: { before: 10_000, after: 11_000 } },
      },
    ]);
  });

  // --- a profile's email ---------------------------------------------------------------------------

  attack('a shopper cannot change the email on their own profile', async () => {
    const result = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
      shopper.client
        .from('user_profiles')
        .update({ email: 'otra@example.com' })
        .eq('id', shopper.id),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack('a shopper cannot change the email on their own profile with an upsert', async () => {
    // The upsert's row gets the account's email before it meets the existing one, so the
    // personal fields are saved and the email stays.
    const { error } = await shopper.client
      .from('user_profiles')
      .upsert({ id: shopper.id, first_name: 'Sara Sofía', email: 'otra@example.com' });
    expect(error).toBeNull();
    expect(
      await sql(`select first_name, email from public.user_profiles where ${byId(shopper.id)}`),
    ).toEqual([{ first_name: 'Sara Sofía', email: shopper.email }]);
  });

  attack("an admin cannot change a user's email on their profile", async () => {
    const result = await unchangedBy('public.user_profiles', byId(other.id), () =>
      admin.client.from('user_profiles').update({ email: 'admin@example.com' }).eq('id', other.id),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  // --- self-protection -----------------------------------------------------------------------------

  attack('an admin cannot remove their own admin flag', async () => {
    const result = await unchangedBy('public.user_profiles', byId(admin.id), () =>
      admin.client.from('user_profiles').update({ is_admin: false }).eq('id', admin.id),
    );
    expectNotAuthorized(
      result,
      'No puedes cambiar tu propio rol de administrador',
      'authenticated',
    );
  });

  attack('an admin cannot delete their own profile (refused, nothing deleted)', async () => {
    const result = await unchangedBy('public.user_profiles', byId(admin.id), () =>
      admin.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [admin.id] }),
    );
    expectNotAuthorized(result, 'No puedes eliminar tu propia cuenta', 'authenticated');
    const direct = await unchangedBy('public.user_profiles', byId(admin.id), () =>
      admin.client.from('user_profiles').delete({ count: 'exact' }).eq('id', admin.id),
    );
    expectNoTablePrivilege(direct, 'user_profiles', 'authenticated');
  });

  // --- statistics ----------------------------------------------------------------------------------

  attack('a shopper cannot read the user statistics', async () => {
    const result = await shopper.client.rpc('admin_user_stats');
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack('an anonymous visitor cannot call the admin statistics', async () => {
    expectNoExecute(await anon.rpc('admin_user_stats'), 'admin_user_stats', 'anon');
    expectNoExecute(await anon.rpc('admin_dashboard_stats'), 'admin_dashboard_stats', 'anon');
  });

  // --- what the cancellation trigger keeps ---------------------------------------------------------

  const keptByTheDatabase: [string, Record<string, unknown>][] = [
    [
      'stock returned (to return nothing when cancelling)',
      { stock_returned_at: '2026-01-01T00:00:00Z' },
    ],
    [
      'points taken back (to keep the points when cancelling)',
      { points_reversed_at: '2026-01-01T00:00:00Z' },
    ],
    ['points reversed', { points_reversed: 50 }],
  ];

  for (const [what, change] of keptByTheDatabase) {
    attack(`an admin cannot set an order's ${what} by hand`, async () => {
      const order = await placeOrderFor(other, 25_000);
      const result = await unchangedBy('public.orders', byId(order), () =>
        admin.client.from('orders').update(change).eq('id', order),
      );
      expectNotAuthorized(result, ONLY_STATUS, 'authenticated');
    });
  }

  attack("an admin cannot rewrite an order's customer email (it is the address's)", async () => {
    const order = await placeOrderFor(other, 25_000);
    const result = await unchangedBy('public.orders', byId(order), () =>
      admin.client.from('orders').update({ customer_email: 'otro@example.com' }).eq('id', order),
    );
    expect(result.error?.code).toBe('428C9');
  });

  attack('a shopper cannot cancel their own order to put its units back in stock', async () => {
    const order = await placeOrderFor(shopper, 18_000);
    const [line] = await sql<{ product_id: string }>(
      `select product_id from public.order_items where order_id = ${lit(order)}`,
    );
    const result = await unchangedBy('public.products', byId(line?.product_id ?? ''), () =>
      shopper.client
        .from('orders')
        .update({ status: 'cancelled' }, { count: 'exact' })
        .eq('id', order),
    );
    expectNoRowsAffected(result);
  });

  // --- realtime ------------------------------------------------------------------------------------

  attack("a shopper subscribed to orders does not hear another shopper's order", async () => {
    const listener = await watchChanges(shopper.client, [{ table: 'orders' }]);
    watchers.push(listener);
    const overseer = await watchChanges(admin.client, [{ table: 'orders' }]);
    watchers.push(overseer);

    const othersOrder = await placeOrderFor(other, 30_000);
    const { error } = await admin.client
      .from('orders')
      .update({ status: 'confirmed' })
      .eq('id', othersOrder);
    expect(error).toBeNull();
    const ownOrder = await placeOrderFor(shopper, 30_000);

    // Changes reach a subscriber in commit order: once the shopper heard their own order, the
    // other shopper's insert and update had been delivered or withheld.
    await deliveredUpTo(listener.received, (change) => change.row.id === ownOrder);
    expect(listener.received.filter((change) => change.row.id === othersOrder)).toEqual([]);
    expect(listener.received.every((change) => change.row.user_id === shopper.id)).toBe(true);

    // The admin hears every order (positive control).
    await deliveredUpTo(overseer.received, (change) => change.row.id === ownOrder);
    expect(
      overseer.received
        .filter((change) => change.row.id === othersOrder)
        .map((change) => change.row.status),
    ).toEqual(['pending', 'confirmed']);
  });
});
