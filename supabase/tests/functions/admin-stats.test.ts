import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  lit,
  newAdmin,
  newStaff,
  newProduct,
  newShopper,
  setMembership,
  sql,
  type Shopper,
} from '../support/db';
import { bogotaDate, pay, placeOrder, sqlOne, succeeds, useTimeSlots } from '../support/checkout';

const STATUSES = ['pending', 'confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'];

interface DashboardStats {
  total_products: number;
  total_orders: number;
  total_users: number;
  total_revenue: number;
  low_stock: unknown[];
  revenue_by_day: { day: string; revenue: number; orders: number }[];
  orders_by_status: Record<string, number>;
  top_products: { id: string; name: string; units: number }[];
  new_users_week: number;
}

interface UserStats {
  total: number;
  admins: number;
  staff: number;
  members: number;
  new_this_month: number;
}

describe('admin_dashboard_stats, the chart, status counts, top products and new users', () => {
  const newSlot = useTimeSlots();
  let admin: Shopper;
  let stats: DashboardStats;
  let paidTotal: number;
  let bestSeller: string;

  beforeAll(async () => {
    admin = await newAdmin();
    const slot = await newSlot(5_000);
    const buyer = await newShopper();
    // Today: a paid order, an unpaid one and a cancelled one.
    await addToCart(buyer, await newProduct({ price: 12_000 }), 2);
    const paid = await placeOrder(buyer, { slot, payment: 'online' });
    await pay(buyer, paid.id, 'credit_card');
    paidTotal = paid.total;
    await addToCart(buyer, await newProduct({ price: 8_000 }), 1);
    await placeOrder(buyer, { slot });
    await addToCart(buyer, await newProduct({ price: 9_000 }), 1);
    const cancelled = await placeOrder(buyer, { slot });
    await succeeds(
      admin.client.from('orders').update({ status: 'cancelled' }).eq('id', cancelled.id),
    );
    // The best seller of the store, whatever else the run sold.
    bestSeller = await newProduct({ price: 1_000 });
    await sql(`update public.products set sales_count = 1000000 where id = ${lit(bestSeller)}`);

    stats = await succeeds<DashboardStats>(admin.client.rpc('admin_dashboard_stats'));
  });

  it('answers the 30 Bogotá days ending today, oldest first, with orders and paid revenue as the orders table says', async () => {
    expect(stats.revenue_by_day).toHaveLength(30);
    expect(stats.revenue_by_day[0]?.day).toBe(bogotaDate(-29));
    expect(stats.revenue_by_day.at(-1)?.day).toBe(bogotaDate(0));

    const expected = await sql<{ day: string; revenue: number; orders: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day,
              coalesce(sum(o.total) filter (where o.payment_status = 'paid'), 0)::float8 as revenue,
              count(o.id)::int as orders
         from (select ((now() at time zone 'America/Bogota')::date - n) as day
                 from generate_series(0, 29) n) d
         left join public.orders o on (o.created_at at time zone 'America/Bogota')::date = d.day
        group by d.day
        order by d.day`,
    );
    expect(stats.revenue_by_day).toEqual(expected);

    const today = stats.revenue_by_day.at(-1);
    expect(today?.orders).toBeGreaterThanOrEqual(3);
    expect(today?.revenue).toBeGreaterThanOrEqual(paidTotal);
  });

  it('counts the orders of every status, zero included', async () => {
    const counted = await sql<{ status: string; n: number }>(
      `select status::text, count(*)::int as n from public.orders group by status`,
    );
    const expected = Object.fromEntries(
      STATUSES.map((status) => [status, counted.find((row) => row.status === status)?.n ?? 0]),
    );
    expect(stats.orders_by_status).toEqual(expected);
    expect(stats.orders_by_status.cancelled).toBeGreaterThanOrEqual(1);
  });

  it('lists the five products with the most units sold, none unsold', async () => {
    const expected = await sql<{ id: string; name: string; units: number }>(
      `select id, name, sales_count as units from public.products
        where sales_count > 0 and deleted_at is null order by sales_count desc, name, id limit 5`,
    );
    expect(stats.top_products).toEqual(expected);
    expect(stats.top_products[0]).toMatchObject({ id: bestSeller, units: 1_000_000 });
    expect(stats.top_products.every((product) => product.units > 0)).toBe(true);
  });

  it('counts the profiles created in the last 7 days', async () => {
    const [counted] = await sql<{ n: number }>(
      `select count(*)::int as n from public.user_profiles where created_at >= now() - interval '7 days' and deleted_at is null`,
    );
    expect(stats.new_users_week).toBe(counted?.n);
    expect(stats.new_users_week).toBeGreaterThanOrEqual(2);
  });

  it('keeps the four cards and the low-stock list', () => {
    expect(Object.keys(stats).sort()).toEqual(
      [
        'low_stock',
        'new_users_week',
        'orders_by_status',
        'revenue_by_day',
        'top_products',
        'total_orders',
        'total_products',
        'total_revenue',
        'total_users',
      ].sort(),
    );
  });
});

describe('admin_user_stats, the users screen cards', () => {
  const statsAs = (admin: Shopper) => succeeds<UserStats>(admin.client.rpc('admin_user_stats'));

  it('answers every profile, the admins, the staff, the members whose membership runs and the profiles of this month, as the table says (deleted accounts left out)', async () => {
    const admin = await newAdmin();

    const stats = await statsAs(admin);

    const counted = await sqlOne<UserStats>(
      `select count(*)::int as total,
              count(*) filter (where is_admin)::int as admins,
              count(*) filter (where role = 'staff')::int as staff,
              count(*) filter (where membership_type <> 'regular'
                and (membership_expiry is null
                  or membership_expiry >= (now() at time zone 'America/Bogota')::date))::int as members,
              count(*) filter (where created_at >= date_trunc('month', now() at time zone 'America/Bogota')
                at time zone 'America/Bogota')::int as new_this_month
         from public.user_profiles where deleted_at is null`,
    );
    expect(stats).toEqual(counted);
  });

  it('counts a running membership as a member, not an expired one, and a profile of last month as not new', async () => {
    const admin = await newAdmin();
    const before = await statsAs(admin);

    const annual = await newShopper();
    await setMembership(annual.id, 'anual');
    const expired = await newShopper();
    await setMembership(expired.id, 'mensual', bogotaDate(-1));
    const endsToday = await newShopper();
    await setMembership(endsToday.id, 'mensual', bogotaDate(0));
    const vipWithoutExpiry = await newShopper();
    await sql(
      `update public.user_profiles set membership_type = 'vip', membership_expiry = null where id = ${lit(vipWithoutExpiry.id)}`,
    );
    await newAdmin();
    await newStaff();
    const lastMonth = await newShopper();
    await sql(
      `update public.user_profiles
          set created_at = (date_trunc('month', now() at time zone 'America/Bogota') - interval '1 day')
            at time zone 'America/Bogota'
        where id = ${lit(lastMonth.id)}`,
    );

    const after = await statsAs(admin);

    expect(after).toEqual({
      total: before.total + 7,
      admins: before.admins + 1,
      staff: before.staff + 1,
      members: before.members + 3,
      new_this_month: before.new_this_month + 6,
    });
  });
});
