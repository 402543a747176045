import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addToCart,
  address,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  sql,
  unique,
} from '../support/db';
import {
  emailsOfOrder,
  pay,
  placeOrder,
  succeeds,
  useFreeShippingThreshold,
  useTimeSlots,
} from '../support/checkout';

async function setOrderEmails(on: boolean) {
  await sql(`update public.app_settings set order_confirmation_email = ${on} where id = 1`);
}

interface MailboxMessage {
  kind: string;
  to: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown>;
}

async function mailboxOf(recipient: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${inject('apiUrl')}/mailbox?format=json&to=${encodeURIComponent(recipient)}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as MailboxMessage[];
}

describe('the emails an order sends (outbox, delivered by the dev mailbox)', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(1_000_000);
  let slot: string;
  let product: string;
  beforeAll(async () => {
    slot = await newSlot(8_000);
    product = await newProduct({ price: 45_000, stock_quantity: 100 });
    await sql(`update public.products set name = 'Chunky Adultos 4 kg' where id = ${lit(product)}`);
    await setOrderEmails(true);
  });
  afterAll(async () => {
    await setOrderEmails(true);
  });

  it('queues the order confirmation in Spanish to the checkout email, with lines and totals', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 2);
    const email = `${unique('pedido')}@example.com`;

    const order = await placeOrder(shopper, {
      slot,
      form: address({ email, firstName: 'Lucía' }),
    });

    const emails = await emailsOfOrder(order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'order_confirmation',
      recipient: email,
      subject: `Recibimos tu pedido ${order.order_number}`,
    });
    const body = emails[0]?.body ?? '';
    expect(body).toContain('Hola Lucía,');
    expect(body).toContain('Lo pagas contra entrega.');
    expect(body).toContain('2 × Chunky Adultos 4 kg — $ 90.000');
    expect(body).toContain('Subtotal: $ 90.000');
    expect(body).toContain('Envío: $ 8.000');
    expect(body).toContain('Total: $ 98.000');
    expect(body).toContain('Pago: contra entrega (pendiente)');
  });

  it('queues the payment confirmation with the points earned when the card is approved', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    const email = `${unique('pago')}@example.com`;
    const order = await placeOrder(shopper, { slot, payment: 'online', form: address({ email }) });

    await pay(shopper, order.id, 'credit_card');

    const emails = await emailsOfOrder(order.id);
    expect(emails.map((e) => e.kind)).toEqual(['order_confirmation', 'payment_confirmation']);
    expect(emails[1]).toMatchObject({
      recipient: email,
      subject: `Pago confirmado de tu pedido ${order.order_number}`,
    });
    expect(emails[1]?.body).toContain('Pago: tarjeta (pagado)');
    expect(emails[1]?.body).toContain('Ganaste 53 puntos con esta compra.');
  });

  it('sends no payment email for a declined card, and one when an admin marks a cash order paid', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    const online = await placeOrder(shopper, { slot, payment: 'online' });
    await pay(shopper, online.id, 'credit_card', {
      holder: 'ANA',
      number: '4000 0000 0000 0002',
      expiry: '12/39',
      cvv: '123',
    });
    expect((await emailsOfOrder(online.id)).map((e) => e.kind)).toEqual(['order_confirmation']);

    await addToCart(shopper, product, 1);
    const cash = await placeOrder(shopper, { slot });
    const admin = await newAdmin();
    await succeeds(
      admin.client.from('orders').update({ payment_status: 'paid' }).eq('id', cash.id),
    );
    expect((await emailsOfOrder(cash.id)).map((e) => e.kind)).toEqual([
      'order_confirmation',
      'payment_confirmation',
    ]);
  });

  it('sends neither email while the order_confirmation_email switch is off', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    await setOrderEmails(false);
    try {
      const order = await placeOrder(shopper, { slot, payment: 'online' });
      await pay(shopper, order.id, 'pse');
      expect(await emailsOfOrder(order.id)).toEqual([]);
    } finally {
      await setOrderEmails(true);
    }
  });

  it('delivers queued emails to the dev mailbox when it is read, once', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    const email = `${unique('buzon')}@example.com`;
    const order = await placeOrder(shopper, { slot, form: address({ email }) });

    const first = await mailboxOf(email);
    const second = await mailboxOf(email);

    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      kind: 'email',
      to: email,
      subject: `Recibimos tu pedido ${order.order_number}`,
      meta: { type: 'order_confirmation', order_id: order.id },
    });
    expect(second).toHaveLength(1);
    const [row] = await sql<{ sent: boolean }>(
      `select sent_at is not null as sent from public.email_outbox where order_id = ${lit(order.id)}`,
    );
    expect(row?.sent).toBe(true);
  });
});
