import { beforeAll, expect, inject } from 'vitest';
import {
  attack,
  attackMatrix,
  countOf,
  expectNoRowsAffected,
  expectPostgrestError,
  expectRuleRefusal,
  newMembershipPurchase,
  placeOrderFor,
  unchangedBy,
} from '../support/attacks';
import { GOOD_CARD } from '../support/checkout';
import { anonClient, lit, newAdmin, newShopper, sql, unique, type Shopper } from '../support/db';
import { setSettings, useSettingsRestored } from '../support/settings';

const IN_MAINTENANCE = 'La tienda está en mantenimiento. Vuelve pronto.';

/**
 * The settings the store obeys (issue 22): the registration hook is the auth server's only,
 * maintenance holds against a shopper's stale tab, the settings row and the newsletter list
 * keep what the database decides.
 */
attackMatrix('the enforced settings', () => {
  useSettingsRestored();
  const anon = anonClient();
  let shopper: Shopper;
  let admin: Shopper;

  beforeAll(async () => {
    shopper = await newShopper();
    admin = await newAdmin();
  });

  attack('an anonymous visitor cannot call the registration hook through the API', async () => {
    const result = await anon.rpc('before_user_created', { event: {} });
    expectPostgrestError(result, 'PGRST202', 404);
    const privately = await anon.schema('private').rpc('before_user_created', { event: {} });
    expectPostgrestError(privately, 'PGRST106', 406);
  });

  attack(
    'a visitor cannot sign up while registrations are closed by calling the auth API directly',
    async () => {
      await setSettings({ allow_registrations: false });
      const email = `${unique('directo')}@example.com`;
      const response = await unchangedBy(
        'auth.users',
        `email = ${lit(email)}`,
        () =>
          fetch(`${inject('apiUrl')}/auth/v1/signup`, {
            method: 'POST',
            headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'secret-123' }),
          }),
        { expectRows: false },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 403,
        error_code: 'unknown',
        msg: 'Los registros están cerrados por ahora',
      });
    },
  );

  attack('a shopper cannot pay for a membership while the store is in maintenance', async () => {
    const purchase = await newMembershipPurchase(shopper.id);
    await setSettings({ maintenance_mode: true });
    const result = await unchangedBy('public.membership_purchases', `id = ${lit(purchase)}`, () =>
      shopper.client.rpc('confirm_payment', {
        p_kind: 'membership',
        p_id: purchase,
        p_payment_method: 'credit_card',
        p_details: GOOD_CARD,
      }),
    );
    expectRuleRefusal(result, IN_MAINTENANCE);
    expect(await countOf('public.payments', `membership_purchase_id = ${lit(purchase)}`)).toBe(0);
  });

  attack('a shopper cannot place an order while the store is in maintenance', async () => {
    // The order that proves orders work, then the refused one.
    await placeOrderFor(shopper);
    await setSettings({ maintenance_mode: true });
    const before = await countOf('public.orders', `user_id = ${lit(shopper.id)}`);
    await expect(placeOrderFor(shopper)).rejects.toMatchObject({ message: IN_MAINTENANCE });
    expect(await countOf('public.orders', `user_id = ${lit(shopper.id)}`)).toBe(before);
  });

  attack('a shopper cannot switch maintenance off or registrations on', async () => {
    await setSettings({ maintenance_mode: true, allow_registrations: false });
    const result = await unchangedBy('public.app_settings', 'id = 1', () =>
      shopper.client
        .from('app_settings')
        .update({ maintenance_mode: false, allow_registrations: true }, { count: 'exact' })
        .eq('id', 1),
    );
    expectNoRowsAffected(result);
  });

  attack("an admin cannot record another user as the settings' editor", async () => {
    const { error } = await admin.client
      .from('app_settings')
      .update({ updated_by: shopper.id, site_name: 'Boñis' })
      .eq('id', 1);
    expect(error).toBeNull();
    const [row] = await sql<{ updated_by: string }>(
      `select updated_by from public.app_settings where id = 1`,
    );
    expect(row?.updated_by).toBe(admin.id);
  });

  attack('an admin cannot make a used newsletter code usable again', async () => {
    const [row] = await sql<{ id: string }>(
      `insert into public.newsletter_subscriptions (email, discount_code, used_discount)
       values (${lit(`${unique('usado')}@example.com`)}, ${lit(unique('WELCOME').toUpperCase())}, true)
       returning id`,
    );
    const id = row?.id ?? '';
    const result = await unchangedBy('public.newsletter_subscriptions', `id = ${lit(id)}`, () =>
      admin.client.from('newsletter_subscriptions').update({ used_discount: false }).eq('id', id),
    );
    expect(result.error).toMatchObject({
      code: '42501',
      message: 'Solo se puede cambiar el estado',
    });
  });

  attack('a shopper cannot unsubscribe a subscriber', async () => {
    const [row] = await sql<{ id: string }>(
      `insert into public.newsletter_subscriptions (email, discount_code)
       values (${lit(`${unique('activo')}@example.com`)}, ${lit(unique('WELCOME').toUpperCase())})
       returning id`,
    );
    const id = row?.id ?? '';
    const result = await unchangedBy('public.newsletter_subscriptions', `id = ${lit(id)}`, () =>
      shopper.client
        .from('newsletter_subscriptions')
        .update({ status: 'unsubscribed' }, { count: 'exact' })
        .eq('id', id),
    );
    expectNoRowsAffected(result);
  });
});
