import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  pointsAndLedger,
  sql,
  type Shopper,
} from '../support/db';
import {
  balanceOf,
  ledgerOf,
  pay,
  placeOrder,
  refusal,
  sqlOne,
  stockOf,
  succeeds,
  totalsOf,
  useFreeShippingThreshold,
  useTimeSlots,
  type Order,
} from '../support/checkout';

/** What the cancellation and refund trigger records on the order. */
async function reversalOf(orderId: string) {
  return sqlOne<{
    status: string;
    payment_status: string;
    points_earned: number;
    points_reversed: number;
    stock_returned: boolean;
    points_reversed_at_set: boolean;
    paid: boolean;
  }>(
    `select status::text, payment_status::text, points_earned, points_reversed,
            stock_returned_at is not null as stock_returned,
            points_reversed_at is not null as points_reversed_at_set,
            paid_at is not null as paid
       from public.orders where id = ${lit(orderId)}`,
  );
}

/**
 * An admin moves an order's status or payment status with a plain update, as the orders screen
 * does, and reads back the row (the trigger's columns included).
 */
function setStatus(admin: Shopper, orderId: string, change: Record<string, string>) {
  return succeeds<Order>(
    admin.client.from('orders').update(change).eq('id', orderId).select().single(),
  );
}

describe('an admin cancelling or refunding an order', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  let admin: Shopper;
  const bonuses: string[] = [];

  beforeAll(async () => {
    slot = await newSlot(5_000);
    admin = await newAdmin();
  });

  afterAll(async () => {
    if (bonuses.length > 0) {
      await sql(`delete from public.bonus_store where id in (${bonuses.map(lit).join(', ')})`);
    }
  });

  /** A shopper's order of `units` of a product (45,000 each) with 5,000 of shipping. */
  async function orderOf(units = 1, payment: 'cash' | 'online' = 'cash', stock = 20) {
    const shopper = await newShopper();
    const product = await newProduct({ price: 45_000, stock_quantity: stock });
    await addToCart(shopper, product, units);
    const order = await placeOrder(shopper, { slot, payment });
    return { shopper, product, order };
  }

  /** A paid order of one unit: total 50,000, so 50 points earned (regular member). */
  async function paidOrder() {
    const placed = await orderOf(1, 'online');
    await pay(placed.shopper, placed.order.id, 'credit_card');
    expect(await balanceOf(placed.shopper.id), 'welcome points + 50 earned').toBe(150);
    expect(await totalsOf(placed.shopper.id)).toEqual({ total_orders: 1, total_spent: 50_000 });
    return placed;
  }

  it('the stock follows the status: cancelling returns the units, confirming again takes them again, cancelling again returns them again', async () => {
    const { product, order } = await orderOf(3);
    expect(await stockOf(product)).toEqual({ stock_quantity: 17, sales_count: 3 });

    const cancelled = await setStatus(admin, order.id, { status: 'cancelled' });
    expect(cancelled).toMatchObject({ status: 'cancelled', points_reversed: 0, stock_held: false });
    expect(cancelled.stock_returned_at).not.toBeNull();
    expect(await stockOf(product), 'the 3 units are back').toEqual({
      stock_quantity: 20,
      sales_count: 0,
    });

    const confirmed = await setStatus(admin, order.id, { status: 'confirmed' });
    expect(confirmed.stock_held).toBe(true);
    expect(await stockOf(product), 'a live order holds its units again').toEqual({
      stock_quantity: 17,
      sales_count: 3,
    });

    await setStatus(admin, order.id, { status: 'preparing' });
    expect(await stockOf(product), 'moving between live statuses moves no stock').toEqual({
      stock_quantity: 17,
      sales_count: 3,
    });

    await setStatus(admin, order.id, { status: 'cancelled' });
    expect(await stockOf(product), 'cancelling again returns them again').toEqual({
      stock_quantity: 20,
      sales_count: 0,
    });
    expect(await reversalOf(order.id)).toMatchObject({ stock_returned: true });
  });

  it("refuses to take a cancelled order out of 'cancelled' when its stock is gone, and changes nothing", async () => {
    const { product, order } = await orderOf(2, 'cash', 2);
    await setStatus(admin, order.id, { status: 'cancelled' });
    expect(await stockOf(product)).toEqual({ stock_quantity: 2, sales_count: 0 });
    await sql(`update public.products set stock_quantity = 1 where id = ${lit(product)}`);

    const refused = await refusal(
      admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id).select(),
    );

    expect(refused).toEqual({
      message: 'No hay stock suficiente para reactivar el pedido',
      code: 'P0001',
    });
    expect(await reversalOf(order.id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(product)).toEqual({ stock_quantity: 1, sales_count: 0 });
  });

  it('returns every line of a cancelled order to its own product', async () => {
    const shopper = await newShopper();
    const first = await newProduct({ price: 10_000, stock_quantity: 8 });
    const second = await newProduct({ price: 20_000, stock_quantity: 5 });
    await addToCart(shopper, first, 2);
    await addToCart(shopper, second, 5);
    const order = await placeOrder(shopper, { slot });
    expect(await stockOf(second)).toEqual({ stock_quantity: 0, sales_count: 5 });

    await setStatus(admin, order.id, { status: 'cancelled' });

    expect(await stockOf(first)).toEqual({ stock_quantity: 8, sales_count: 0 });
    expect(await stockOf(second)).toEqual({ stock_quantity: 5, sales_count: 0 });
  });

  it('takes no points back when it cancels an unpaid order', async () => {
    const { shopper, order } = await orderOf(1, 'cash');
    const ledgerBefore = await ledgerOf(shopper.id);

    await setStatus(admin, order.id, { status: 'cancelled' });

    expect(await reversalOf(order.id)).toMatchObject({
      points_earned: 0,
      points_reversed: 0,
      points_reversed_at_set: false,
      paid: false,
    });
    expect(await ledgerOf(shopper.id)).toEqual(ledgerBefore);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
  });

  it("takes a refunded paid order's points back through the ledger and lowers the buyer's totals", async () => {
    const { shopper, product, order } = await paidOrder();

    const refunded = await setStatus(admin, order.id, { payment_status: 'refunded' });

    expect(refunded).toMatchObject({ payment_status: 'refunded', points_reversed: 50 });
    expect(refunded.points_reversed_at).not.toBeNull();
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect((await ledgerOf(shopper.id)).at(-1)).toEqual({
      transaction_type: 'spent',
      points_earned: 0,
      points_used: 50,
      description: `Puntos descontados por el pedido ${order.order_number} (reembolsado)`,
    });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
    expect(await stockOf(product), 'a refund alone returns no stock').toEqual({
      stock_quantity: 19,
      sales_count: 1,
    });
  });

  it('the points follow the payment: refunded then paid again awards them and the totals again, and cancelling takes them back again', async () => {
    const { shopper, product, order } = await paidOrder();
    await setStatus(admin, order.id, { payment_status: 'refunded' });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });

    const repaid = await setStatus(admin, order.id, { payment_status: 'paid' });
    expect(repaid.points_counted).toBe(true);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 150, ledger: 150 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 50_000 });
    expect((await ledgerOf(shopper.id)).at(-1)).toEqual({
      transaction_type: 'earned',
      points_earned: 50,
      points_used: 0,
      description: `Puntos devueltos por el pedido ${order.order_number} (pagado de nuevo)`,
    });

    await setStatus(admin, order.id, { status: 'cancelled' });

    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
    expect(await reversalOf(order.id)).toMatchObject({
      points_earned: 50,
      points_reversed: 50,
      stock_returned: true,
    });
    expect(await stockOf(product)).toEqual({ stock_quantity: 20, sales_count: 0 });
  });

  it('gives back only what it took: a refund that found 10 of 50 points re-awards 10 when paid again', async () => {
    const { shopper, order } = await paidOrder();
    await sql(
      `select private.move_points(${lit(shopper.id)}, -140, 'spent', 'Puntos gastados en la prueba')`,
    );
    await setStatus(admin, order.id, { payment_status: 'refunded' });
    expect(await balanceOf(shopper.id)).toBe(0);

    await setStatus(admin, order.id, { payment_status: 'paid' });

    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 10, ledger: 10 });
  });

  it('setting the same state again moves nothing', async () => {
    const { shopper, product, order } = await paidOrder();
    const ledgerBefore = await ledgerOf(shopper.id);

    await setStatus(admin, order.id, { payment_status: 'paid', status: 'confirmed' });
    await setStatus(admin, order.id, { payment_status: 'paid' });

    expect(await ledgerOf(shopper.id)).toEqual(ledgerBefore);
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 1, total_spent: 50_000 });
    expect(await stockOf(product)).toEqual({ stock_quantity: 19, sales_count: 1 });
  });

  it('never takes the balance below zero: a buyer who spent their points loses only what is left', async () => {
    const { shopper, order } = await paidOrder();
    const [bonus] = await sql<{ id: string }>(
      `insert into public.bonus_store (name, type, value, points_cost)
       values ('Bono para gastar puntos', 'discount', 5, 140) returning id`,
    );
    bonuses.push(bonus?.id ?? '');
    await succeeds(shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus?.id }));
    expect(await balanceOf(shopper.id)).toBe(10);

    const cancelled = await setStatus(admin, order.id, { status: 'cancelled' });

    expect(cancelled).toMatchObject({ points_earned: 50, points_reversed: 10 });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await ledgerOf(shopper.id)).at(-1)).toMatchObject({
      transaction_type: 'spent',
      points_used: 10,
      description: `Puntos descontados por el pedido ${order.order_number} (cancelado)`,
    });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
  });

  it('takes nothing and writes no ledger row when the buyer has no points left', async () => {
    const { shopper, order } = await paidOrder();
    await sql(
      `select private.move_points(${lit(shopper.id)}, -150, 'spent', 'Puntos gastados en la prueba')`,
    );
    const ledgerBefore = await ledgerOf(shopper.id);

    const refunded = await setStatus(admin, order.id, { payment_status: 'refunded' });

    expect(refunded).toMatchObject({ points_reversed: 0 });
    expect(refunded.points_reversed_at).not.toBeNull();
    expect(await ledgerOf(shopper.id)).toEqual(ledgerBefore);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('cancelling and refunding in one update returns the stock and takes the points back once each', async () => {
    const { shopper, product, order } = await paidOrder();

    await setStatus(admin, order.id, { status: 'cancelled', payment_status: 'refunded' });

    expect(await reversalOf(order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      points_reversed: 50,
      stock_returned: true,
    });
    expect(await stockOf(product)).toEqual({ stock_quantity: 20, sales_count: 0 });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    const reversals = (await ledgerOf(shopper.id)).filter((row) => row.points_used > 0);
    expect(reversals).toHaveLength(1);
  });

  it('an admin marking a cash order paid awards its points, and cancelling it then takes them back', async () => {
    const { shopper, order } = await orderOf(1, 'cash');

    const paid = await setStatus(admin, order.id, { payment_status: 'paid' });
    expect(paid.points_earned).toBe(50);
    expect(await balanceOf(shopper.id)).toBe(150);

    await setStatus(admin, order.id, { status: 'cancelled' });

    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await totalsOf(shopper.id)).toEqual({ total_orders: 0, total_spent: 0 });
  });

  it("cancels the order of a purged account: stock back, no buyer's points to take", async () => {
    const { shopper, product, order } = await paidOrder();
    // The account as the purge job leaves it, 30 days after an admin deleted it.
    await sql(`delete from public.user_profiles where id = ${lit(shopper.id)}`);

    const cancelled = await setStatus(admin, order.id, { status: 'cancelled' });

    expect(cancelled).toMatchObject({ user_id: null, points_reversed: 0 });
    expect(cancelled.points_reversed_at).not.toBeNull();
    expect(await stockOf(product)).toEqual({ stock_quantity: 20, sales_count: 0 });
  });
});
