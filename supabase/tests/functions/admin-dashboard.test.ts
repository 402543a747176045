import { describe, expect, it } from 'vitest';
import { addToCart, lit, newAdmin, newProduct, newShopper, sql, unique } from '../support/db';
import { pay, placeOrder, refusal, sqlOne, succeeds, useTimeSlots } from '../support/checkout';

interface Stats {
  total_products: number;
  total_orders: number;
  total_users: number;
  total_revenue: number;
  low_stock: { id: string; name: string; stock_quantity: number; is_active: boolean }[];
}

describe('admin_dashboard_stats', () => {
  const newSlot = useTimeSlots();
  it('answers the counts, the revenue of paid orders and the low-stock list exactly as the tables say', async () => {
    // Something of each kind: a paid order, an unpaid one, a sold-out product, one at 10.
    const slot = await newSlot(5_000);
    const buyer = await newShopper();
    await addToCart(buyer, await newProduct({ price: 12_000 }), 1);
    const paid = await placeOrder(buyer, { slot, payment: 'online' });
    await pay(buyer, paid.id, 'pse');
    await addToCart(buyer, await newProduct({ price: 8_000 }), 1);
    await placeOrder(buyer, { slot });
    const soldOut = await sqlOne<{ id: string }>(
      `insert into public.products (name, price, stock_quantity) values (${lit(`000 Agotado ${unique('p')}`)}, 1000, 0)
       returning id`,
    );
    const atTen = await newProduct({ price: 1_000, stock_quantity: 10 });
    const admin = await newAdmin();

    const stats = await succeeds<Stats>(admin.client.rpc('admin_dashboard_stats'));

    const [counted] = await sql<Omit<Stats, 'low_stock'>>(
      `select (select count(*) from public.products where deleted_at is null)::int as total_products,
              (select count(*) from public.orders)::int as total_orders,
              (select count(*) from public.user_profiles where deleted_at is null)::int as total_users,
              (select coalesce(sum(total), 0) from public.orders where payment_status = 'paid')::float8 as total_revenue`,
    );
    expect({
      total_products: stats.total_products,
      total_orders: stats.total_orders,
      total_users: stats.total_users,
      total_revenue: stats.total_revenue,
    }).toEqual(counted);
    expect(stats.total_revenue).toBeGreaterThanOrEqual(17_000);

    const low = await sql<{ id: string }>(
      `select id from public.products where stock_quantity < 10 and deleted_at is null order by stock_quantity, name limit 20`,
    );
    expect(stats.low_stock.map((product) => product.id)).toEqual(low.map((product) => product.id));
    expect(stats.low_stock.length).toBeLessThanOrEqual(20);
    expect(stats.low_stock.every((product) => product.stock_quantity < 10)).toBe(true);
    const stocks = stats.low_stock.map((product) => product.stock_quantity);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stats.low_stock.map((product) => product.id)).toContain(soldOut.id);
    expect(stats.low_stock.map((product) => product.id)).not.toContain(atTen);
  });

  it('refuses a shopper who is not an admin', async () => {
    const shopper = await newShopper();
    expect(await refusal(shopper.client.rpc('admin_dashboard_stats'))).toEqual({
      code: '42501',
      message: 'No autorizado',
    });
  });
});
