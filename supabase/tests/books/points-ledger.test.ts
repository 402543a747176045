/**
 * Issue 36, defects 5 and 6: points earned = floor(total × multiplier / 1000), and the ledger
 * has an order of its own (seq) with the balance after each movement, which the history reads.
 */
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  grantPoints,
  lit,
  newProduct,
  newShopper,
  setMembership,
  sql,
} from '../support/db';
import {
  pay,
  placeOrder,
  succeeds,
  useFreeShippingThreshold,
  useRouletteArrangement,
  useTimeSlots,
} from '../support/checkout';

interface HistoryRow {
  description: string;
  points_earned: number;
  points_used: number;
  balance: number;
  seq: number;
}

describe('points for a paid order', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(10_000_000);

  it('a ×1.5 member paying $ 2.880 earns floor(2880 × 1.5 / 1000) = 4 points, not 3', async () => {
    const slot = await newSlot(0);
    const member = await newShopper();
    await setMembership(member.id, 'mensual');
    const product = await newProduct({ price: 2_880, member_price: 2_880 });
    await addToCart(member, product, 1);
    const order = await placeOrder(member, { slot, payment: 'online' });
    expect(order.total).toBe(2_880);

    const paid = await pay(member, order.id, 'credit_card');

    expect(paid.order.points_earned).toBe(4);
    const [row] = await sql<{ current_points: number }>(
      `select current_points from public.user_points where user_id = ${lit(member.id)}`,
    );
    expect(row?.current_points).toBe(104);
  });
});

describe('the points history', () => {
  const { arrange } = useRouletteArrangement();

  it('lists a spin before the prize it paid for, newest first, with balances that existed', async () => {
    await arrange([{ type: 'points', value: 250, probability: 100 }]);
    const shopper = await newShopper();
    await grantPoints(shopper.id, 50);
    // 150 points: the spin costs 100 (balance 50), the prize gives 250 (balance 300); both rows
    // of one transaction share their created_at.
    await succeeds(shopper.client.rpc('spin_roulette'));

    const { data, error } = await shopper.client
      .from('points_history')
      .select('description, points_earned, points_used, balance, seq')
      .order('seq', { ascending: false });
    expect(error).toBeNull();
    const rows = data as HistoryRow[];
    expect(rows.map(({ seq: _seq, ...row }) => row)).toEqual([
      {
        description: expect.stringMatching(/^Premio de ruleta: /),
        points_earned: 250,
        points_used: 0,
        balance: 300,
      },
      { description: 'Giro de ruleta', points_earned: 0, points_used: 100, balance: 50 },
      { description: 'Puntos de prueba', points_earned: 50, points_used: 0, balance: 150 },
      { description: 'Puntos de bienvenida', points_earned: 100, points_used: 0, balance: 100 },
    ]);
    const seqs = rows.map((row) => row.seq);
    expect(
      [...seqs].sort((a, b) => b - a),
      'strictly increasing with time',
    ).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('every stored balance equals the sum of its ledger, for every user', async () => {
    expect(await sql('select * from private.points_ledger_discrepancies()')).toEqual([]);
  });

  it('a ledger row cannot be written with a balance below zero or changed afterwards', async () => {
    const shopper = await newShopper();
    await expect(
      sql(
        `insert into public.points_transactions (user_id, transaction_type, points_used, description, balance_after)
         values (${lit(shopper.id)}, 'spent', 1, 'x', -1)`,
      ),
    ).rejects.toThrow(/points_transactions_balance_after_not_negative/);
    await expect(
      sql(
        `update public.points_transactions set balance_after = 5 where user_id = ${lit(shopper.id)}`,
      ),
    ).rejects.toThrow(/no se puede modificar/);
  });
});
