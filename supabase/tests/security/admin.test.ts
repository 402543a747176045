import { beforeAll, expect, it } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  expectNoRowsAffected,
  expectNoTablePrivilege,
  expectNotAuthorized,
  expectRlsRefusal,
  newGift,
  newRedemption,
  unchangedBy,
} from '../support/attacks';
import {
  lit,
  newAdmin,
  newProduct,
  newShopper,
  pointsAndLedger,
  sql,
  type Shopper,
} from '../support/db';

/**
 * What even an admin's session cannot do: drop their own admin flag, delete themselves, or move
 * the columns only the project's functions move (points, totals, sales, recorded amounts). And
 * what an admin may do to other users (positive controls).
 */
attackMatrix('admin edge cases', () => {
  let admin: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    admin = await newAdmin();
    shopper = await newShopper({ first_name: 'Lucía', last_name: 'López' });
  });

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

  attack('an admin cannot remove their own admin flag with a profile upsert', async () => {
    const result = await unchangedBy('public.user_profiles', byId(admin.id), () =>
      admin.client
        .from('user_profiles')
        .upsert({ id: admin.id, first_name: 'Admin', is_admin: false }),
    );
    expectNotAuthorized(
      result,
      'No puedes cambiar tu propio rol de administrador',
      'authenticated',
    );
  });

  attack('an admin cannot delete themselves', async () => {
    const result = await unchangedBy('public.user_profiles', byId(admin.id), () =>
      admin.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [admin.id] }),
    );
    expectNotAuthorized(result, 'No puedes eliminar tu propia cuenta', 'authenticated');
    expect(await sql(`select count(*)::int as n from auth.users where ${byId(admin.id)}`)).toEqual([
      { n: 1 },
    ]);
  });

  attack("an admin cannot change a user's order count or total spent", async () => {
    const result = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
      admin.client
        .from('user_profiles')
        .update({ total_orders: 40, total_spent: 4_000_000 })
        .eq('id', shopper.id),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack('an admin cannot give a user points by changing their balance', async () => {
    const result = await unchangedBy('public.user_points', `user_id = ${lit(shopper.id)}`, () =>
      admin.client
        .from('user_points')
        .update({ current_points: 100_000 }, { count: 'exact' })
        .eq('user_id', shopper.id),
    );
    expectNoRowsAffected(result);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack("an admin cannot write a user's points ledger", async () => {
    const result = await unchangedBy(
      'public.points_transactions',
      `user_id = ${lit(shopper.id)}`,
      () =>
        admin.client.from('points_transactions').insert({
          user_id: shopper.id,
          transaction_type: 'earned',
          points_earned: 100_000,
          description: 'Regalo del admin',
        }),
    );
    expectRlsRefusal(result, 'points_transactions', 'authenticated');
  });

  attack("an admin cannot rewrite a user's points ledger", async () => {
    const result = await unchangedBy(
      'public.points_transactions',
      `user_id = ${lit(shopper.id)}`,
      () =>
        admin.client
          .from('points_transactions')
          .update({ points_earned: 100_000 }, { count: 'exact' })
          .eq('user_id', shopper.id),
    );
    expectNoRowsAffected(result);
  });

  attack(
    'an admin cannot hand out a bonus without the bonus store (insert user_bonuses)',
    async () => {
      const result = await unchangedBy(
        'public.user_bonuses',
        `user_id = ${lit(shopper.id)}`,
        () =>
          admin.client.from('user_bonuses').insert({
            user_id: shopper.id,
            bonus_name: 'Regalo',
            bonus_type: 'voucher',
            bonus_value: 100_000,
            expires_at: '2099-01-01T00:00:00Z',
          }),
        { expectRows: false },
      );
      expectRlsRefusal(result, 'user_bonuses', 'authenticated');
    },
  );

  attack(
    'an admin cannot write a reward redemption directly (only admin_deliver_redemption and admin_cancel_redemption move it)',
    async () => {
      const redemption = await newRedemption(shopper.id);
      const result = await unchangedBy('public.points_redemptions_v2', byId(redemption), () =>
        admin.client
          .from('points_redemptions_v2')
          .update({ points_used: 1, status: 'delivered' })
          .eq('id', redemption),
      );
      expectNoTablePrivilege(result, 'points_redemptions_v2', 'authenticated');
    },
  );

  attack(
    'an admin cannot write a gift directly, its status included (only admin_resend_gift and admin_void_gift act on it)',
    async () => {
      const gift = await newGift(shopper.id);
      const result = await unchangedBy('public.gift_purchases', byId(gift), () =>
        admin.client
          .from('gift_purchases')
          .update({ amount: 0, recipient_email: 'otro@example.com', status: 'sent' })
          .eq('id', gift),
      );
      expectNoTablePrivilege(result, 'gift_purchases', 'authenticated');
    },
  );

  attack("an admin cannot move a product's sales count (the column keeps its value)", async () => {
    const product = await newProduct({ price: 10_000 });
    await sql(`update public.products set sales_count = 7 where ${byId(product)}`);
    const { data, error } = await admin.client
      .from('products')
      .update({ sales_count: 100_000, price: 9_000 })
      .eq('id', product)
      .select('sales_count, price')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ sales_count: 7, price: 9_000 });
    expect(await sql(`select sales_count from public.products where ${byId(product)}`)).toEqual([
      { sales_count: 7 },
    ]);
  });

  it("an admin changes another user's names and admin flag, both ways (positive control)", async () => {
    const target = await newShopper({ first_name: 'Pedro', last_name: 'Pérez' });
    const promoted = await admin.client
      .from('user_profiles')
      .update({
        first_name: 'Pedro José',
        last_name: 'Pérez Gil',
        phone: '+57 3101234567',
        is_admin: true,
      })
      .eq('id', target.id)
      .select('first_name, last_name, phone, is_admin')
      .single();
    expect(promoted.error).toBeNull();
    expect(promoted.data).toEqual({
      first_name: 'Pedro José',
      last_name: 'Pérez Gil',
      phone: '+57 3101234567',
      is_admin: true,
    });
    const demoted = await admin.client
      .from('user_profiles')
      .update({ is_admin: false }, { count: 'exact' })
      .eq('id', target.id);
    expect(demoted.error).toBeNull();
    expect(demoted.count).toBe(1);
    expect(await sql(`select is_admin from public.user_profiles where ${byId(target.id)}`)).toEqual(
      [{ is_admin: false }],
    );
  });

  it('an admin delivers a redemption and voids a gift through their functions, and deletes another user (positive control)', async () => {
    const redemption = await newRedemption(shopper.id);
    const gift = await newGift(shopper.id);
    const r = await admin.client.rpc('admin_deliver_redemption', {
      p_redemption_id: redemption,
    });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ id: redemption, status: 'delivered' });
    const g = await admin.client.rpc('admin_void_gift', {
      p_gift_id: gift,
      p_reason: 'Pedido por el cliente',
    });
    expect(g.error).toBeNull();
    expect(g.data).toMatchObject({ id: gift, status: 'void', payment_status: 'refunded' });
    const leaving = await newShopper();
    const d = await admin.client.rpc('admin_delete', {
      p_table: 'user_profiles',
      p_ids: [leaving.id],
    });
    expect(d.error).toBeNull();
    expect(d.data).toBe(1);
    expect(
      await sql(
        `select (banned_until = 'infinity') as banned from auth.users where ${byId(leaving.id)}`,
      ),
      'the account stays, banned, until the purge',
    ).toEqual([{ banned: true }]);
  });
});
