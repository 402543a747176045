import { describe, expect, it } from 'vitest';
import type { MembershipType } from '@bonis/design-system/bus';
import type { RewardTier } from '@bonis/supabase-client';
import { visibleRewards } from './reward-tiers';

const REWARDS: { id: string; tier: RewardTier }[] = [
  { id: 'snack', tier: 'basic' },
  { id: 'kong', tier: 'extended' },
  { id: 'spa', tier: 'premium' },
  { id: 'bolsas', tier: 'basic' },
];

describe('visibleRewards', () => {
  it.each<[MembershipType, string[]]>([
    ['regular', ['snack', 'bolsas']],
    ['mensual', ['snack', 'kong', 'bolsas']],
    ['anual', ['snack', 'kong', 'spa', 'bolsas']],
    // not in the spec: as the database's redeem_reward allows them
    ['premium', ['snack', 'kong', 'bolsas']],
    ['vip', ['snack', 'kong', 'spa', 'bolsas']],
  ])('shows a %s shopper the tiers of their level, in the order given', (type, ids) => {
    expect(visibleRewards(REWARDS, type).map((reward) => reward.id)).toEqual(ids);
  });
});
