import { beforeAll, expect, inject } from 'vitest';
import { DEMO_JWT_SECRET, signJwt } from '@bonis/supabase-local/keys';
import {
  attack,
  attackMatrix,
  byId,
  clientWithKey,
  forgedJwt,
  expectNoRowsAffected,
  expectNoTablePrivilege,
  expectNotAuthorized,
  expectPostgrestError,
  expectRlsRefusal,
  newRouletteWin,
  newUserBonus,
  present,
  unchangedBy,
} from '../support/attacks';
import {
  anonClient,
  lit,
  newShopper,
  pointsAndLedger,
  setMembership,
  sql,
  unique,
  type Shopper,
} from '../support/db';

/**
 * A shopper with their own session trying to give themselves points, membership, admin rights
 * or order totals they did not earn. Only the project's functions move those columns.
 */
attackMatrix('shopper raising their own privileges', () => {
  let shopper: Shopper;
  let member: Shopper;
  let other: Shopper;
  const own = () => `user_id = ${lit(shopper.id)}`;
  const profile = () => byId(shopper.id);

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Sofía', last_name: 'Salazar' });
    member = await newShopper({ first_name: 'Mateo', last_name: 'Miembro' });
    await setMembership(member.id, 'mensual', `${new Date().getFullYear() + 1}-01-31`);
    other = await newShopper({ first_name: 'Olga', last_name: 'Otra' });
  });

  // --- points ---------------------------------------------------------------------------------

  attack('a shopper cannot raise their own points balance (update user_points)', async () => {
    const result = await unchangedBy('public.user_points', own(), () =>
      shopper.client
        .from('user_points')
        .update({ current_points: 1_000_000 }, { count: 'exact' })
        .eq('user_id', shopper.id),
    );
    expectNoRowsAffected(result);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack('a shopper cannot give themselves a points balance (insert user_points)', async () => {
    await sql(`delete from public.user_points where ${own()}`);
    try {
      const result = await unchangedBy(
        'public.user_points',
        own(),
        () =>
          shopper.client
            .from('user_points')
            .insert({ user_id: shopper.id, current_points: 1_000_000 }),
        { expectRows: false },
      );
      expectRlsRefusal(result, 'user_points', 'authenticated');
    } finally {
      await sql(
        `insert into public.user_points (user_id, current_points) values (${lit(shopper.id)}, 100)`,
      );
    }
  });

  attack('a shopper cannot raise their own points balance with an upsert', async () => {
    const result = await unchangedBy('public.user_points', own(), () =>
      shopper.client.from('user_points').upsert({ user_id: shopper.id, current_points: 1_000_000 }),
    );
    expectRlsRefusal(result, 'user_points', 'authenticated');
  });

  attack('a shopper cannot delete their points balance row', async () => {
    const result = await unchangedBy('public.user_points', own(), () =>
      shopper.client.from('user_points').delete({ count: 'exact' }).eq('user_id', shopper.id),
    );
    expectNoRowsAffected(result);
  });

  attack(
    'a shopper cannot write themselves points into the ledger (insert points_transactions)',
    async () => {
      const result = await unchangedBy('public.points_transactions', own(), () =>
        shopper.client.from('points_transactions').insert({
          user_id: shopper.id,
          transaction_type: 'earned',
          points_earned: 50_000,
          description: 'Regalo',
        }),
      );
      expectRlsRefusal(result, 'points_transactions', 'authenticated');
    },
  );

  attack('a shopper cannot rewrite a row of their points ledger', async () => {
    const result = await unchangedBy('public.points_transactions', own(), () =>
      shopper.client
        .from('points_transactions')
        .update({ points_earned: 50_000 }, { count: 'exact' })
        .eq('user_id', shopper.id),
    );
    expectNoRowsAffected(result);
  });

  attack('a shopper cannot delete a row of their points ledger (e.g. a spending)', async () => {
    const result = await unchangedBy('public.points_transactions', own(), () =>
      shopper.client
        .from('points_transactions')
        .delete({ count: 'exact' })
        .eq('user_id', shopper.id),
    );
    expectNoRowsAffected(result);
  });

  // --- profile: update ------------------------------------------------------------------------

  const forbiddenProfileChanges: [string, Record<string, unknown>][] = [
    ['make themselves admin (is_admin)', { is_admin: true }],
    ['give themselves a membership (membership_type)', { membership_type: 'anual' }],
    ['extend their membership (membership_expiry)', { membership_expiry: '2099-12-31' }],
    ['change their order count (total_orders)', { total_orders: 500 }],
    ['change their total spent (total_spent)', { total_spent: 99_000_000 }],
    ['change their profile id', { id: crypto.randomUUID() }],
    ['change their sign-up date (created_at)', { created_at: '2020-01-01T00:00:00Z' }],
  ];

  for (const [what, change] of forbiddenProfileChanges) {
    attack(`a shopper cannot ${what} by updating their profile`, async () => {
      const result = await unchangedBy('public.user_profiles', profile(), () =>
        shopper.client.from('user_profiles').update(change).eq('id', shopper.id),
      );
      expectNotAuthorized(result, 'No autorizado', 'authenticated');
    });
  }

  attack('a member cannot extend their membership by updating their profile', async () => {
    const result = await unchangedBy('public.user_profiles', byId(member.id), () =>
      member.client
        .from('user_profiles')
        .update({ membership_expiry: '2099-12-31', membership_type: 'anual' })
        .eq('id', member.id),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  // --- profile: upsert (the profile form's call) -------------------------------------------------

  // An upsert is an INSERT first: the guard puts the defaults into the new row, so the
  // privileged columns of a regular shopper's upsert come back as they were.
  const neutralisedUpserts: [string, Record<string, unknown>][] = [
    ['make themselves admin', { is_admin: true }],
    ['give themselves a membership', { membership_type: 'vip', membership_expiry: '2099-12-31' }],
    ['change their order count', { total_orders: 500 }],
    ['change their total spent', { total_spent: 99_000_000 }],
  ];

  for (const [what, change] of neutralisedUpserts) {
    attack(
      `a shopper cannot ${what} with a profile upsert (the columns keep their values)`,
      async () => {
        const before = await sql<Record<string, unknown>>(
          `select is_admin, membership_type, membership_expiry, total_orders, total_spent
         from public.user_profiles where ${profile()}`,
        );
        const { data, error } = await shopper.client
          .from('user_profiles')
          .upsert({ id: shopper.id, first_name: 'Sofía', ...change })
          .select('is_admin, membership_type, membership_expiry, total_orders, total_spent');
        expect(error).toBeNull();
        expect(data).toEqual(before);
        expect(before).toEqual([
          {
            is_admin: false,
            membership_type: 'regular',
            membership_expiry: null,
            total_orders: 0,
            total_spent: 0,
          },
        ]);
        expect(
          await sql(
            `select is_admin, membership_type, membership_expiry, total_orders, total_spent
           from public.user_profiles where ${profile()}`,
          ),
        ).toEqual(before);
      },
    );
  }

  attack('a member cannot extend their membership with a profile upsert', async () => {
    const result = await unchangedBy('public.user_profiles', byId(member.id), () =>
      member.client
        .from('user_profiles')
        .upsert({ id: member.id, membership_type: 'anual', membership_expiry: '2099-12-31' }),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack('a shopper cannot create a profile for someone else', async () => {
    const result = await unchangedBy('public.user_profiles', byId(other.id), () =>
      shopper.client
        .from('user_profiles')
        .insert({ id: other.id, first_name: 'Falsa', is_admin: true }),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack('a shopper cannot create an admin profile for an id of their choosing', async () => {
    const id = crypto.randomUUID();
    const result = await unchangedBy(
      'public.user_profiles',
      byId(id),
      () =>
        shopper.client.from('user_profiles').insert({ id, first_name: 'Nadie', is_admin: true }),
      { expectRows: false },
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  attack('a shopper cannot delete their own profile (only an admin deletes accounts)', async () => {
    const result = await unchangedBy('public.user_profiles', profile(), () =>
      shopper.client.from('user_profiles').delete({ count: 'exact' }).eq('id', shopper.id),
    );
    expectNoTablePrivilege(result, 'user_profiles', 'authenticated');
    const soft = await unchangedBy('public.user_profiles', profile(), () =>
      shopper.client.rpc('admin_delete', { p_table: 'user_profiles', p_ids: [shopper.id] }),
    );
    expectNotAuthorized(soft, 'No autorizado', 'authenticated');
  });

  // --- bonuses and roulette wins -----------------------------------------------------------------

  attack('a shopper cannot give themselves a bonus (insert user_bonuses)', async () => {
    const result = await unchangedBy(
      'public.user_bonuses',
      own(),
      () =>
        shopper.client.from('user_bonuses').insert({
          user_id: shopper.id,
          bonus_name: 'Gratis',
          bonus_type: 'voucher',
          bonus_value: 500_000,
          expires_at: '2099-01-01T00:00:00Z',
        }),
      { expectRows: false },
    );
    expectRlsRefusal(result, 'user_bonuses', 'authenticated');
  });

  attack('a shopper cannot make a used bonus active again', async () => {
    const used = await newUserBonus(shopper.id, { status: 'used' });
    const result = await unchangedBy('public.user_bonuses', byId(used), () =>
      shopper.client
        .from('user_bonuses')
        .update({ status: 'active', used_at: null }, { count: 'exact' })
        .eq('id', used),
    );
    expectNoRowsAffected(result);
  });

  attack('a shopper cannot give themselves a roulette win (insert roulette_wins)', async () => {
    const result = await unchangedBy(
      'public.roulette_wins',
      own(),
      () =>
        shopper.client.from('roulette_wins').insert({
          user_id: shopper.id,
          prize_name: 'Gratis',
          prize_type: 'discount',
          prize_value: 100,
        }),
      { expectRows: false },
    );
    expectRlsRefusal(result, 'roulette_wins', 'authenticated');
  });

  attack('a shopper cannot make a redeemed roulette win unredeemed again', async () => {
    const win = await newRouletteWin(shopper.id, { redeemed: true });
    const result = await unchangedBy('public.roulette_wins', byId(win), () =>
      shopper.client
        .from('roulette_wins')
        .update({ redeemed: false, redeemed_at: null }, { count: 'exact' })
        .eq('id', win),
    );
    expectNoRowsAffected(result);
  });

  attack('a shopper cannot record a reward redemption without spending points', async () => {
    const result = await unchangedBy(
      'public.points_redemptions_v2',
      own(),
      () =>
        shopper.client
          .from('points_redemptions_v2')
          .insert({ user_id: shopper.id, reward_name: 'Gratis', points_used: 1 }),
      { expectRows: false },
    );
    expectNoTablePrivilege(result, 'points_redemptions_v2', 'authenticated');
  });

  attack(
    'a shopper cannot record a gift purchase without the function (insert gift_purchases)',
    async () => {
      const result = await unchangedBy(
        'public.gift_purchases',
        `buyer_id = ${lit(shopper.id)}`,
        () =>
          shopper.client.from('gift_purchases').insert({
            buyer_id: shopper.id,
            gift_type: 'membership',
            gift_value: 'anual',
            amount: 0,
            recipient_name: 'Yo',
            recipient_email: 'yo@example.com',
            gift_code: 'GIFT00000001',
          }),
        { expectRows: false },
      );
      expectNoTablePrivilege(result, 'gift_purchases', 'authenticated');
    },
  );

  // --- identity -------------------------------------------------------------------------------

  attack('a sign-up cannot make itself admin or member through its metadata', async () => {
    const client = anonClient();
    const email = `${unique('meta')}@example.com`;
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: {
        data: {
          first_name: 'Meta',
          is_admin: true,
          membership_type: 'vip',
          total_spent: 1_000_000,
        },
      },
    });
    expect(error).toBeNull();
    const id = present(data.user, 'signed-up user').id;
    expect(
      await sql(
        `select first_name, is_admin, membership_type, total_spent from public.user_profiles where ${byId(id)}`,
      ),
    ).toEqual([
      { first_name: 'Meta', is_admin: false, membership_type: 'regular', total_spent: 0 },
    ]);
    expect(await pointsAndLedger(id)).toEqual({ balance: 100, ledger: 100 });
  });

  attack(
    'a shopper who writes is_admin into their auth metadata is still not an admin',
    async () => {
      const { error } = await other.client.auth.updateUser({
        data: { is_admin: true, role: 'admin' },
      });
      expect(error).toBeNull();
      await other.client.auth.refreshSession();
      const result = await other.client.rpc('admin_dashboard_stats');
      expectNotAuthorized(result, 'No autorizado', 'authenticated');
      expectNothingOfOthers(await other.client.from('user_profiles').select('id'), other.id);
      expect(
        await sql(`select is_admin from public.user_profiles where ${byId(other.id)}`),
      ).toEqual([{ is_admin: false }]);
    },
  );

  attack(
    'a forged service_role token (not signed with the project secret) is refused',
    async () => {
      const client = clientWithKey(forgedJwt({ role: 'service_role', iss: 'supabase' }, 'HS256'));
      const read = await unchangedBy('public.user_profiles', 'true', () =>
        client.from('user_profiles').select('id'),
      );
      expectPostgrestError(read, 'PGRST301', 401);
      const remove = await unchangedBy('public.user_profiles', byId(other.id), () =>
        client.from('user_profiles').delete().eq('id', other.id),
      );
      expectPostgrestError(remove, 'PGRST301', 401);
    },
  );

  attack(
    "a token minted with the Supabase CLI's public demo secret for another shopper's id is refused",
    async () => {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const asOther = await signJwt(DEMO_JWT_SECRET, {
        aud: 'authenticated',
        role: 'authenticated',
        sub: other.id,
        exp,
      });
      const read = await clientWithKey(asOther).from('user_profiles').select('id, first_name');
      expectPostgrestError(read, 'PGRST301', 401);
      const admin = clientWithKey(await signJwt(DEMO_JWT_SECRET, { role: 'service_role', exp }));
      const remove = await unchangedBy('public.user_profiles', byId(other.id), () =>
        admin.from('user_profiles').delete().eq('id', other.id),
      );
      expectPostgrestError(remove, 'PGRST301', 401);
    },
  );

  attack('a token signed with the project secret but for another audience is refused', async () => {
    const elsewhere = await signJwt(inject('jwtSecret'), {
      aud: 'another-project',
      role: 'authenticated',
      sub: other.id,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const client = clientWithKey(elsewhere);
    const result = await unchangedBy('public.user_profiles', byId(other.id), () =>
      client.from('user_profiles').update({ first_name: 'Robada' }).eq('id', other.id).select(),
    );
    expectPostgrestError(result, 'PGRST303', 401);
  });

  attack("an unsigned token (alg none) with another shopper's id is refused", async () => {
    const client = clientWithKey(forgedJwt({ role: 'authenticated', sub: other.id }, 'none'));
    const result = await client.from('user_points').select('*').eq('user_id', other.id);
    expectPostgrestError(result, 'PGRST301', 401);
  });
});

/** A select that shows the caller only their own profile. */
function expectNothingOfOthers(result: { error: unknown; data: unknown }, id: string) {
  expect(result.error).toBeNull();
  expect(result.data).toEqual([{ id }]);
}
