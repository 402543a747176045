import type { MembershipType } from '@bonis/design-system/bus';
import type { RewardTier } from '@bonis/supabase-client';

/**
 * The reward tiers each membership sees (rewards spec §6: regular basic; mensual basic and
 * extended; anual all three). The spec is silent on `premium` and `vip` (admin-only types):
 * they follow the database's `redeem_reward`, the rule that counts — `premium` as mensual,
 * `vip` as anual — so the page never offers a reward the database would refuse.
 */
export const TIERS_BY_MEMBERSHIP: Record<MembershipType, readonly RewardTier[]> = {
  regular: ['basic'],
  mensual: ['basic', 'extended'],
  premium: ['basic', 'extended'],
  anual: ['basic', 'extended', 'premium'],
  vip: ['basic', 'extended', 'premium'],
};

/** The rewards a shopper of this membership can redeem, in the order given. */
export function visibleRewards<R extends { tier: RewardTier }>(
  rewards: readonly R[],
  membershipType: MembershipType,
): R[] {
  const tiers = TIERS_BY_MEMBERSHIP[membershipType];
  return rewards.filter((reward) => tiers.includes(reward.tier));
}

export const tierLabel: Record<RewardTier, string> = {
  basic: 'Básico',
  extended: 'Extendido',
  premium: 'Premium',
};

/** The line under the catalogue's heading: what the shopper's level unlocks. */
export function tierSummary(membershipType: MembershipType): string {
  const tiers = TIERS_BY_MEMBERSHIP[membershipType];
  if (tiers.length === 3)
    return 'Tu nivel desbloquea todos los premios: básicos, extendidos y premium.';
  if (tiers.length === 2)
    return 'Tu nivel desbloquea los premios básicos y extendidos. Con la membresía anual llegas también a los premium.';
  return 'Tu nivel Regular incluye los premios básicos. Hazte socio para desbloquear los extendidos y premium.';
}
