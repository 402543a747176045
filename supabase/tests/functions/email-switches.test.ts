import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  address,
  anonClient,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  serviceRoleClient,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import {
  emailsOfOrder,
  emailsTo,
  pay,
  placeOrder,
  refusal,
  succeeds,
  useFreeShippingThreshold,
  useNewsletterLimit,
  useTimeSlots,
} from '../support/checkout';
import { setSettings, useSettingsRestored } from '../support/settings';

/** The kinds of the emails queued for an order, oldest first. */
async function kindsOfOrder(orderId: string): Promise<string[]> {
  return (await emailsOfOrder(orderId)).map((email) => email.kind);
}

/** The welcome emails queued for an account. */
function welcomesOf(userId: string) {
  return sql<{ recipient: string; subject: string; body: string }>(
    `select recipient, subject, body from public.email_outbox
      where user_id = ${lit(userId)} and kind = 'welcome' order by id`,
  );
}

describe('the email switches: each gates its kind of email in the outbox', () => {
  useSettingsRestored();
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(1_000_000);
  useNewsletterLimit(1_000);
  let slot: string;
  let product: string;
  let admin: Shopper;

  beforeAll(async () => {
    slot = await newSlot(6_000);
    product = await newProduct({ price: 30_000, stock_quantity: 500 });
    admin = await newAdmin();
  });

  /** A new shopper's order of one unit (online payment), to the given checkout email. */
  async function orderTo(email: string, payment: 'cash' | 'online' = 'online') {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    const order = await placeOrder(shopper, { slot, payment, form: address({ email }) });
    return { shopper, order };
  }

  /** An admin moves the order to a status, as the orders screen does. */
  async function setStatus(orderId: string, status: string) {
    await succeeds(admin.client.from('orders').update({ status }).eq('id', orderId));
  }

  describe('order_confirmation_email', () => {
    it('on: the order and its payment each queue their confirmation', async () => {
      const { shopper, order } = await orderTo(`${unique('conf')}@example.com`);
      await pay(shopper, order.id, 'credit_card');

      expect(await kindsOfOrder(order.id)).toEqual(['order_confirmation', 'payment_confirmation']);
    });

    it('off: neither the order nor its payment queues anything', async () => {
      await setSettings({ order_confirmation_email: false });
      const { shopper, order } = await orderTo(`${unique('conf')}@example.com`);
      await pay(shopper, order.id, 'pse');

      expect(await kindsOfOrder(order.id)).toEqual([]);
    });
  });

  describe('shipping_notification_email', () => {
    it('on: an order becoming shipped queues one notice to the checkout email, in Spanish', async () => {
      await setSettings({ order_confirmation_email: false });
      const email = `${unique('envio')}@example.com`;
      const { order } = await orderTo(email, 'cash');

      await setStatus(order.id, 'preparing');
      expect(await kindsOfOrder(order.id)).toEqual([]);
      await setStatus(order.id, 'shipped');

      const emails = await emailsOfOrder(order.id);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        kind: 'shipping_notification',
        recipient: email,
        subject: `Tu pedido ${order.order_number} va en camino`,
      });
      expect(emails[0]?.body).toContain('¡Tu pedido va en camino!');
      expect(emails[0]?.body).toContain(`Pedido: ${order.order_number}`);
    });

    it('on: shipping the same order again after a correction sends nothing more', async () => {
      await setSettings({ order_confirmation_email: false });
      const { order } = await orderTo(`${unique('envio')}@example.com`, 'cash');

      await setStatus(order.id, 'shipped');
      await setStatus(order.id, 'preparing');
      await setStatus(order.id, 'shipped');
      await setStatus(order.id, 'delivered');
      await setStatus(order.id, 'shipped');
      await setStatus(order.id, 'delivered');

      // One shipping notification and one delivered email (issue 38), each once.
      expect(await kindsOfOrder(order.id)).toEqual(['shipping_notification', 'order_delivered']);
    });

    it('off: delivering an order sends no delivered email either', async () => {
      await setSettings({ order_confirmation_email: false, shipping_notification_email: false });
      const { order } = await orderTo(`${unique('entrega')}@example.com`, 'cash');

      await setStatus(order.id, 'shipped');
      await setStatus(order.id, 'delivered');

      expect(await kindsOfOrder(order.id)).toEqual([]);
    });

    it('off: an order becoming shipped queues nothing', async () => {
      await setSettings({ order_confirmation_email: false, shipping_notification_email: false });
      const { order } = await orderTo(`${unique('envio')}@example.com`, 'cash');

      await setStatus(order.id, 'shipped');

      expect(await kindsOfOrder(order.id)).toEqual([]);
    });
  });

  describe('welcome_email_enabled', () => {
    it('on: a new account gets one welcome email to its address, with its first name', async () => {
      const shopper = await newShopper({ first_name: 'Lucía', last_name: 'Mora' });

      const welcomes = await welcomesOf(shopper.id);
      expect(welcomes).toHaveLength(1);
      expect(welcomes[0]).toMatchObject({
        recipient: shopper.email,
        subject: '¡Bienvenido a Boñis!',
      });
      expect(welcomes[0]?.body).toContain('Hola Lucía,');
      expect(welcomes[0]?.body).toContain('Ya tienes 100 puntos de bienvenida.');
    });

    it('on: an account created unconfirmed is welcomed when its email is confirmed, once', async () => {
      const admin = serviceRoleClient().auth.admin;
      const email = `${unique('confirma')}@example.com`;
      const { data, error } = await admin.createUser({ email, password: 'secret-123' });
      expect(error).toBeNull();
      const id = data.user?.id ?? '';
      expect(await welcomesOf(id)).toEqual([]);

      await admin.updateUserById(id, { email_confirm: true });
      await admin.updateUserById(id, { user_metadata: { first_name: 'Otra vez' } });

      expect(await welcomesOf(id)).toEqual([
        expect.objectContaining({ recipient: email, subject: '¡Bienvenido a Boñis!' }),
      ]);
    });

    it('off: a new account gets no welcome email', async () => {
      await setSettings({ welcome_email_enabled: false });
      const shopper = await newShopper();

      expect(await welcomesOf(shopper.id)).toEqual([]);
    });
  });

  describe('newsletter_enabled', () => {
    it('on: a subscription queues the welcome with its code', async () => {
      const email = `${unique('news')}@example.com`;
      await succeeds(anonClient().rpc('subscribe_newsletter', { p_email: email }));

      expect((await emailsTo(email)).map((e) => e.kind)).toEqual(['newsletter_welcome']);
    });

    it('off: the subscription is refused, so no welcome is queued', async () => {
      await setSettings({ newsletter_enabled: false });
      const email = `${unique('news')}@example.com`;

      const refused = await refusal(anonClient().rpc('subscribe_newsletter', { p_email: email }));

      expect(refused.message).toBe('El newsletter no está disponible en este momento');
      expect(await emailsTo(email)).toEqual([]);
    });
  });
});
