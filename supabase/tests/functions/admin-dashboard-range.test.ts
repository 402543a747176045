import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  lit,
  newAdmin,
  newShopper,
  newStaff,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import { newGift } from '../support/attacks';
import { refusal, sqlOne, succeeds } from '../support/checkout';

/** What admin_dashboard_report answers. */
interface Report {
  from: string;
  to: string;
  days: number;
  orders: number;
  paid_orders: number;
  revenue: number;
  average_order_value: number;
  new_customers: number;
  by_day: { day: string; orders: number; paid_orders: number; revenue: number }[];
  pending: {
    redemptions_pending: number;
    orders_to_ship: number;
    orders_confirmed: number;
    orders_preparing: number;
    gifts_overdue: number;
  };
}

const report = (caller: Shopper, from: string | null, to: string | null) =>
  caller.client.rpc('admin_dashboard_report', { p_from: from, p_to: to });

/** Rows this file inserted, removed after it. */
const created = { orders: [] as string[], redemptions: [] as string[], gifts: [] as string[] };

let orderSequence = 0;
/** An order inserted as the seed inserts past orders: at `at` (a moment), for `total` pesos. */
async function orderAt(
  at: string,
  total: number,
  {
    paid = false,
    status = 'pending',
  }: { paid?: boolean; status?: 'pending' | 'confirmed' | 'preparing' } = {},
): Promise<string> {
  orderSequence += 1;
  const number = `BON-${Date.now()}${String(orderSequence).padStart(4, '0')}`;
  const row = await sqlOne<{ id: string }>(
    `insert into public.orders (order_number, subtotal, total, status, payment_method,
       payment_status, paid_at, shipping_address, created_at)
     values (${lit(number)}, ${total}, ${total}, ${lit(status)}, 'cash',
       ${lit(paid ? 'paid' : 'pending')}, ${paid ? lit(at) : 'null'}, '{}'::jsonb, ${lit(at)})
     returning id`,
  );
  created.orders.push(row.id);
  return row.id;
}

afterAll(async () => {
  if (created.orders.length > 0) {
    await sql(`delete from public.orders where id in (${created.orders.map(lit).join(', ')})`);
  }
  if (created.redemptions.length > 0) {
    await sql(
      `delete from public.points_redemptions_v2 where id in (${created.redemptions.map(lit).join(', ')})`,
    );
  }
  if (created.gifts.length > 0) {
    await sql(
      `delete from public.gift_purchases where id in (${created.gifts.map(lit).join(', ')})`,
    );
  }
});

describe('admin_dashboard_report: a period of Bogotá days', () => {
  // 2003: a year no other test writes in. The period is 27 Feb – 2 Mar (a month's end, no leap).
  let admin: Shopper;
  let period: Report;

  beforeAll(async () => {
    admin = await newAdmin();
    // Before the period: the last second of 26 Feb in Bogotá.
    await orderAt('2003-02-26 23:59:59-05', 99_000, { paid: true });
    // 27 Feb: one paid order of 30.000 and one unpaid of 10.000.
    await orderAt('2003-02-27 09:00:00-05', 30_000, { paid: true });
    await orderAt('2003-02-27 18:00:00-05', 10_000);
    // 28 Feb, late in Bogotá (already 1 Mar in UTC): paid, 20.001.
    await orderAt('2003-02-28 23:30:00-05', 20_001, { paid: true });
    // 1 Mar: nothing. 2 Mar, its last second: paid, 15.000.
    await orderAt('2003-03-02 23:59:59-05', 15_000, { paid: true });
    // After the period: the first moment of 3 Mar in Bogotá.
    await orderAt('2003-03-03 00:00:00-05', 77_000, { paid: true });

    // Accounts created in the period: two customers and one staff member; one customer before.
    const accounts = await Promise.all([newShopper(), newShopper(), newStaff(), newShopper()]);
    const [first, second, staff, before] = accounts.map((account) => account.id);
    const createdAt = (id: string | undefined, at: string) =>
      sql(`update public.user_profiles set created_at = ${lit(at)} where id = ${lit(id ?? '')}`);
    await createdAt(first, '2003-02-27 00:00:00-05');
    await createdAt(second, '2003-03-02 23:00:00-05');
    await createdAt(staff, '2003-02-28 12:00:00-05');
    await createdAt(before, '2003-02-26 23:00:00-05');

    period = await succeeds<Report>(report(admin, '2003-02-27', '2003-03-02'));
  });

  it('counts the orders placed in it, from the first moment of its first day to the last of its last, in Bogotá', () => {
    expect(period).toMatchObject({ from: '2003-02-27', to: '2003-03-02', days: 4, orders: 4 });
  });

  it('sums the paid orders as revenue, and averages them in whole pesos', () => {
    expect(period.paid_orders).toBe(3);
    expect(period.revenue).toBe(65_001);
    // 65.001 / 3 = 21.667 (21.667,0…)
    expect(period.average_order_value).toBe(21_667);
  });

  it('counts the customer accounts created in it, not staff', () => {
    expect(period.new_customers).toBe(2);
  });

  it('gives every day of the period, oldest first, a day without orders as zeros', () => {
    expect(period.by_day).toEqual([
      { day: '2003-02-27', orders: 2, paid_orders: 1, revenue: 30_000 },
      { day: '2003-02-28', orders: 1, paid_orders: 1, revenue: 20_001 },
      { day: '2003-03-01', orders: 0, paid_orders: 0, revenue: 0 },
      { day: '2003-03-02', orders: 1, paid_orders: 1, revenue: 15_000 },
    ]);
  });

  it('reports a single day, and gives zeros (not nulls) for a period without orders', async () => {
    const day = await succeeds<Report>(report(admin, '2003-02-28', '2003-02-28'));
    expect(day).toMatchObject({ days: 1, orders: 1, paid_orders: 1, revenue: 20_001 });
    expect(day.average_order_value).toBe(20_001);

    const empty = await succeeds<Report>(report(admin, '2003-06-01', '2003-06-02'));
    expect(empty).toMatchObject({
      orders: 0,
      paid_orders: 0,
      revenue: 0,
      average_order_value: 0,
      new_customers: 0,
    });
    expect(empty.by_day).toEqual([
      { day: '2003-06-01', orders: 0, paid_orders: 0, revenue: 0 },
      { day: '2003-06-02', orders: 0, paid_orders: 0, revenue: 0 },
    ]);
  });

  it('takes a whole leap year (366 days) and refuses a day more, in Spanish', async () => {
    const leapYear = await succeeds<Report>(report(admin, '2004-01-01', '2004-12-31'));
    expect(leapYear.days).toBe(366);
    expect(leapYear.by_day).toHaveLength(366);
    expect(leapYear.by_day.at(-1)?.day).toBe('2004-12-31');

    expect(await refusal(report(admin, '2004-01-01', '2005-01-01'))).toEqual({
      code: '22023',
      message: 'El periodo puede tener hasta 366 días',
    });
  });

  it('refuses a period that ends before it starts, or without its days', async () => {
    expect(await refusal(report(admin, '2003-03-02', '2003-02-27'))).toEqual({
      code: '22023',
      message: 'El día inicial no puede ser posterior al día final',
    });
    expect(await refusal(report(admin, null, '2003-02-27'))).toEqual({
      code: '22023',
      message: 'Elige el día inicial y el día final del periodo',
    });
  });
});

describe('admin_dashboard_report: the work waiting, whatever the period', () => {
  it('counts pending redemptions, orders to ship (confirmed or preparing) and paid gifts due but not sent, as the tables say', async () => {
    const admin = await newAdmin();
    const pendingNow = async () =>
      (await succeeds<Report>(report(admin, '2003-01-01', '2003-01-01'))).pending;
    const before = await pendingNow();

    const shopper = await newShopper();
    const redemption = await sqlOne<{ id: string }>(
      `insert into public.points_redemptions_v2 (user_id, reward_name, points_used)
       values (${lit(shopper.id)}, ${lit(unique('Premio '))}, 500) returning id`,
    );
    created.redemptions.push(redemption.id);
    const delivered = await sqlOne<{ id: string }>(
      `insert into public.points_redemptions_v2 (user_id, reward_name, points_used, status,
         delivered_at)
       values (${lit(shopper.id)}, ${lit(unique('Premio '))}, 500, 'delivered', now())
       returning id`,
    );
    created.redemptions.push(delivered.id);
    await orderAt('2003-01-10 10:00:00-05', 5_000, { status: 'confirmed' });
    await orderAt('2003-01-10 11:00:00-05', 5_000, { status: 'preparing', paid: true });
    await orderAt('2003-01-10 12:00:00-05', 5_000, { status: 'pending' });
    // Paid and due two days ago: overdue. Paid and due in a week: scheduled. Unpaid and due:
    // not the back office's work (its buyer hasn't paid).
    const today = `(now() at time zone 'America/Bogota')::date`;
    const gift = async (deliveryDay: string, paid: boolean) => {
      const id = await newGift(shopper.id);
      created.gifts.push(id);
      await sql(
        `update public.gift_purchases set delivery_date = ${deliveryDay}
           ${paid ? '' : ", payment_status = 'pending', payment_method = null, paid_at = null, gift_code = null"}
         where id = ${lit(id)}`,
      );
    };
    await gift(`${today} - 2`, true);
    await gift(`${today} + 7`, true);
    await gift(`${today} - 2`, false);

    const after = await pendingNow();
    expect(after).toEqual({
      redemptions_pending: before.redemptions_pending + 1,
      orders_to_ship: before.orders_to_ship + 2,
      orders_confirmed: before.orders_confirmed + 1,
      orders_preparing: before.orders_preparing + 1,
      gifts_overdue: before.gifts_overdue + 1,
    });

    const counted = await sqlOne<Report['pending']>(
      `select
         (select count(*) from public.points_redemptions_v2 where status = 'pending')::int
           as redemptions_pending,
         (select count(*) from public.orders where status in ('confirmed', 'preparing'))::int
           as orders_to_ship,
         (select count(*) from public.orders where status = 'confirmed')::int as orders_confirmed,
         (select count(*) from public.orders where status = 'preparing')::int as orders_preparing,
         (select count(*) from public.gift_purchases_overview where overdue)::int as gifts_overdue`,
    );
    expect(after).toEqual(counted);
  });
});

describe('who may read the dashboard', () => {
  it("lets staff ('Personal') read the report and the store's totals", async () => {
    const staff = await newStaff();
    const period = await succeeds<Report>(report(staff, '2003-02-27', '2003-03-02'));
    expect(period.days).toBe(4);
    const stats = await succeeds<{ total_orders: number }>(
      staff.client.rpc('admin_dashboard_stats'),
    );
    expect(stats.total_orders).toBeGreaterThan(0);
  });

  it('refuses a shopper, for the report and the totals', async () => {
    const shopper = await newShopper();
    expect(await refusal(report(shopper, '2003-02-27', '2003-03-02'))).toEqual({
      code: '42501',
      message: 'No autorizado',
    });
    expect(await refusal(shopper.client.rpc('admin_dashboard_stats'))).toEqual({
      code: '42501',
      message: 'No autorizado',
    });
  });

  it('gives a signed-out visitor no way to call it at all (no EXECUTE for anon)', async () => {
    const { error } = await anonClient().rpc('admin_dashboard_report', {
      p_from: '2003-02-27',
      p_to: '2003-03-02',
    });
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/permission denied/);
  });
});
