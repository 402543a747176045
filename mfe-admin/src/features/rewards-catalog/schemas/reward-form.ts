import { z } from 'zod';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  descriptionField,
  nameField,
  numberText,
  wholeNumberField,
} from '../../../components/admin-kit';
import { REWARD_TIERS } from '../lib/reward-tiers';
import type { RewardRow } from '../api/get-rewards';

/** The database's limits of `rewards_catalog` (check constraints). */
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;

export const POINTS_REQUIRED = 'Ingresa los puntos necesarios';
export const POINTS_INVALID = 'Los puntos son un número entero mayor que 0';
export const STOCK_REQUIRED = 'Ingresa el stock';
export const STOCK_INVALID = 'El stock es un número entero de 0 en adelante';
export const TIER_REQUIRED = 'Elige un nivel';

/**
 * The create/edit dialog's form: name (required, up to 120), description (up to 500), the
 * points it costs (a whole number above 0), the stock (a whole number from 0), the tier and
 * whether shoppers see it. Numbers are typed as text, es-CO grouping allowed ('1.500'), so what
 * is not a number reaches the rule and gets its Spanish message. The image is the dialog's
 * upload (its session), not a typed value.
 */
export const rewardFormSchema = z.object({
  name: nameField(NAME_MAX),
  description: descriptionField(DESCRIPTION_MAX),
  points_required: wholeNumberField({
    required: POINTS_REQUIRED,
    invalid: POINTS_INVALID,
  }).refine((points) => points > 0, POINTS_INVALID),
  stock: wholeNumberField({ required: STOCK_REQUIRED, invalid: STOCK_INVALID }),
  tier: z.enum(REWARD_TIERS, TIER_REQUIRED),
  is_active: z.boolean(),
});

export type RewardFormInput = z.input<typeof rewardFormSchema>;
export type RewardFormValues = z.output<typeof rewardFormSchema>;

/** A new reward: basic, active, no stock yet. */
export const NEW_REWARD: RewardFormInput = {
  name: '',
  description: '',
  points_required: '',
  stock: '0',
  tier: 'basic',
  is_active: true,
};

/** A stored reward as the form's text. */
export const rewardFormValues = (reward: RewardRow): RewardFormInput => ({
  name: reward.name,
  description: reward.description ?? '',
  points_required: numberText(reward.points_required),
  stock: numberText(reward.stock),
  tier: reward.tier,
  is_active: reward.is_active,
});

/** The row an insert or update writes: an empty description and no image are stored as null. */
export const toRewardWrite = (
  values: RewardFormValues,
  image: string | null,
): Pick<
  TablesInsert<'rewards_catalog'>,
  'name' | 'description' | 'image_url' | 'points_required' | 'stock' | 'tier' | 'is_active'
> => ({
  ...values,
  description: values.description || null,
  image_url: image || null,
});
