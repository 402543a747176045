import { describe, expect, it } from 'vitest';
import { anonClient, grantPoints, lit, newShopper, pointsAndLedger, sql } from '../support/db';
import { ledgerOf, newStoreBonus, refusal, succeeds } from '../support/checkout';

interface UserBonus {
  id: string;
  user_id: string;
  bonus_id: string;
  bonus_name: string;
  bonus_type: string;
  bonus_value: number;
  points_spent: number;
  status: string;
  used_at: string | null;
}

async function bonusesOf(userId: string) {
  return sql<{ bonus_id: string; status: string }>(
    `select bonus_id, status from public.user_bonuses where user_id = ${lit(userId)}`,
  );
}

describe('purchase_bonus', () => {
  it('spends the points, records a spent row and gives an active bonus that expires in 30 days', async () => {
    const shopper = await newShopper();
    await grantPoints(shopper.id, 150);
    const bonus = await newStoreBonus({ type: 'discount', value: 15, points_cost: 200 });

    const bought = await succeeds<UserBonus>(
      shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus.id }),
    );

    expect(bought).toMatchObject({
      user_id: shopper.id,
      bonus_id: bonus.id,
      bonus_name: bonus.name,
      bonus_type: 'discount',
      bonus_value: 15,
      points_spent: 200,
      status: 'active',
      used_at: null,
    });
    const [row] = await sql<{ expires_in_30_days: boolean }>(
      `select abs(extract(epoch from expires_at - (now() + interval '30 days'))) < 60 as expires_in_30_days
         from public.user_bonuses where id = ${lit(bought.id)}`,
    );
    expect(row?.expires_in_30_days).toBe(true);
    expect((await ledgerOf(shopper.id)).at(-1)).toEqual({
      transaction_type: 'spent',
      points_earned: 0,
      points_used: 200,
      description: `Compra de bono: ${bonus.name}`,
    });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 50, ledger: 50 });
  });

  it('refuses with "Puntos insuficientes" when the points do not cover the cost, and changes nothing', async () => {
    const shopper = await newShopper();
    const bonus = await newStoreBonus({ type: 'free_shipping', value: 1, points_cost: 101 });

    expect(
      await refusal(shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus.id })),
    ).toMatchObject({ message: 'Puntos insuficientes' });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await ledgerOf(shopper.id)).toHaveLength(1);
    expect(await bonusesOf(shopper.id)).toEqual([]);
  });

  it('lets a shopper spend exactly all their points', async () => {
    const shopper = await newShopper();
    const bonus = await newStoreBonus({ type: 'discount', value: 5, points_cost: 100 });
    await succeeds(shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus.id }));
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refuses an inactive bonus', async () => {
    const shopper = await newShopper();
    const bonus = await newStoreBonus({
      type: 'discount',
      value: 10,
      points_cost: 10,
      is_active: false,
    });

    expect(
      await refusal(shopper.client.rpc('purchase_bonus', { p_bonus_id: bonus.id })),
    ).toMatchObject({ message: 'Error al comprar bono - El bono no está disponible' });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await bonusesOf(shopper.id)).toEqual([]);
  });

  it('refuses an anonymous visitor', async () => {
    const bonus = await newStoreBonus({ type: 'discount', value: 10, points_cost: 10 });
    const { error } = await anonClient().rpc('purchase_bonus', { p_bonus_id: bonus.id });
    expect(error?.code).toBe('42501');
  });
});
