import { describe, expect, it } from 'vitest';
import { lit, newShopper, pointsAndLedger, sql } from '../support/db';

describe('sign-up trigger', () => {
  it('gives a new shopper a profile with the names from the sign-up metadata, as regular', async () => {
    const shopper = await newShopper({ first_name: 'Valentina', last_name: 'Rojas' });
    const { data, error } = await shopper.client.from('user_profiles').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: shopper.id,
      first_name: 'Valentina',
      last_name: 'Rojas',
      membership_type: 'regular',
      is_admin: false,
      total_orders: 0,
      total_spent: 0,
    });
  });

  it('gives a new shopper 100 welcome points recorded in the ledger', async () => {
    const shopper = await newShopper();
    const { data } = await shopper.client.from('user_points').select('current_points').single();
    expect(data?.current_points).toBe(100);
    const ledger = await sql<{
      transaction_type: string;
      points_earned: number;
      description: string;
    }>(
      `select transaction_type, points_earned, description from public.points_transactions where user_id = ${lit(shopper.id)}`,
    );
    expect(ledger).toEqual([
      { transaction_type: 'earned', points_earned: 100, description: 'Puntos de bienvenida' },
    ]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });
});
