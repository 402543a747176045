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
import { ledgerOf, refusal, succeeds, useRouletteArrangement } from '../support/checkout';

interface Spin {
  win: {
    id: string;
    prize_id: string;
    prize_name: string;
    prize_type: string;
    prize_value: number;
    redeemed: boolean;
  };
  prize: { id: string; type: string; value: number };
  current_points: number;
}

function spin(shopper: Shopper): Promise<Spin> {
  return succeeds<Spin>(shopper.client.rpc('spin_roulette'));
}

async function winsOf(userId: string) {
  return sql<{
    prize_id: string;
    prize_type: string;
    prize_value: number;
    redeemed: boolean;
    expires_in_30_days: boolean | null;
  }>(
    `select prize_id, prize_type::text, prize_value::float8 as prize_value, redeemed,
            abs(extract(epoch from expires_at - (now() + interval '30 days'))) < 60 as expires_in_30_days
       from public.roulette_wins where user_id = ${lit(userId)} order by created_at`,
  );
}

async function bonusesOf(userId: string) {
  return sql<{
    roulette_win_id: string | null;
    bonus_type: string;
    bonus_value: number;
    status: string;
    expires_in_30_days: boolean;
  }>(
    `select roulette_win_id, bonus_type::text, bonus_value::float8 as bonus_value, status::text,
            abs(extract(epoch from expires_at - (now() + interval '30 days'))) < 60 as expires_in_30_days
       from public.user_bonuses where user_id = ${lit(userId)} order by created_at`,
  );
}

describe('spin_roulette', () => {
  const roulette = useRouletteArrangement();

  it('refuses a shopper with 99 points, saying 100 are needed, and changes nothing', async () => {
    await roulette.arrange([{ probability: 100, type: 'points', value: 50 }]);
    const shopper = await newShopper();
    await sql(`select private.move_points(${lit(shopper.id)}, -1, 'spent', 'Prueba')`);

    expect(await refusal(shopper.client.rpc('spin_roulette'))).toEqual({
      message: 'Puntos insuficientes - Necesitas 100 puntos para girar',
      code: 'P0001',
    });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 99, ledger: 99 });
    expect(await winsOf(shopper.id)).toEqual([]);
  });

  it('costs 100 points, recorded as a spent row', async () => {
    const [prizeId] = await roulette.arrange([{ probability: 100, type: 'points', value: 0 }]);
    const shopper = await newShopper();

    const result = await spin(shopper);

    expect(result.prize.id).toBe(prizeId);
    expect(result.current_points).toBe(0);
    expect(await ledgerOf(shopper.id)).toEqual([
      expect.objectContaining({ transaction_type: 'earned', points_earned: 100 }),
      {
        transaction_type: 'spent',
        points_earned: 0,
        points_used: 100,
        description: 'Giro de ruleta',
      },
    ]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('credits a points prize through the ledger and records the win as redeemed', async () => {
    const [prizeId] = await roulette.arrange([
      { name: 'Cincuenta puntos', probability: 100, type: 'points', value: 50 },
    ]);
    const shopper = await newShopper();

    const result = await spin(shopper);

    expect(result).toMatchObject({
      prize: { id: prizeId, type: 'points', value: 50 },
      win: { prize_id: prizeId, prize_type: 'points', prize_value: 50, redeemed: true },
      current_points: 50,
    });
    // The spin's two rows share one transaction (and created_at), so their order is open.
    const ledger = await ledgerOf(shopper.id);
    expect(ledger).toHaveLength(3);
    expect(ledger).toContainEqual({
      transaction_type: 'spent',
      points_earned: 0,
      points_used: 100,
      description: 'Giro de ruleta',
    });
    expect(ledger).toContainEqual({
      transaction_type: 'earned',
      points_earned: 50,
      points_used: 0,
      description: 'Premio de ruleta: Cincuenta puntos',
    });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 50, ledger: 50 });
    expect(await bonusesOf(shopper.id)).toEqual([]);
  });

  it('saves a discount prize as a win and an active bonus of its percentage, both expiring in 30 days', async () => {
    const [prizeId] = await roulette.arrange([{ probability: 100, type: 'discount', value: 15 }]);
    const shopper = await newShopper();

    const result = await spin(shopper);

    expect(await winsOf(shopper.id)).toEqual([
      {
        prize_id: prizeId,
        prize_type: 'discount',
        prize_value: 15,
        redeemed: false,
        expires_in_30_days: true,
      },
    ]);
    expect(await bonusesOf(shopper.id)).toEqual([
      {
        roulette_win_id: result.win.id,
        bonus_type: 'discount',
        bonus_value: 15,
        status: 'active',
        expires_in_30_days: true,
      },
    ]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('saves a free-shipping prize as a win and an active bonus of value 1, both expiring in 30 days', async () => {
    const [prizeId] = await roulette.arrange([
      { probability: 100, type: 'free_shipping', value: 0 },
    ]);
    const shopper = await newShopper();

    const result = await spin(shopper);

    expect(await winsOf(shopper.id)).toEqual([
      {
        prize_id: prizeId,
        prize_type: 'free_shipping',
        prize_value: 1,
        redeemed: false,
        expires_in_30_days: true,
      },
    ]);
    expect(await bonusesOf(shopper.id)).toEqual([
      {
        roulette_win_id: result.win.id,
        bonus_type: 'free_shipping',
        bonus_value: 1,
        status: 'active',
        expires_in_30_days: true,
      },
    ]);
  });

  it('records a 0-point prize as a redeemed win only: no bonus, no points', async () => {
    const [prizeId] = await roulette.arrange([{ probability: 100, type: 'points', value: 0 }]);
    const shopper = await newShopper();

    await spin(shopper);

    expect(await winsOf(shopper.id)).toEqual([
      expect.objectContaining({ prize_id: prizeId, prize_type: 'points', redeemed: true }),
    ]);
    expect(await bonusesOf(shopper.id)).toEqual([]);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('always draws the 100 % prize between two 0 % prizes', async () => {
    const [, certain] = await roulette.arrange([
      { probability: 0, type: 'points', value: 1_000 },
      { probability: 100, type: 'points', value: 0 },
      { probability: 0, type: 'points', value: 1_000 },
    ]);
    const shopper = await newShopper();
    await grantPoints(shopper.id, 700);

    const drawn: string[] = [];
    for (let i = 0; i < 8; i += 1) drawn.push((await spin(shopper)).prize.id);

    expect(drawn).toEqual(Array.from({ length: 8 }, () => certain));
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('gives the remainder to the last prize when the probabilities add up to less than 100', async () => {
    const [, last] = await roulette.arrange([
      { probability: 0, type: 'points', value: 1_000 },
      { probability: 5, type: 'points', value: 0 },
    ]);
    const shopper = await newShopper();
    await grantPoints(shopper.id, 400);

    const drawn: string[] = [];
    for (let i = 0; i < 5; i += 1) drawn.push((await spin(shopper)).prize.id);

    expect(drawn).toEqual(Array.from({ length: 5 }, () => last));
  });

  it('refuses with "No hay premios disponibles" when no prize is active, spending nothing', async () => {
    await roulette.arrange([]);
    const shopper = await newShopper();

    expect(await refusal(shopper.client.rpc('spin_roulette'))).toMatchObject({
      message: 'No hay premios disponibles',
    });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
  });

  it('refuses an anonymous visitor', async () => {
    await roulette.arrange([{ probability: 100, type: 'points', value: 0 }]);
    const { error } = await anonClient().rpc('spin_roulette');
    expect(error?.code).toBe('42501');
  });
});
