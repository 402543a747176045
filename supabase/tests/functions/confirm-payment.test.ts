import { DB_MESSAGES } from '@bonis/supabase-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  pointsAndLedger,
  setMembership,
  sql,
} from '../support/db';
import {
  balanceOf,
  DECLINE_TEST_CARD,
  GOOD_CARD,
  ledgerOf,
  pay,
  payCall,
  paymentsOf,
  placeOrder,
  PSE,
  refusal,
  succeeds,
  totalsOf,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
} from '../support/checkout';

/** A new shopper (optionally a member) with a placed order of the given product price. */
async function shopperWithOrder(
  slot: string,
  price: number,
  {
    membership = 'regular',
    payment = 'online',
  }: { membership?: 'regular' | 'mensual'; payment?: 'online' | 'cash' } = {},
) {
  const shopper = await newShopper();
  if (membership !== 'regular') await setMembership(shopper.id, membership);
  await addToCart(shopper, await newProduct({ price, member_price: price }), 1);
  const order = await placeOrder(shopper, { slot, payment });
  return { shopper, order };
}

async function orderRow(orderId: string) {
  const [row] = await sql<{
    payment_status: string;
    payment_method: string;
    status: string;
    points_earned: number;
  }>(
    `select payment_status::text, payment_method::text, status::text, points_earned
       from public.orders where id = ${lit(orderId)}`,
  );
  return row;
}

describe('confirm_payment, the simulated gateway', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  useSpecPlans();
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(7_900);
  });

  it('pays an online order by card: paid, confirmed, and only the last four digits are kept', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);

    const result = await pay(shopper, order.id, 'credit_card', GOOD_CARD);

    expect(result).toMatchObject({
      approved: true,
      kind: 'order',
      id: order.id,
      payment_status: 'paid',
      payment_method: 'credit_card',
      reference: order.order_number,
    });
    expect(result.order).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(result.order.paid_at).not.toBeNull();
    expect(await paymentsOf(order.id)).toEqual([
      {
        method: 'credit_card',
        status: 'approved',
        amount: 27_900,
        card_last4: '4242',
        pse_bank: null,
        document_type: null,
        decline_reason: null,
      },
    ]);
    const stored = await sql<{ found: boolean }>(
      `select exists (select 1 from public.payments p where to_jsonb(p)::text like '%424242424242%'
         or to_jsonb(p)::text like '%123%cvv%') as found`,
    );
    expect(stored[0]?.found).toBe(false);
  });

  it('pays an online order by PSE with a listed bank and a document number', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);

    const result = await pay(shopper, order.id, 'pse', { ...PSE, bank: 'Banco AV Villas' });

    expect(result).toMatchObject({ approved: true, payment_status: 'paid', payment_method: 'pse' });
    expect(await paymentsOf(order.id)).toMatchObject([
      { method: 'pse', status: 'approved', pse_bank: 'Banco AV Villas', document_type: 'CC' },
    ]);
  });

  it('declines a card that fails the Luhn check: failed, recorded, no points; a good card then pays it', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);

    const declined = await pay(shopper, order.id, 'credit_card', {
      ...GOOD_CARD,
      number: '4242 4242 4242 4241',
    });

    expect(declined).toMatchObject({ approved: false, payment_status: 'failed' });
    expect(await orderRow(order.id)).toMatchObject({
      payment_status: 'failed',
      payment_method: 'online',
      status: 'pending',
      points_earned: 0,
    });
    expect(await balanceOf(shopper.id)).toBe(100);

    const retried = await pay(shopper, order.id, 'credit_card', GOOD_CARD);

    expect(retried).toMatchObject({ approved: true, payment_status: 'paid' });
    expect((await paymentsOf(order.id)).map((p) => [p.status, p.decline_reason])).toEqual([
      ['declined', 'luhn'],
      ['approved', null],
    ]);
    expect(await balanceOf(shopper.id)).toBe(127);
  });

  it('declines the documented decline test card and an expired card', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);

    expect(await pay(shopper, order.id, 'credit_card', DECLINE_TEST_CARD)).toMatchObject({
      approved: false,
    });
    expect(
      await pay(shopper, order.id, 'credit_card', { ...GOOD_CARD, expiry: '01/20' }),
    ).toMatchObject({ approved: false, decline_reason: 'expired' });

    expect((await paymentsOf(order.id)).map((p) => p.decline_reason)).toEqual([
      'declined',
      'expired',
    ]);
    expect((await orderRow(order.id))?.payment_status).toBe('failed');
  });

  it('refuses incomplete or malformed card details with the form message, and records nothing', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);
    const incomplete = [
      null,
      {},
      { ...GOOD_CARD, holder: '  ' },
      { ...GOOD_CARD, number: '4242' },
      { ...GOOD_CARD, number: '4242 4242 4242 4242 4242' },
      { ...GOOD_CARD, number: '4242-abcd-4242-4242' },
      { ...GOOD_CARD, expiry: '1230' },
      { ...GOOD_CARD, cvv: '12' },
      { ...GOOD_CARD, cvv: '12a' },
    ];

    for (const details of incomplete) {
      expect(
        (await refusal(payCall(shopper, order.id, 'credit_card', details))).message,
        JSON.stringify(details),
      ).toBe('Campos incompletos - Por favor completa todos los campos de la tarjeta');
    }
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id))?.payment_status).toBe('pending');
  });

  it('refuses a month that does not exist with its own message, and records nothing', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);

    for (const expiry of ['13/30', '00/30', '99/30']) {
      expect(
        (await refusal(payCall(shopper, order.id, 'credit_card', { ...GOOD_CARD, expiry })))
          .message,
        expiry,
      ).toBe(DB_MESSAGES.invalidCardExpiry);
    }
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it('refuses PSE without a listed bank, a known document type or a document number', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);
    const incomplete = [
      {},
      { ...PSE, bank: 'Banco Falso' },
      { ...PSE, documentType: 'PASAPORTE' },
      { ...PSE, documentNumber: '' },
      { ...PSE, documentNumber: '12ab' },
    ];

    for (const details of incomplete) {
      expect(
        (await refusal(payCall(shopper, order.id, 'pse', details))).message,
        JSON.stringify(details),
      ).toBe('Campos incompletos - Por favor completa todos los campos de PSE');
    }
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it('refuses to pay a cash order: it stays pending and earns nothing (only an admin marks it paid)', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000, { payment: 'cash' });

    for (const method of ['credit_card', 'pse']) {
      expect((await refusal(payCall(shopper, order.id, method))).message).toBe(
        'Pago contra entrega - Este pedido se paga al recibirlo',
      );
    }
    expect(await orderRow(order.id)).toMatchObject({
      payment_status: 'pending',
      payment_method: 'cash',
      points_earned: 0,
    });
    expect(await balanceOf(shopper.id)).toBe(100);
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
  });

  it('refuses to pay an online order with cash or "online" as the method', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);
    for (const method of ['cash', 'online']) {
      expect((await refusal(payCall(shopper, order.id, method, GOOD_CARD))).message).toBe(
        'Selecciona pago - Por favor selecciona un método de pago',
      );
    }
    expect((await orderRow(order.id))?.payment_status).toBe('pending');
  });

  it('earns a regular shopper 1 point per whole 1,000 COP, recorded in the ledger with the order number', async () => {
    // 70,000 + 7,900 shipping = 77,900 → 77 points.
    const { shopper, order } = await shopperWithOrder(slot, 70_000);
    expect(order.total).toBe(77_900);

    const paid = await pay(shopper, order.id, 'credit_card');

    expect(paid.order.points_earned).toBe(77);
    expect(await ledgerOf(shopper.id)).toEqual([
      {
        transaction_type: 'earned',
        points_earned: 100,
        points_used: 0,
        description: 'Puntos de bienvenida',
      },
      {
        transaction_type: 'earned',
        points_earned: 77,
        points_used: 0,
        description: `Puntos por el pedido ${order.order_number}`,
      },
    ]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 177, ledger: 177 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 77_900 });
  });

  it('earns a mensual member 1.5 points per whole 1,000 COP from the plan, rounded down', async () => {
    // Members ship free: total 33,333 → floor(33 × 1.5) = 49 points.
    const { shopper, order } = await shopperWithOrder(slot, 33_333, { membership: 'mensual' });
    expect(order).toMatchObject({ total: 33_333, membership_type: 'mensual' });

    const paid = await pay(shopper, order.id, 'pse');

    expect(paid.order.points_earned).toBe(49);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 149, ledger: 149 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 33_333 });
  });

  it('answers a second payment of a paid order with the first one: one charge, points once', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 50_000);

    const first = await pay(shopper, order.id, 'credit_card');
    const second = await pay(shopper, order.id, 'pse');

    expect(second).toMatchObject({
      approved: true,
      payment_status: 'paid',
      payment_method: 'credit_card',
    });
    expect(second.order).toMatchObject({ points_earned: 57, paid_at: first.order.paid_at });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await ledgerOf(shopper.id)).toHaveLength(2);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 157, ledger: 157 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 57_900 });
  });

  it("refuses to pay another shopper's order, which stays unpaid", async () => {
    const { order } = await shopperWithOrder(slot, 20_000);
    const intruder = await newShopper();

    expect(await refusal(payCall(intruder, order.id, 'credit_card'))).toMatchObject({
      message: 'Pedido no encontrado',
    });
    expect((await orderRow(order.id))?.payment_status).toBe('pending');
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await balanceOf(intruder.id)).toBe(100);
  });

  it('refuses a kind of payable it does not know, and an order paid as another kind', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);
    expect(
      (await refusal(payCall(shopper, order.id, 'credit_card', GOOD_CARD, 'subscription'))).message,
    ).toBe('Pago no encontrado');
    expect(
      (await refusal(payCall(shopper, order.id, 'credit_card', GOOD_CARD, 'membership'))).message,
    ).toBe('Membresía no encontrada');
    expect(
      (await refusal(payCall(shopper, order.id, 'credit_card', GOOD_CARD, 'gift'))).message,
    ).toBe('Regalo no encontrado');
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id))?.payment_status).toBe('pending');
  });

  it('no longer has the two-argument confirm_payment that marked any order paid', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000, { payment: 'cash' });
    const { error } = await shopper.client.rpc('confirm_payment', {
      p_order_id: order.id,
      p_payment_method: 'credit_card',
    });
    expect(error?.code).toBe('PGRST202');
    expect((await orderRow(order.id))?.payment_status).toBe('pending');
  });

  it('awards the points once when an admin marks a cash order paid, even if they set it back and paid again', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 40_000, { payment: 'cash' });
    const admin = await newAdmin();
    const setPayment = (payment_status: string) =>
      succeeds(admin.client.from('orders').update({ payment_status }).eq('id', order.id));

    await setPayment('paid');
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 147, ledger: 147 });
    await setPayment('pending');
    await setPayment('paid');

    const [row] = await sql<{ payment_status: string; points_earned: number }>(
      `select payment_status, points_earned from public.orders where id = ${lit(order.id)}`,
    );
    expect(row).toEqual({ payment_status: 'paid', points_earned: 47 });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 147, ledger: 147 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 47_900 });
    expect(await balanceOf(admin.id)).toBe(100);
  });
});
