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
  type Shopper,
} from '../support/db';
import {
  balanceOf,
  ledgerOf,
  type Order,
  placeOrder,
  refusal,
  succeeds,
  totalsOf,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
} from '../support/checkout';

function confirmCall(shopper: Shopper, orderId: string, method: string) {
  return shopper.client.rpc('confirm_payment', {
    p_order_id: orderId,
    p_payment_method: method,
  });
}

function confirm(shopper: Shopper, orderId: string, method: string): Promise<Order> {
  return succeeds<Order>(confirmCall(shopper, orderId, method));
}

/** A new shopper (optionally a member) with a placed order of the given product price. */
async function shopperWithOrder(
  slot: string,
  price: number,
  membership: 'regular' | 'mensual' = 'regular',
) {
  const shopper = await newShopper();
  if (membership !== 'regular') await setMembership(shopper.id, membership);
  await addToCart(shopper, await newProduct({ price, member_price: price }), 1);
  const order = await placeOrder(shopper, { slot });
  return { shopper, order };
}

describe('confirm_payment, the simulated gateway', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  useSpecPlans();
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(7_900);
  });

  it('marks a card or PSE payment paid and the order confirmed', async () => {
    for (const method of ['credit_card', 'pse']) {
      const { shopper, order } = await shopperWithOrder(slot, 20_000);

      const paid = await confirm(shopper, order.id, method);

      expect(paid).toMatchObject({
        id: order.id,
        payment_method: method,
        payment_status: 'paid',
        status: 'confirmed',
      });
      expect(paid.paid_at).not.toBeNull();
    }
  });

  it('leaves a cash payment pending and earns nothing yet', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 20_000);

    const pending = await confirm(shopper, order.id, 'cash');

    expect(pending).toMatchObject({
      payment_method: 'cash',
      payment_status: 'pending',
      status: 'pending',
      points_earned: 0,
      paid_at: null,
    });
    expect(await balanceOf(shopper.id)).toBe(100);
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
  });

  it('earns a regular shopper 1 point per whole 1,000 COP, recorded in the ledger with the order number', async () => {
    // 70,000 + 7,900 shipping = 77,900 → 77 points.
    const { shopper, order } = await shopperWithOrder(slot, 70_000);
    expect(order.total).toBe(77_900);

    const paid = await confirm(shopper, order.id, 'credit_card');

    expect(paid.points_earned).toBe(77);
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
    const { shopper, order } = await shopperWithOrder(slot, 33_333, 'mensual');
    expect(order).toMatchObject({ total: 33_333, membership_type: 'mensual' });

    const paid = await confirm(shopper, order.id, 'pse');

    expect(paid.points_earned).toBe(49);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 149, ledger: 149 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 33_333 });
  });

  it('awards the points once when the payment is confirmed twice', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 50_000);

    const first = await confirm(shopper, order.id, 'credit_card');
    const second = await confirm(shopper, order.id, 'pse');

    expect(second).toMatchObject({
      payment_status: 'paid',
      payment_method: 'credit_card',
      points_earned: 57,
      paid_at: first.paid_at,
    });
    expect(await ledgerOf(shopper.id)).toHaveLength(2);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 157, ledger: 157 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 57_900 });
  });

  it("refuses to confirm another shopper's order, which stays unpaid", async () => {
    const { order } = await shopperWithOrder(slot, 20_000);
    const intruder = await newShopper();

    expect(await refusal(confirmCall(intruder, order.id, 'credit_card'))).toMatchObject({
      message: 'Pedido no encontrado',
    });
    const [row] = await sql<{ payment_status: string }>(
      `select payment_status from public.orders where id = ${lit(order.id)}`,
    );
    expect(row?.payment_status).toBe('pending');
    expect(await balanceOf(intruder.id)).toBe(100);
  });

  it('awards the points once when an admin marks a cash order paid, even if they set it back and paid again', async () => {
    const { shopper, order } = await shopperWithOrder(slot, 40_000);
    await confirm(shopper, order.id, 'cash');
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
