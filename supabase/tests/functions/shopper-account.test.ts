import type { PaymentHistoryEntry, ReorderResult, UserAddress } from '@bonis/supabase-client';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  lit,
  newAdmin,
  newCode,
  newProduct,
  newShopper,
  serviceRoleClient,
  sql,
  type Shopper,
} from '../support/db';
import {
  balanceOf,
  bonusState,
  buyGift,
  cartOf,
  emailsOfOrder,
  emailsTo,
  newUserBonus,
  pay,
  payCall,
  payPurchase,
  placeOrder,
  refusal,
  sqlOne,
  startMembership,
  stockOf,
  succeeds,
  usesOf,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
  type Order,
} from '../support/checkout';

/** An order as stored: status, payment and the time left to pay. */
async function orderRow(orderId: string) {
  return sqlOne<{
    status: string;
    payment_status: string;
    pay_by: string | null;
    minutes_to_pay: number | null;
  }>(
    `select status::text, payment_status::text, pay_by::text,
            round(extract(epoch from pay_by - now()) / 60)::int as minutes_to_pay
       from public.orders where id = ${lit(orderId)}`,
  );
}

/** Runs the expiry job as pg_cron would, at `minutesLater` from now (the job's test clock). */
function expireAt(minutesLater: number) {
  return serviceRoleClient().rpc('expire_unpaid_purchases', {
    p_now: new Date(Date.now() + minutesLater * 60_000).toISOString(),
  });
}

describe('unpaid online orders expire after 30 minutes', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(5_000);
  });

  async function orderOf(payment: 'online' | 'cash', quantity = 2) {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000, stock_quantity: 10 });
    await addToCart(shopper, product, quantity);
    const order = await placeOrder(shopper, { slot, payment });
    return { shopper, product, order };
  }

  it('gives an online order 30 minutes to pay and a cash order none', async () => {
    const online = await orderOf('online');
    const cash = await orderOf('cash');

    expect((await orderRow(online.order.id)).minutes_to_pay).toBe(30);
    expect((await orderRow(cash.order.id)).pay_by).toBeNull();
    const [payable] = await succeeds<{ pay_by: string | null }[]>(
      online.shopper.client.from('payables').select('pay_by').eq('id', online.order.id),
    );
    expect(payable?.pay_by).not.toBeNull();
  });

  it('cancels the order when the job runs past its time, returns its stock and emails the shopper', async () => {
    const { shopper, product, order } = await orderOf('online', 3);
    expect((await stockOf(product)).stock_quantity).toBe(7);

    expect(await succeeds<number>(expireAt(29))).toBeGreaterThanOrEqual(0);
    expect((await orderRow(order.id)).status).toBe('pending');

    expect(await succeeds<number>(expireAt(31))).toBeGreaterThanOrEqual(1);

    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await stockOf(product)).stock_quantity).toBe(10);
    const emails = await emailsOfOrder(order.id);
    expect(emails.map((email) => email.subject)).toContain(
      `Tu pedido ${order.order_number} se canceló porque no recibimos el pago`,
    );
    // Past its time (the real clock too, by now) the order can no longer be paid, and the
    // shopper is told why.
    await sql(
      `update public.orders set pay_by = now() - interval '1 minute' where id = ${lit(order.id)}`,
    );
    const refused = await refusal(payCall(shopper, order.id, 'credit_card'));
    expect(refused.message).toBe(DB_MESSAGES.orderPaymentExpired);
  });

  it('leaves cash orders and paid orders alone', async () => {
    const cash = await orderOf('cash');
    const paid = await orderOf('online');
    await pay(paid.shopper, paid.order.id, 'credit_card');

    await succeeds(expireAt(31));

    expect((await orderRow(cash.order.id)).status).toBe('pending');
    expect(await orderRow(paid.order.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      pay_by: null,
    });
  });

  it('refuses to charge an order whose time to pay has passed, before the job cancels it', async () => {
    const { shopper, order } = await orderOf('online');
    await sql(
      `update public.orders set pay_by = now() - interval '1 second' where id = ${lit(order.id)}`,
    );

    const refused = await refusal(payCall(shopper, order.id, 'credit_card'));

    expect(refused.message).toBe(DB_MESSAGES.orderPaymentExpired);
    expect(
      await sql(`select 1 from public.payments where order_id = ${lit(order.id)}`),
    ).toHaveLength(0);
  });

  it('lets only the scheduler run the job: a shopper calling it is refused', async () => {
    const shopper = await newShopper();
    const refused = await refusal(shopper.client.rpc('expire_unpaid_purchases', {}));
    expect(refused.code).toBe('42501');
  });
});

describe('cancel_order: the shopper cancels before the order is prepared', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(1_000_000);
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(0);
  });

  async function placed(
    options: {
      payment?: 'online' | 'cash';
      code?: string;
      bonusId?: string;
      shopper?: Shopper;
    } = {},
  ) {
    const shopper = options.shopper ?? (await newShopper());
    const product = await newProduct({ price: 50_000, stock_quantity: 5 });
    await addToCart(shopper, product, 2);
    const order = await placeOrder(shopper, {
      slot,
      payment: options.payment ?? 'online',
      code: options.code ?? null,
      bonusId: options.bonusId ?? null,
    });
    return { shopper, product, order };
  }

  function cancel(shopper: Shopper, orderId: string) {
    return shopper.client.rpc('cancel_order', { p_order_id: orderId });
  }

  it('cancels an unpaid order: stock back, no refund, an email', async () => {
    const { shopper, product, order } = await placed();

    const cancelled = await succeeds<Order>(cancel(shopper, order.id));

    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect((await stockOf(product)).stock_quantity).toBe(5);
    const emails = await emailsOfOrder(order.id);
    expect(emails.at(-1)).toMatchObject({
      kind: 'order_cancelled',
      subject: `Tu pedido ${order.order_number} fue cancelado`,
    });
    expect(emails.at(-1)?.body).toContain('No se hizo ningún cobro.');
  });

  it('refunds a paid order and takes its points back', async () => {
    const { shopper, order } = await placed();
    await pay(shopper, order.id, 'credit_card');
    const before = await balanceOf(shopper.id);
    expect(before).toBe(100 + 100);

    const cancelled = await succeeds<Order>(cancel(shopper, order.id));

    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await balanceOf(shopper.id)).toBe(100);
    const [payment] = await sql<{ refunded: boolean }>(
      `select refunded_at is not null as refunded from public.payments where order_id = ${lit(order.id)}`,
    );
    expect(payment?.refunded).toBe(true);
    expect((await emailsOfOrder(order.id)).at(-1)?.body).toContain('Te devolvimos $');
  });

  it('gives the discount code use and the bonus back, and an admin reactivating takes them again', async () => {
    const code = await newCode({ type: 'fixed', value: 5_000, max_uses: 1 });
    const first = await placed({ code });
    expect(await usesOf(code)).toBe(1);

    await succeeds(cancel(first.shopper, first.order.id));
    expect(await usesOf(code)).toBe(0);

    // Used up by another shopper meanwhile: the admin can't bring the first order back.
    await placed({ code });
    const admin = await newAdmin();
    const refused = await refusal(
      admin.client.from('orders').update({ status: 'confirmed' }).eq('id', first.order.id),
    );
    expect(refused.message).toBe(DB_MESSAGES.reactivationCodeUsedUp);

    const shopper = await newShopper();
    const bonusId = await newUserBonus(shopper.id, 'discount', 10);
    const withBonus = await placed({ shopper, bonusId });
    expect(await bonusState(bonusId)).toEqual({ status: 'used', used: true });
    await succeeds(cancel(shopper, withBonus.order.id));
    expect(await bonusState(bonusId)).toEqual({ status: 'active', used: false });
    await succeeds(
      admin.client.from('orders').update({ status: 'confirmed' }).eq('id', withBonus.order.id),
    );
    expect(await bonusState(bonusId)).toEqual({ status: 'used', used: true });
  });

  it("refuses once the order is being prepared, and for someone else's order", async () => {
    const { shopper, order } = await placed({ payment: 'cash' });
    await sql(`update public.orders set status = 'preparing' where id = ${lit(order.id)}`);

    expect((await refusal(cancel(shopper, order.id))).message).toBe(
      DB_MESSAGES.orderNotCancellable,
    );
    const other = await placed();
    expect((await refusal(cancel(shopper, other.order.id))).message).toBe(
      DB_MESSAGES.orderNotFound,
    );
    expect((await orderRow(other.order.id)).status).toBe('pending');
  });

  it('cancels once: a second call (a double click, another tab) changes nothing more', async () => {
    const { shopper, product, order } = await placed();
    await pay(shopper, order.id, 'pse');

    const [a, b] = await Promise.all([cancel(shopper, order.id), cancel(shopper, order.id)]);
    await succeeds(Promise.resolve(a));
    await succeeds(Promise.resolve(b));

    expect((await stockOf(product)).stock_quantity).toBe(5);
    expect(await balanceOf(shopper.id)).toBe(100);
    const cancelEmails = (await emailsOfOrder(order.id)).filter(
      (e) => e.kind === 'order_cancelled',
    );
    expect(cancelEmails).toHaveLength(1);
  });
});

describe('reorder: "Volver a comprar"', () => {
  const newSlot = useTimeSlots();
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(0);
  });

  it('adds every line still sold, capped by stock, and says which lines were not added', async () => {
    const shopper = await newShopper();
    const kept = await newProduct({ price: 10_000, stock_quantity: 10 });
    const scarce = await newProduct({ price: 12_000, stock_quantity: 10 });
    const soldOut = await newProduct({ price: 8_000, stock_quantity: 10 });
    const retired = await newProduct({ price: 9_000, stock_quantity: 10 });
    await addToCart(shopper, kept, 2);
    await addToCart(shopper, scarce, 5);
    await addToCart(shopper, soldOut, 1);
    await addToCart(shopper, retired, 1);
    const order = await placeOrder(shopper, { slot, payment: 'cash' });
    await sql(`update public.products set stock_quantity = 3 where id = ${lit(scarce)}`);
    await sql(`update public.products set stock_quantity = 0 where id = ${lit(soldOut)}`);
    await sql(`update public.products set is_active = false where id = ${lit(retired)}`);

    const result = await succeeds<ReorderResult>(
      shopper.client.rpc('reorder', { p_order_id: order.id }),
    );

    expect(result.added).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: kept, quantity: 2, requested: 2 }),
        expect.objectContaining({ product_id: scarce, quantity: 3, requested: 5 }),
      ]),
    );
    expect(result.unavailable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: soldOut, reason: 'agotado' }),
        expect.objectContaining({ product_id: retired, reason: 'no_disponible' }),
      ]),
    );
    expect(result.cart_units).toBe(5);
    expect(await cartOf(shopper.id)).toEqual(
      [
        { product_id: kept, quantity: 2 },
        { product_id: scarce, quantity: 3 },
      ].sort((a, b) => a.product_id.localeCompare(b.product_id)),
    );
  });

  it("refuses another shopper's order and a signed-out caller", async () => {
    const owner = await newShopper();
    const product = await newProduct({ price: 10_000 });
    await addToCart(owner, product, 1);
    const order = await placeOrder(owner, { slot, payment: 'cash' });
    const stranger = await newShopper();

    expect((await refusal(stranger.client.rpc('reorder', { p_order_id: order.id }))).message).toBe(
      DB_MESSAGES.orderNotFound,
    );
    expect(await cartOf(stranger.id)).toEqual([]);
  });
});

describe('the address book', () => {
  const home = {
    label: 'Casa',
    address: 'Calle 80 # 10-20',
    department: 'Bogotá D.C.',
    city: 'Bogotá',
  };

  async function add(shopper: Shopper, overrides: Partial<UserAddress> = {}) {
    return succeeds<UserAddress>(
      shopper.client
        .from('user_addresses')
        .insert({ ...home, ...overrides })
        .select()
        .single(),
    );
  }

  async function defaults(shopper: Shopper) {
    const rows = await succeeds<{ label: string; is_default: boolean }[]>(
      shopper.client.from('user_addresses').select('label, is_default').order('created_at'),
    );
    return rows.filter((row) => row.is_default).map((row) => row.label);
  }

  it('makes the first address the default; a new default unsets the old one', async () => {
    const shopper = await newShopper();
    const first = await add(shopper);
    expect(first.is_default).toBe(true);
    const office = await add(shopper, { label: 'Oficina', is_default: false });
    expect(await defaults(shopper)).toEqual(['Casa']);

    await succeeds(
      shopper.client.from('user_addresses').update({ is_default: true }).eq('id', office.id),
    );
    expect(await defaults(shopper)).toEqual(['Oficina']);

    // Unsetting the only default leaves it: a shopper always has one.
    await succeeds(
      shopper.client.from('user_addresses').update({ is_default: false }).eq('id', office.id),
    );
    expect(await defaults(shopper)).toEqual(['Oficina']);

    await succeeds(shopper.client.from('user_addresses').delete().eq('id', office.id));
    expect(await defaults(shopper)).toEqual(['Casa']);
  });

  it('keeps at most 10 addresses per shopper', async () => {
    const shopper = await newShopper();
    for (let i = 0; i < 10; i += 1) await add(shopper, { label: `Dirección ${i}` });

    const refused = await refusal(
      shopper.client.from('user_addresses').insert({ ...home, label: 'Once' }),
    );
    expect(refused.message).toBe(DB_MESSAGES.addressBookFull);
  });

  it('refuses bad fields: an unknown department, a short address, a phone that is not 10 digits', async () => {
    const shopper = await newShopper();
    for (const bad of [
      { department: 'Texas' },
      { address: 'x' },
      { phone: '12345' },
      { label: '   ' },
    ]) {
      const refused = await refusal(
        shopper.client.from('user_addresses').insert({ ...home, ...bad }),
      );
      expect(refused.code, JSON.stringify(bad)).toBe('23514');
    }
  });

  it("keeps each shopper's addresses to themselves", async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    const mine = await add(owner);

    expect(await succeeds<unknown[]>(stranger.client.from('user_addresses').select('id'))).toEqual(
      [],
    );
    await succeeds(
      stranger.client.from('user_addresses').update({ label: 'Robada' }).eq('id', mine.id),
    );
    await succeeds(stranger.client.from('user_addresses').delete().eq('id', mine.id));
    const refused = await refusal(
      stranger.client.from('user_addresses').insert({ ...home, user_id: owner.id }),
    );
    expect(refused.code).toBe('42501');
    expect(await sql(`select label from public.user_addresses where id = ${lit(mine.id)}`)).toEqual(
      [{ label: 'Casa' }],
    );
    const moved = await refusal(
      owner.client.from('user_addresses').update({ user_id: stranger.id }).eq('id', mine.id),
    );
    expect(moved.code).toBe('42501');
  });
});

describe('payment_history and the confirmation emails of memberships and gifts', () => {
  const newSlot = useTimeSlots();
  const plans = useSpecPlans();
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(0);
  });

  it("lists the caller's own payments of every kind, and emails memberships and gifts", async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 30_000 });
    await addToCart(shopper, product, 1);
    const order = await placeOrder(shopper, { slot, payment: 'online' });
    await pay(shopper, order.id, 'credit_card');
    const purchase = await startMembership(shopper, plans.mensual);
    await payPurchase(shopper, 'membership', purchase.id, 'pse');
    const gift = await buyGift(shopper, { p_recipient_name: 'Camila Torres' });
    await payPurchase(shopper, 'gift', gift.id);
    // Another shopper's payment never shows, not even to an admin reading their own history.
    const stranger = await newShopper();
    await payPurchase(stranger, 'gift', (await buyGift(stranger)).id);
    const admin = await newAdmin();

    const rows = await succeeds<PaymentHistoryEntry[]>(
      shopper.client.from('payment_history').select('*').order('created_at', { ascending: false }),
    );

    expect(rows.map((row) => [row.kind, row.description, row.status])).toEqual([
      ['gift', 'Regalo: Cupón $ 50.000 para Camila Torres', 'approved'],
      ['membership', expect.stringMatching(/^Membresía /), 'approved'],
      ['order', `Pedido ${order.order_number}`, 'approved'],
    ]);
    expect(rows[1]).toMatchObject({ method: 'pse', pse_bank: 'Bancolombia' });
    expect(rows[2]).toMatchObject({ method: 'credit_card', card_last4: '4242' });
    expect(await succeeds<unknown[]>(admin.client.from('payment_history').select('id'))).toEqual(
      [],
    );

    const kinds = (await emailsTo(shopper.email)).map((email) => email.kind);
    expect(kinds).toEqual(expect.arrayContaining(['membership_confirmation', 'gift_confirmation']));
    const [membershipEmail] = (await emailsTo(shopper.email)).filter(
      (email) => email.kind === 'membership_confirmation',
    );
    expect(membershipEmail?.subject).toMatch(/^Tu membresía .+ está activa$/);
  });
});
