import { describe, expect, it } from 'vitest';
import { grantPoints, lit, newShopper, pointsAndLedger } from '../support/db';
import { newStoreBonus, sqlOne, useRouletteArrangement } from '../support/checkout';

/** How the parallel calls ended: the successes and the messages of the failures. */
async function race(calls: PromiseLike<{ error: { message: string } | null }>[]) {
  const outcomes = await Promise.all(calls);
  return {
    succeeded: outcomes.filter((outcome) => !outcome.error).length,
    messages: outcomes.flatMap((outcome) => (outcome.error ? [outcome.error.message] : [])),
  };
}

async function count(table: string, userId: string): Promise<number> {
  const row = await sqlOne<{ n: number }>(
    `select count(*)::int as n from public.${table} where user_id = ${lit(userId)}`,
  );
  return row.n;
}

const NO_SPIN = 'Puntos insuficientes - Necesitas 100 puntos para girar';

describe('points under concurrency (PostgreSQL)', () => {
  const roulette = useRouletteArrangement();

  it('lets a shopper with 500 points win exactly 5 of 10 parallel spins; balance and ledger agree at 0', async () => {
    await roulette.arrange([{ probability: 100, type: 'points', value: 0 }]);
    const shopper = await newShopper();
    await grantPoints(shopper.id, 400);

    const { succeeded, messages } = await race(
      Array.from({ length: 10 }, () => shopper.client.rpc('spin_roulette')),
    );

    expect(succeeded).toBe(5);
    expect(messages).toEqual(Array.from({ length: 5 }, () => NO_SPIN));
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await count('roulette_wins', shopper.id)).toBe(5);
    const spent = await sqlOne<{ n: number }>(
      `select count(*)::int as n from public.points_transactions
        where user_id = ${lit(shopper.id)} and description = 'Giro de ruleta'`,
    );
    expect(spent.n).toBe(5);
  });

  it('lets a shopper with 450 points win exactly 4 of 10 parallel spins; the balance ends at 50, never below 0', async () => {
    await roulette.arrange([{ probability: 100, type: 'points', value: 0 }]);
    const shopper = await newShopper();
    await grantPoints(shopper.id, 350);

    const { succeeded, messages } = await race(
      Array.from({ length: 10 }, () => shopper.client.rpc('spin_roulette')),
    );

    expect(succeeded).toBe(4);
    expect(messages).toEqual(Array.from({ length: 6 }, () => NO_SPIN));
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 50, ledger: 50 });
    expect(await count('roulette_wins', shopper.id)).toBe(4);
  });

  it('counts the points a spin wins toward the next parallel spins: 450 points and a 50-point prize give 8 spins', async () => {
    await roulette.arrange([{ probability: 100, type: 'points', value: 50 }]);
    const shopper = await newShopper();
    await grantPoints(shopper.id, 350);

    const { succeeded, messages } = await race(
      Array.from({ length: 10 }, () => shopper.client.rpc('spin_roulette')),
    );

    // Each spin nets −50: 450 → 400 → … → 100 → 50 after 8 spins; the 9th cannot pay.
    expect(succeeded).toBe(8);
    expect(messages).toEqual([NO_SPIN, NO_SPIN]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 50, ledger: 50 });
    expect(await count('roulette_wins', shopper.id)).toBe(8);
  });

  it('lets a shopper with points for 3 bonuses buy exactly 3 of 10 in parallel', async () => {
    const bonus = await newStoreBonus({ type: 'discount', value: 10, points_cost: 150 });
    const shopper = await newShopper();
    await grantPoints(shopper.id, 400);

    const { succeeded, messages } = await race(
      Array.from({ length: 10 }, () =>
        shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus.id }),
      ),
    );

    expect(succeeded).toBe(3);
    expect(messages).toEqual(Array.from({ length: 7 }, () => 'Puntos insuficientes'));
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 50, ledger: 50 });
    expect(await count('user_bonuses', shopper.id)).toBe(3);
  });
});
