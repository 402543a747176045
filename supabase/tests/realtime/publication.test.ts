import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { anonClient, grantPoints, lit, newAdmin, newProduct, newShopper, sql } from '../support/db';

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
  it('publishes exactly the tables the storefront and the admin screens watch', async () => {
    const rows = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' order by tablename`,
    );
    expect(rows.map((row) => row.tablename)).toEqual([
      'app_settings',
      'banner_settings',
      'categories',
      'gift_purchases',
      'orders',
      'points_redemptions_v2',
      'products',
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
});
