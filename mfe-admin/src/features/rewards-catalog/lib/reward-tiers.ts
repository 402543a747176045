import { Constants, type RewardTier } from '@bonis/supabase-client';
import { formatAuditField } from '../../../components/admin-kit';

export const REWARD_TIERS = Constants.public.Enums.reward_tier;

export const isRewardTier = (value: string): value is RewardTier =>
  (REWARD_TIERS as readonly string[]).includes(value);

/** 'Básico', 'Extendido', 'Premium': the tier's word, as the audit (and so the back office) says it. */
export const tierLabel = (tier: RewardTier): string =>
  formatAuditField('rewards_catalog', 'tier', tier);

/** The tiers by their words, in the database's order (the filter's and the form's options). */
export const TIER_OPTIONS = REWARD_TIERS.map((value) => ({ value, label: tierLabel(value) }));
