/**
 * The demo store that `npm start` shows: what the seed promises, read back through supabase-js
 * the way the storefront and the demo accounts will read it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { productImageUrl } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  first,
  lit,
  pointsAndLedger,
  signedInTypedClient,
  sql,
  typedClient,
} from '../support/db';

const SUPABASE = path.resolve(import.meta.dirname, '..', '..');

describe('seed', () => {
  it('is the generator’s current output (seed.sql and the images are not edited by hand)', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(SUPABASE, 'scripts', 'generate-seed.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr + run.stdout).toMatch(/seed up to date/);
    expect(run.status).toBe(0);
  });

  it('shows an anonymous visitor at least 80 active products in every main category', async () => {
    const visitor = anonClient();
    const { count, error } = await visitor
      .from('products')
      .select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(80);
    const { data: categories } = await visitor
      .from('categories')
      .select('slug, product_count')
      .in('slug', ['perros', 'gatos', 'accesorios', 'servicios', 'promociones']);
    expect(categories).toHaveLength(5);
    for (const category of categories ?? []) expect(category.product_count).toBeGreaterThan(0);
  });

  it('fills every home section with at least 8 products in stock', async () => {
    const visitor = anonClient();
    for (const section of ['featured', 'bestsellers', 'new']) {
      const { count } = await visitor
        .from('products')
        .select('id', { count: 'exact', head: true })
        .eq('home_section', section)
        .gt('stock_quantity', 0);
      expect(count, section).toBeGreaterThanOrEqual(8);
    }
  });

  it('has discounted, member-priced, low-stock and out-of-stock products', async () => {
    const [row] = await sql<Record<string, number>>(
      `select count(*) filter (where discount_percentage > 0)::int as discounted,
              count(*) filter (where member_price is not null)::int as member_priced,
              count(*) filter (where stock_quantity between 1 and 9)::int as low_stock,
              count(*) filter (where stock_quantity = 0)::int as out_of_stock
       from public.products where is_active`,
    );
    expect(row?.discounted).toBeGreaterThan(0);
    expect(row?.member_priced).toBeGreaterThan(0);
    expect(row?.low_stock).toBeGreaterThan(0);
    expect(row?.out_of_stock).toBeGreaterThan(0);
  });

  it('serves every product’s first image from the product-images bucket, as a photo', async () => {
    const visitor = typedClient();
    const { data } = await visitor.from('products').select('images').limit(3);
    expect(data?.length).toBe(3);
    for (const product of data ?? []) {
      const url = productImageUrl(visitor, product.images[0]);
      expect(url).toBeDefined();
      const response = await fetch(url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      // photo weight, as a real catalogue's: what bench:lighthouse measures
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    }
  });

  it('lists the mega-menu’s groups under each main category', async () => {
    const { data } = await typedClient()
      .from('product_groups')
      .select('name, position, category:categories(slug)')
      .order('position');
    const groups = (slug: string) =>
      (data ?? []).filter((group) => group.category?.slug === slug).map((group) => group.name);
    expect(groups('perros')).toEqual([
      'Alimento',
      'Happy Flash',
      'Juguetes',
      'Farmapet',
      'Accesorios',
    ]);
    expect(groups('gatos')).toEqual(['Alimento', 'Juguetes', 'Accesorios']);
    expect(groups('accesorios')).toEqual(['General']);
    expect(groups('servicios')).toEqual(['Peluquería', 'Veterinaria']);
    expect(groups('promociones')).toEqual(['Ofertas']);
  });

  it('has the two membership plans, four time slots, an active banner and prizes summing to 100 %', async () => {
    const visitor = anonClient();
    const { data: plans } = await visitor
      .from('membership_plans')
      .select('name, price, duration_days')
      .order('price');
    expect(plans).toEqual([
      { name: 'Mensual', price: 29_900, duration_days: 30 },
      { name: 'Anual', price: 299_900, duration_days: 365 },
    ]);
    // The seed's four slots (other tests add their own).
    const { count: slots } = await visitor
      .from('shipping_time_ranges')
      .select('id', { count: 'exact', head: true })
      .eq('is_active', true)
      .in(
        'id',
        [1, 2, 3, 4].map((n) => `0b0a1500-0000-4000-8000-00000000e00${n}`),
      );
    expect(slots).toBe(4);
    const { count: banners } = await visitor
      .from('banner_settings')
      .select('id', { count: 'exact', head: true });
    expect(banners).toBeGreaterThanOrEqual(1);
    const { data: prizes } = await visitor.from('roulette_prizes').select('probability');
    expect((prizes ?? []).reduce((sum, prize) => sum + Number(prize.probability), 0)).toBeCloseTo(
      100,
    );
    const { data: settings } = await visitor
      .from('app_settings')
      .select('free_shipping_threshold')
      .single();
    expect(settings?.free_shipping_threshold).toBe(100_000);
  });

  it('has active, expired, exhausted, minimum-purchase and inactive discount codes', async () => {
    const [row] = await sql<Record<string, number>>(
      `select count(*) filter (where is_active and (expires_at is null or expires_at > now()) and (max_uses is null or current_uses < max_uses) and min_purchase = 0)::int as usable,
              count(*) filter (where expires_at <= now())::int as expired,
              count(*) filter (where current_uses >= max_uses)::int as exhausted,
              count(*) filter (where min_purchase > 0)::int as minimum,
              count(*) filter (where not is_active)::int as inactive
       from public.discount_codes`,
    );
    for (const [kind, count] of Object.entries(row ?? {})) expect(count, kind).toBeGreaterThan(0);
  });

  it('signs in cliente@bonis.co to a cart of 3, 5 favourites, past orders and points matching the ledger', async () => {
    const { client, id } = await signedInTypedClient('cliente@bonis.co', 'Cliente123');
    const { count: cart } = await client
      .from('cart_items')
      .select('id', { count: 'exact', head: true });
    const { count: favourites } = await client
      .from('user_favorites')
      .select('product_id', { count: 'exact', head: true });
    const { data: orders } = await client.from('orders').select('order_number, order_items(id)');
    expect(cart).toBe(3);
    expect(favourites).toBe(5);
    expect(orders?.length).toBeGreaterThanOrEqual(4);
    for (const order of orders ?? []) {
      expect(order.order_number).toMatch(/^BON-\d{13}$/);
      expect(order.order_items.length).toBeGreaterThan(0);
    }
    const { balance, ledger } = await pointsAndLedger(id);
    expect(balance).toBeGreaterThan(100);
    expect(balance).toBe(ledger);
    const profile = first(
      await sql<{ total_orders: number; paid: number; total_spent: number; spent: number }>(
        `select p.total_orders, p.total_spent,
                (select count(*)::int from public.orders o where o.user_id = p.id and o.payment_status = 'paid') as paid,
                (select coalesce(sum(total), 0)::int from public.orders o where o.user_id = p.id and o.payment_status = 'paid') as spent
         from public.user_profiles p where p.id = ${lit(id)}`,
      ),
    );
    expect(profile.total_orders).toBe(profile.paid);
    expect(profile.total_spent).toBe(profile.spent);
  });

  it("gives cliente@bonis.co's paid card and PSE orders their payments in 'Mis pagos'", async () => {
    const { client } = await signedInTypedClient('cliente@bonis.co', 'Cliente123');
    const { data: payments, error } = await client
      .from('payment_history')
      .select('kind, method, status, card_last4, pse_bank');
    expect(error).toBeNull();
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'order',
          method: 'credit_card',
          status: 'approved',
          card_last4: '4242',
        }),
        expect.objectContaining({
          kind: 'order',
          method: 'pse',
          status: 'approved',
          pse_bank: 'Bancolombia',
        }),
        expect.objectContaining({ kind: 'order', method: 'credit_card', status: 'declined' }),
      ]),
    );
    // Every paid card or PSE order has its approved payment, of its total.
    const missing = await sql(
      `select o.order_number from public.orders o
        where o.payment_status = 'paid' and o.payment_method in ('credit_card', 'pse')
          and not exists (select 1 from public.payments p where p.order_id = o.id
            and p.status = 'approved' and p.amount = o.total)`,
    );
    expect(missing).toEqual([]);
  });

  it('signs in socio@bonis.co as an annual member and admin@bonis.co as an admin', async () => {
    const socio = await signedInTypedClient('socio@bonis.co', 'Socio123');
    const { data: member } = await socio.client
      .from('user_profiles')
      .select('membership_type, membership_expiry, is_admin')
      .single();
    expect(member?.membership_type).toBe('anual');
    expect(new Date(member?.membership_expiry ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(member?.is_admin).toBe(false);

    const admin = await signedInTypedClient('admin@bonis.co', 'Admin123');
    const { data: profile } = await admin.client
      .from('user_profiles')
      .select('is_admin')
      .eq('id', admin.id)
      .single();
    expect(profile?.is_admin).toBe(true);
    const { error } = await admin.client.rpc('admin_dashboard_stats');
    expect(error).toBeNull();
  });

  it("signs in personal@bonis.co as staff ('Personal'), who finds the member's redemption waiting in the queue", async () => {
    const staff = await signedInTypedClient('personal@bonis.co', 'Personal123');
    const { data: profile } = await staff.client
      .from('user_profiles')
      .select('role, is_admin')
      .eq('id', staff.id)
      .single();
    expect(profile).toEqual({ role: 'staff', is_admin: false });
    const { data: queue } = await staff.client
      .from('points_redemptions_overview')
      .select('reward_name, status, shopper_email')
      .eq('id', '0b0a1500-0000-4000-8000-00000000d001');
    expect(queue).toEqual([
      { reward_name: 'Snack sorpresa', status: 'pending', shopper_email: 'socio@bonis.co' },
    ]);
  });
});
