import { describe, expect, it } from 'vitest';
import {
  grantPoints,
  lit,
  newShopper,
  pointsAndLedger,
  setMembership,
  sql,
  type Shopper,
} from '../support/db';
import { bogotaDate, ledgerOf, newReward, refusal, sqlOne, succeeds } from '../support/checkout';

const HIGHER_TIER = 'Premio no disponible - Este premio requiere una membresía superior';

function redeemCall(shopper: Shopper, rewardId: string) {
  return shopper.client.rpc('redeem_reward', { p_reward_id: rewardId });
}

async function stockOfReward(rewardId: string): Promise<number> {
  const row = await sqlOne<{ stock: number }>(
    `select stock from public.rewards_catalog where id = ${lit(rewardId)}`,
  );
  return row.stock;
}

async function redemptionsOf(userId: string) {
  return sql<{ reward_id: string; points_used: number; status: string }>(
    `select reward_id, points_used, status from public.points_redemptions_v2 where user_id = ${lit(userId)}`,
  );
}

describe('redeem_reward', () => {
  it('spends the points, takes one unit off the stock and records a pending redemption', async () => {
    const shopper = await newShopper();
    await grantPoints(shopper.id, 400);
    const reward = await newReward({ points_required: 300, stock: 4, tier: 'basic' });

    const redemption = await succeeds<{ reward_name: string; status: string; points_used: number }>(
      redeemCall(shopper, reward.id),
    );

    expect(redemption).toMatchObject({
      reward_name: reward.name,
      points_used: 300,
      status: 'pending',
    });
    expect(await redemptionsOf(shopper.id)).toEqual([
      { reward_id: reward.id, points_used: 300, status: 'pending' },
    ]);
    expect(await stockOfReward(reward.id)).toBe(3);
    expect((await ledgerOf(shopper.id)).at(-1)).toEqual({
      transaction_type: 'redeemed',
      points_earned: 0,
      points_used: 300,
      description: `Canje de premio: ${reward.name}`,
    });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 200, ledger: 200 });
  });

  it('lets regular shoppers redeem basic rewards only, mensual members basic and extended, anual members all', async () => {
    const rewards = {
      basic: await newReward({ points_required: 10, stock: 10, tier: 'basic' }),
      extended: await newReward({ points_required: 10, stock: 10, tier: 'extended' }),
      premium: await newReward({ points_required: 10, stock: 10, tier: 'premium' }),
    };
    const allowed = {
      regular: ['basic'],
      mensual: ['basic', 'extended'],
      anual: ['basic', 'extended', 'premium'],
    } as const;

    for (const membership of ['regular', 'mensual', 'anual'] as const) {
      const shopper = await newShopper();
      await setMembership(shopper.id, membership);
      for (const tier of ['basic', 'extended', 'premium'] as const) {
        const { error } = await redeemCall(shopper, rewards[tier].id);
        const may = (allowed[membership] as readonly string[]).includes(tier);
        expect(error?.message ?? 'canjeado', `${membership} → ${tier}`).toBe(
          may ? 'canjeado' : HIGHER_TIER,
        );
      }
      expect(await pointsAndLedger(shopper.id)).toEqual({
        balance: 100 - 10 * allowed[membership].length,
        ledger: 100 - 10 * allowed[membership].length,
      });
    }
    expect(await stockOfReward(rewards.basic.id)).toBe(7);
    expect(await stockOfReward(rewards.extended.id)).toBe(8);
    expect(await stockOfReward(rewards.premium.id)).toBe(9);
  });

  it('treats an expired membership as regular for the tiers', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'anual', bogotaDate(-1));
    const reward = await newReward({ points_required: 10, stock: 10, tier: 'extended' });
    expect((await refusal(redeemCall(shopper, reward.id))).message).toBe(HIGHER_TIER);
  });

  it('refuses a reward whose stock is 0 with "Premio agotado", spending nothing', async () => {
    const shopper = await newShopper();
    const reward = await newReward({ points_required: 50, stock: 0, tier: 'basic' });

    expect((await refusal(redeemCall(shopper, reward.id))).message).toBe(
      'Premio agotado - Este premio ya no tiene unidades disponibles',
    );
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await redemptionsOf(shopper.id)).toEqual([]);
  });

  it('refuses with "Puntos insuficientes" and the points missing when the points do not cover the reward, keeping the stock', async () => {
    const shopper = await newShopper();
    const reward = await newReward({ points_required: 350, stock: 3, tier: 'basic' });
    const almost = await newReward({ points_required: 101, stock: 3, tier: 'basic' });

    expect((await refusal(redeemCall(shopper, reward.id))).message).toBe(
      'Puntos insuficientes - Necesitas 250 puntos más',
    );
    expect((await refusal(redeemCall(shopper, almost.id))).message).toBe(
      'Puntos insuficientes - Necesitas 1 punto más',
    );
    expect(await stockOfReward(reward.id)).toBe(3);
    expect(await stockOfReward(almost.id)).toBe(3);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 100, ledger: 100 });
    expect(await redemptionsOf(shopper.id)).toEqual([]);
  });

  it('refuses an inactive reward', async () => {
    const shopper = await newShopper();
    const reward = await newReward({
      points_required: 10,
      stock: 3,
      tier: 'basic',
      is_active: false,
    });
    expect((await refusal(redeemCall(shopper, reward.id))).message).toBe(
      'Error al canjear premio - El premio no está disponible',
    );
    expect(await stockOfReward(reward.id)).toBe(3);
  });
});
