import { beforeAll, describe, expect, it } from 'vitest';
import { byId, expectNotAuthorized, placeOrderFor, unchangedBy } from '../support/attacks';
import {
  adminDeleteCall,
  lit,
  newAdmin,
  newCode,
  newProduct,
  newShopper,
  newStaff,
  sql,
  type Shopper,
} from '../support/db';
import { refusal, sqlOne, succeeds } from '../support/checkout';

/**
 * Staff ('Personal', ARCHITECTURE §5 "Roles"): orders, shipping, redemptions, gifts, products'
 * stock and active flag; they read the rest; no settings, roles, prices, codes or deletes. Each
 * forbidden write is refused with 42501 and a Spanish reason (not a silent no-op).
 */
let admin: Shopper;
let staff: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  admin = await newAdmin();
  staff = await newStaff();
  shopper = await newShopper();
});

describe('what staff read', () => {
  it('staff read every order, every profile, the settings and the audit log', async () => {
    const orderId = await placeOrderFor(shopper);
    const orders = await staff.client.from('orders').select('id').eq('id', orderId);
    expect(orders.data).toEqual([{ id: orderId }]);
    const profile = await staff.client
      .from('user_profiles')
      .select('id, role')
      .eq('id', shopper.id);
    expect(profile.data).toEqual([{ id: shopper.id, role: 'customer' }]);
    const settings = await staff.client.from('app_settings').select('id');
    expect(settings.data).toEqual([{ id: 1 }]);
    const audit = await staff.client.from('audit_log').select('id').limit(1);
    expect(audit.error).toBeNull();
    const stats = await staff.client.rpc('admin_user_stats');
    expect(stats.error).toBeNull();
    expect(stats.data).toMatchObject({ staff: expect.any(Number), admins: expect.any(Number) });
  });

  it('a shopper reads none of it', async () => {
    const stats = await shopper.client.rpc('admin_user_stats');
    expect(stats.error).toMatchObject({ code: '42501', message: 'No autorizado' });
    const profiles = await shopper.client.from('user_profiles').select('id').eq('id', staff.id);
    expect(profiles.data).toEqual([]);
  });
});

describe('what staff write', () => {
  it("staff change a product's stock and active flag, audited under their name", async () => {
    const product = await newProduct({ price: 20_000, stock_quantity: 5 });
    const { error } = await staff.client
      .from('products')
      .update({ stock_quantity: 12, is_active: false })
      .eq('id', product);
    expect(error).toBeNull();
    expect(
      await sqlOne(`select stock_quantity, is_active from public.products where ${byId(product)}`),
    ).toEqual({ stock_quantity: 12, is_active: false });
    expect(
      await sqlOne(
        `select actor_name from public.audit_log where table_name = 'products' and row_id = ${lit(product)} order by id desc limit 1`,
      ),
    ).toEqual({ actor_name: 'Personal Prueba' });
  });

  it("staff cannot change a product's price, create a product or delete one", async () => {
    const product = await newProduct({ price: 20_000 });
    const priced = await unchangedBy('public.products', byId(product), () =>
      staff.client.from('products').update({ price: 1_000, stock_quantity: 3 }).eq('id', product),
    );
    expectNotAuthorized(
      priced,
      'El rol Personal solo puede cambiar el stock y si un producto está activo',
      'authenticated',
    );
    const created = await staff.client.from('products').insert({ name: 'Nuevo', price: 1 });
    expectNotAuthorized(
      created,
      'El rol Personal solo puede cambiar el stock y si un producto está activo',
      'authenticated',
    );
    expect(await refusal(adminDeleteCall(staff, 'products', [product]))).toEqual({
      code: '42501',
      message: 'No autorizado',
    });
  });

  it('staff cannot change the settings, a discount code or a membership plan', async () => {
    const settings = await unchangedBy('public.app_settings', 'id = 1', () =>
      staff.client.from('app_settings').update({ maintenance_mode: true }).eq('id', 1),
    );
    expectNotAuthorized(
      settings,
      'El rol Personal no puede cambiar la configuración',
      'authenticated',
    );

    const codeName = await newCode({ type: 'percentage', value: 10 });
    const { id: codeId } = await sqlOne<{ id: string }>(
      `select id from public.discount_codes where code = ${lit(codeName)}`,
    );
    const code = await unchangedBy('public.discount_codes', byId(codeId), () =>
      staff.client.from('discount_codes').update({ value: 90 }).eq('id', codeId),
    );
    expectNotAuthorized(
      code,
      'El rol Personal no puede gestionar códigos de descuento',
      'authenticated',
    );

    const plan = await staff.client
      .from('membership_plans')
      .insert({ name: 'Plan Personal', price: 1 });
    expectNotAuthorized(plan, 'El rol Personal no puede cambiar las membresías', 'authenticated');
  });

  it("staff cannot change anyone's role, their own included, nor edit another user", async () => {
    const other = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
      staff.client.from('user_profiles').update({ first_name: 'Otro' }).eq('id', shopper.id),
    );
    expectNotAuthorized(other, 'El rol Personal no puede editar usuarios', 'authenticated');
    const own = await unchangedBy('public.user_profiles', byId(staff.id), () =>
      staff.client.from('user_profiles').update({ role: 'admin' }).eq('id', staff.id),
    );
    expectNotAuthorized(own, 'No autorizado', 'authenticated');
    const { error } = await staff.client
      .from('user_profiles')
      .update({ first_name: 'Camilo' })
      .eq('id', staff.id);
    expect(error).toBeNull();
    await sql(`update public.user_profiles set first_name = 'Personal' where ${byId(staff.id)}`);
  });

  it("staff move an order's status but cannot refund it", async () => {
    const orderId = await placeOrderFor(shopper);
    const moved = await staff.client
      .from('orders')
      .update({ status: 'preparing' })
      .eq('id', orderId);
    expect(moved.error).toBeNull();
    const refunded = await unchangedBy('public.orders', byId(orderId), () =>
      staff.client.from('orders').update({ payment_status: 'refunded' }).eq('id', orderId),
    );
    expectNotAuthorized(refunded, 'El rol Personal no puede reembolsar pagos', 'authenticated');
  });
});

describe('roles', () => {
  it('an admin makes a customer staff, then admin; is_admin follows the role and the role follows is_admin', async () => {
    const target = await newShopper();
    const asStaff = await admin.client
      .from('user_profiles')
      .update({ role: 'staff' })
      .eq('id', target.id)
      .select('role, is_admin')
      .single();
    expect(asStaff.data).toEqual({ role: 'staff', is_admin: false });
    const asAdmin = await admin.client
      .from('user_profiles')
      .update({ is_admin: true })
      .eq('id', target.id)
      .select('role, is_admin')
      .single();
    expect(asAdmin.data).toEqual({ role: 'admin', is_admin: true });
    const back = await admin.client
      .from('user_profiles')
      .update({ is_admin: false })
      .eq('id', target.id)
      .select('role, is_admin')
      .single();
    expect(back.data).toEqual({ role: 'customer', is_admin: false });
    expect(
      await sqlOne(
        `select changes from public.audit_log where table_name = 'user_profiles' and row_id = ${lit(target.id)} order by id limit 1`,
      ),
    ).toEqual({
      changes: {
        role: { before: 'customer', after: 'staff' },
      },
    });
  });

  it('an admin cannot change their own role', async () => {
    const result = await unchangedBy('public.user_profiles', byId(admin.id), () =>
      admin.client.from('user_profiles').update({ role: 'staff' }).eq('id', admin.id),
    );
    expectNotAuthorized(
      result,
      'No puedes cambiar tu propio rol de administrador',
      'authenticated',
    );
  });

  it('a shopper cannot give themselves a role, by update or by creating their profile', async () => {
    const result = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
      shopper.client.from('user_profiles').update({ role: 'staff' }).eq('id', shopper.id),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
    expect(
      await sqlOne(`select role, is_admin from public.user_profiles where ${byId(shopper.id)}`),
    ).toEqual({ role: 'customer', is_admin: false });
  });

  it('a deleted staff account is no longer back office', async () => {
    const leaving = await newStaff();
    await succeeds(adminDeleteCall(admin, 'user_profiles', [leaving.id]));
    const { data } = await leaving.client.from('orders').select('id').limit(1);
    expect(data).toEqual([]);
  });
});
