import { Constants, type RewardTier } from '@bonis/supabase-client';
import { formatAuditField } from '../../../components/admin-kit';
import type { RedemptionRow } from '../api/get-redemptions';

/** 'Básico', 'Extendido', 'Premium': the tier's word, as the audit (and so the back office) says it. */
export const tierLabel = (tier: RewardTier): string =>
  formatAuditField('rewards_catalog', 'tier', tier);

export const TIER_OPTIONS = Constants.public.Enums.reward_tier.map((value) => ({
  value,
  label: tierLabel(value),
}));

/** Who redeemed it: the name, else the email, else that the account is gone. */
export const shopperOf = (row: Pick<RedemptionRow, 'shopper_name' | 'shopper_email'>): string =>
  row.shopper_name ?? row.shopper_email ?? 'Cliente sin datos';

/** The redemption in the dialogs and toasts: 'Kong Classic para Ana Gómez'. */
export const redemptionLabel = (row: RedemptionRow): string =>
  `${row.reward_name} para ${shopperOf(row)}`;
