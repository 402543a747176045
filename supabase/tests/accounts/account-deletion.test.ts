import { describe, expect, it } from 'vitest';
import {
  addToCart,
  address,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  newTimeSlot,
  purgeDeleted,
  sql,
} from '../support/db';
import { bogotaDate } from '../support/checkout';

describe('deleting an account', () => {
  it('an admin deleting a user hides the account at once; the purge 30 days later removes the auth user, profile, points, ledger and cart, and keeps their orders for the books', async () => {
    const admin = await newAdmin();
    const shopper = await newShopper();
    const productId = await newProduct({ price: 20_000 });
    const slotId = await newTimeSlot(5_000);
    await addToCart(shopper, productId, 1);
    const placed = await shopper.client.rpc('place_order', {
      p_shipping_address: address(),
      p_shipping_time_range_id: slotId,
      p_payment_method: 'cash',
      p_delivery_date: bogotaDate(1),
    });
    expect(placed.error).toBeNull();
    await addToCart(shopper, productId, 2);

    const { error, data } = await admin.client.rpc('admin_delete', {
      p_table: 'user_profiles',
      p_ids: [shopper.id],
    });
    expect(error).toBeNull();
    expect(data).toBe(1);
    const [kept] = await sql<Record<string, number>>(
      `select (select count(*)::int from auth.users where id = ${lit(shopper.id)}) as users,
              (select count(*)::int from public.cart_items where user_id = ${lit(shopper.id)}) as cart`,
    );
    expect(kept, 'nothing is removed until the purge (Deshacer can bring it back)').toEqual({
      users: 1,
      cart: 1,
    });

    await purgeDeleted('user_profiles', [shopper.id]);

    const [left] = await sql<Record<string, number>>(
      `select
         (select count(*)::int from auth.users where id = ${lit(shopper.id)}) as users,
         (select count(*)::int from public.user_profiles where id = ${lit(shopper.id)}) as profiles,
         (select count(*)::int from public.user_points where user_id = ${lit(shopper.id)}) as points,
         (select count(*)::int from public.points_transactions where user_id = ${lit(shopper.id)}) as ledger,
         (select count(*)::int from public.cart_items where user_id = ${lit(shopper.id)}) as cart,
         (select count(*)::int from public.orders where order_number = ${lit(String((placed.data as { order_number: string }).order_number))} and user_id is null) as orphaned_orders`,
    );
    expect(left).toEqual({
      users: 0,
      profiles: 0,
      points: 0,
      ledger: 0,
      cart: 0,
      orphaned_orders: 1,
    });
  });

  it('the ledger refuses a direct delete by the database owner while the account exists', async () => {
    const shopper = await newShopper();
    await expect(
      sql(`delete from public.points_transactions where user_id = ${lit(shopper.id)}`),
    ).rejects.toThrow(/El historial de puntos no se puede modificar/);
    await expect(
      sql(
        `update public.points_transactions set points_earned = 1000 where user_id = ${lit(shopper.id)}`,
      ),
    ).rejects.toThrow(/El historial de puntos no se puede modificar/);
  });
});
