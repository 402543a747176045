import type { PointsHistoryEntry } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  grantPoints,
  lit,
  newShopper,
  pointsAndLedger,
  sql,
  type Shopper,
} from '../support/db';

/** Spends points through the ledger, as the functions do. */
async function spendPoints(userId: string, points: number, description: string) {
  await sql(
    `select private.move_points(${lit(userId)}, ${-points}, 'redeemed', ${lit(description)})`,
  );
}

/** One page of the shopper's history, newest first, as the rewards page reads it. */
async function page(shopper: Shopper, from: number, to: number) {
  const { data, error, count } = await shopper.client
    .from('points_history')
    .select('transaction_type, points_earned, points_used, description, balance, user_id', {
      count: 'exact',
    })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  expect(error).toBeNull();
  return { rows: (data ?? []) as Partial<PointsHistoryEntry>[], count };
}

describe('points_history', () => {
  it("lists the caller's ledger newest first with the balance after each row, paged with an exact count", async () => {
    const shopper = await newShopper();
    // One transaction each, so that created_at orders them.
    await grantPoints(shopper.id, 400);
    await spendPoints(shopper.id, 150, 'Canje de premio: Juguete');
    await grantPoints(shopper.id, 30);

    const first = await page(shopper, 0, 1);
    const second = await page(shopper, 2, 3);

    expect(first.count).toBe(4);
    expect(first.rows).toEqual([
      {
        transaction_type: 'earned',
        points_earned: 30,
        points_used: 0,
        description: 'Puntos de prueba',
        balance: 380,
        user_id: shopper.id,
      },
      {
        transaction_type: 'redeemed',
        points_earned: 0,
        points_used: 150,
        description: 'Canje de premio: Juguete',
        balance: 350,
        user_id: shopper.id,
      },
    ]);
    expect(second.rows).toEqual([
      expect.objectContaining({ points_earned: 400, balance: 500 }),
      expect.objectContaining({ description: 'Puntos de bienvenida', balance: 100 }),
    ]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 380, ledger: 380 });
  });

  it("shows a shopper none of another shopper's rows, and an anonymous visitor nothing", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    await grantPoints(other.id, 250);

    const { data } = await shopper.client.from('points_history').select('user_id, balance');
    expect(data).toEqual([{ user_id: shopper.id, balance: 100 }]);
    const filtered = await shopper.client
      .from('points_history')
      .select('id')
      .eq('user_id', other.id);
    expect(filtered.data).toEqual([]);
    const anonymous = await anonClient().from('points_history').select('id');
    expect(anonymous.error).toMatchObject({
      code: '42501',
      message: 'permission denied for view points_history',
    });
    expect(anonymous.data ?? []).toEqual([]);
  });
});
