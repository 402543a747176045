import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  anonClient,
  grantPoints,
  lit,
  newAdmin,
  newProduct,
  newShopper,
  serviceRoleClient,
  sql,
} from '../support/db';

const channels: RealtimeChannel[] = [];
afterEach(async () => {
  await Promise.all(channels.splice(0).map((channel) => channel.unsubscribe()));
});

/** Subscribes and resolves once the server confirmed the subscription. */
function subscribed(channel: RealtimeChannel): Promise<void> {
  channels.push(channel);
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

describe('realtime', () => {
  it('publishes exactly the tables the storefront, the admin screens and the page cache watch', async () => {
    const rows = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' order by tablename`,
    );
    expect(rows.map((row) => row.tablename)).toEqual([
      'app_settings',
      'banner_settings',
      'bonus_store',
      'categories',
      'gift_purchases',
      'membership_plans',
      'orders',
      'points_redemptions_v2',
      'product_groups',
      'products',
      'rewards_catalog',
      'roulette_prizes',
      'shipping_time_ranges',
      'user_points',
      'user_profiles',
    ]);
  });

  it('a shopper watching their points row hears the new balance after buying a bonus', async () => {
    const shopper = await newShopper();
    await grantPoints(shopper.id, 400);
    const [bonus] = await sql<{ id: string }>(
      `insert into public.bonus_store (name, category, type, value, points_cost)
       values ('Bono realtime', 'deportes', 'discount', 10, 300) returning id`,
    );
    const heard = new Promise<number>((resolve) => {
      const channel = shopper.client.channel(`points-${shopper.id}`).on(
        'postgres_changes',
        {
          event: 'UPDATE',
          schema: 'public',
          table: 'user_points',
          filter: `user_id=eq.${shopper.id}`,
        },
        (payload) => resolve((payload.new as { current_points: number }).current_points),
      );
      void subscribed(channel).then(() =>
        shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus?.id }),
      );
    });
    expect(await heard).toBe(200);
  });

  it('an anonymous visitor watching products hears an admin changing a price', async () => {
    const admin = await newAdmin();
    const productId = await newProduct({ price: 10_000 });
    const visitor = anonClient();
    const heard = new Promise<number>((resolve) => {
      const channel = visitor
        .channel(`products-${productId}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'products', filter: `id=eq.${productId}` },
          (payload) => resolve((payload.new as { price: number }).price),
        );
      void subscribed(channel).then(() =>
        admin.client.from('products').update({ price: 12_500 }).eq('id', productId),
      );
    });
    expect(await heard).toBe(12_500);
    const [row] = await sql<{ price: number }>(
      `select price from public.products where id = ${lit(productId)}`,
    );
    expect(row?.price).toBe(12_500);
  });

  it("the page cache's feed (service role) hears a product switched off, which anon never sees", async () => {
    const admin = await newAdmin();
    const hidden = await newProduct({ price: 10_000 });
    const marker = await newProduct({ price: 20_000 });
    const anonHeard: string[] = [];
    let markerArrived: () => void = () => {};
    const markerHeard = new Promise<void>((resolve) => (markerArrived = resolve));
    const anonChannel = anonClient()
      .channel(`anon-products-${hidden}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'products' },
        (payload) => {
          const id = (payload.new as { id: string }).id;
          anonHeard.push(id);
          if (id === marker) markerArrived();
        },
      );
    await subscribed(anonChannel);
    const feedHeard = new Promise<boolean>((resolve) => {
      const channel = serviceRoleClient()
        .channel(`feed-products-${hidden}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'products', filter: `id=eq.${hidden}` },
          (payload) => resolve((payload.new as { is_active: boolean }).is_active),
        );
      void subscribed(channel).then(async () => {
        await admin.client.from('products').update({ is_active: false }).eq('id', hidden);
        await admin.client.from('products').update({ price: 21_000 }).eq('id', marker);
      });
    });
    expect(await feedHeard).toBe(false);
    // changes reach a subscriber in order: once anon heard the later one, it was never told of
    // the product that left its sight
    await markerHeard;
    expect(anonHeard).toEqual([marker]);
  });
});
