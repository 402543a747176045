import { AuthApiError, type RealtimeChannel } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  anonClient,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  serviceRoleClient,
  unique,
  type Shopper,
} from '../support/db';
import {
  cartOf,
  emailsTo,
  pay,
  payCall,
  placeOrder,
  placeOrderCall,
  refusal,
  sqlOne,
  succeeds,
  useFreeShippingThreshold,
  useNewsletterLimit,
  useTimeSlots,
} from '../support/checkout';
import { setSettings, useSettingsRestored } from '../support/settings';

const REGISTRATIONS_CLOSED = 'Los registros están cerrados por ahora';
const IN_MAINTENANCE = 'La tienda está en mantenimiento. Vuelve pronto.';
const NEWSLETTER_OFF = 'El newsletter no está disponible en este momento';

const channels: RealtimeChannel[] = [];
afterEach(async () => {
  await Promise.all(channels.splice(0).map((channel) => channel.unsubscribe()));
});

/** How many accounts have this email. */
async function accountsWith(email: string): Promise<number> {
  const row = await sqlOne<{ n: number }>(
    `select count(*)::int as n from auth.users where email = ${lit(email)}`,
  );
  return row.n;
}

describe('the settings row (app_settings)', () => {
  useSettingsRestored();
  let admin: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    admin = await newAdmin();
    shopper = await newShopper();
  });

  it('is the single row id 1, readable by an anonymous visitor', async () => {
    const { data, error } = await anonClient().from('app_settings').select('*');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ id: 1, allow_registrations: true, maintenance_mode: false });
  });

  it('records the admin who saved it, whatever the browser sent as updated_by', async () => {
    const { data, error } = await admin.client
      .from('app_settings')
      .update({ site_description: `Guardado ${unique()}`, updated_by: shopper.id })
      .eq('id', 1)
      .select('updated_by')
      .single();

    expect(error).toBeNull();
    expect(data).toEqual({ updated_by: admin.id });
  });

  it("leaves a shopper's update without effect", async () => {
    const { error, count } = await shopper.client
      .from('app_settings')
      .update({ maintenance_mode: true }, { count: 'exact' })
      .eq('id', 1);

    expect(error).toBeNull();
    expect(count).toBe(0);
    const row = await sqlOne<{ maintenance_mode: boolean }>(
      `select maintenance_mode from public.app_settings where id = 1`,
    );
    expect(row.maintenance_mode).toBe(false);
  });

  it("reaches an anonymous visitor's open store over realtime when an admin saves it", async () => {
    const visitor = anonClient();
    const heard = new Promise<{ maintenance_mode: boolean; updated_by: string }>(
      (resolve, reject) => {
        const channel = visitor
          .channel(unique('settings-'))
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'app_settings' },
            (payload) => resolve(payload.new as { maintenance_mode: boolean; updated_by: string }),
          );
        channels.push(channel);
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') {
            // A query builder runs when awaited.
            void admin.client
              .from('app_settings')
              .update({ maintenance_mode: true })
              .eq('id', 1)
              .then(({ error: saveError }) => saveError && reject(saveError));
          }
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            reject(error ?? new Error(status));
          }
        });
      },
    );

    expect(await heard).toMatchObject({ maintenance_mode: true, updated_by: admin.id });
  });
});

describe('registrations closed (allow_registrations = false)', () => {
  useSettingsRestored();

  it("refuses a sign-up with the store's Spanish message as the AuthApiError, creating no account", async () => {
    await setSettings({ allow_registrations: false });
    const email = `${unique('closed')}@example.com`;

    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { first_name: 'Ana', last_name: 'Gómez' } },
    });

    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 403, message: REGISTRATIONS_CLOSED });
    expect(data.user).toBeNull();
    expect(data.session).toBeNull();
    expect(await accountsWith(email)).toBe(0);
  });

  it('refuses a phone code that would create an account', async () => {
    await setSettings({ allow_registrations: false });
    const phone = `57300${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

    const { error } = await anonClient().auth.signInWithOtp({ phone });

    expect(error).toMatchObject({ status: 403, message: REGISTRATIONS_CLOSED });
    const row = await sqlOne<{ n: number }>(
      `select count(*)::int as n from auth.users where phone = ${lit(phone)}`,
    );
    expect(row.n).toBe(0);
  });

  it('still lets an existing shopper sign in', async () => {
    const shopper = await newShopper();
    await setSettings({ allow_registrations: false });

    const { error } = await anonClient().auth.signInWithPassword({
      email: shopper.email,
      password: shopper.password,
    });

    expect(error).toBeNull();
  });

  it('still lets the service role create an account, with its profile and welcome points', async () => {
    await setSettings({ allow_registrations: false });
    const email = `${unique('creado')}@example.com`;

    const { data, error } = await serviceRoleClient().auth.admin.createUser({
      email,
      password: 'secret-123',
      email_confirm: true,
      user_metadata: { first_name: 'Creado', last_name: 'Por Admin' },
    });

    expect(error).toBeNull();
    const id = data.user?.id ?? '';
    const profile = await sqlOne<{ first_name: string; current_points: number }>(
      `select p.first_name, b.current_points from public.user_profiles p
         join public.user_points b on b.user_id = p.id where p.id = ${lit(id)}`,
    );
    expect(profile).toEqual({ first_name: 'Creado', current_points: 100 });
  });

  it('takes sign-ups again once registrations are open', async () => {
    await setSettings({ allow_registrations: false });
    await setSettings({ allow_registrations: true });
    const email = `${unique('abierto')}@example.com`;

    const { data, error } = await anonClient().auth.signUp({ email, password: 'secret-123' });

    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe('maintenance mode (maintenance_mode = true)', () => {
  useSettingsRestored();
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(1_000_000);
  let slot: string;
  let product: string;

  beforeAll(async () => {
    slot = await newSlot(5_000);
    product = await newProduct({ price: 20_000, stock_quantity: 500 });
  });

  it("refuses a shopper's order with the maintenance message and leaves the cart as it was", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 2);
    await setSettings({ maintenance_mode: true });

    expect(await refusal(placeOrderCall(shopper, { slot }))).toEqual({
      code: 'P0001',
      message: IN_MAINTENANCE,
    });
    expect(await cartOf(shopper.id)).toEqual([{ product_id: product, quantity: 2 }]);
    const orders = await sqlOne<{ n: number }>(
      `select count(*)::int as n from public.orders where user_id = ${lit(shopper.id)}`,
    );
    expect(orders.n).toBe(0);
  });

  it('refuses to charge a shopper for an order placed before it began', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    const order = await placeOrder(shopper, { slot, payment: 'online' });
    await setSettings({ maintenance_mode: true });

    expect(await refusal(payCall(shopper, order.id, 'credit_card'))).toEqual({
      code: 'P0001',
      message: IN_MAINTENANCE,
    });
    const row = await sqlOne<{ payment_status: string; attempts: number }>(
      `select o.payment_status::text,
              (select count(*)::int from public.payments p where p.order_id = o.id) as attempts
         from public.orders o where o.id = ${lit(order.id)}`,
    );
    expect(row).toEqual({ payment_status: 'pending', attempts: 0 });
  });

  it('lets an admin place and pay an order while the store is closed', async () => {
    const admin = await newAdmin();
    await addToCart(admin, product, 1);
    await setSettings({ maintenance_mode: true });

    const order = await placeOrder(admin, { slot, payment: 'online' });
    const paid = await pay(admin, order.id, 'credit_card');

    expect(paid).toMatchObject({ approved: true, payment_status: 'paid' });
  });

  it('takes orders again once maintenance is over', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    await setSettings({ maintenance_mode: true });
    await setSettings({ maintenance_mode: false });

    const order = await placeOrder(shopper, { slot });

    expect(order.status).toBe('pending');
  });
});

describe('the newsletter switched off (newsletter_enabled = false)', () => {
  useSettingsRestored();
  useNewsletterLimit(1_000);

  it('refuses a subscription: no subscription, no code, no email', async () => {
    await setSettings({ newsletter_enabled: false });
    const email = `${unique('news')}@example.com`;

    expect(await refusal(anonClient().rpc('subscribe_newsletter', { p_email: email }))).toEqual({
      code: 'P0001',
      message: NEWSLETTER_OFF,
    });
    const row = await sqlOne<{ n: number }>(
      `select count(*)::int as n from public.newsletter_subscriptions where email = ${lit(email)}`,
    );
    expect(row.n).toBe(0);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('subscribes again once it is switched back on', async () => {
    await setSettings({ newsletter_enabled: false });
    await setSettings({ newsletter_enabled: true });
    const email = `${unique('news')}@example.com`;

    expect(await succeeds(anonClient().rpc('subscribe_newsletter', { p_email: email }))).toEqual({
      email,
    });
  });
});
