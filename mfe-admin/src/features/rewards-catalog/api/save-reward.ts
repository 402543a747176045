import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toRewardWrite, type RewardFormValues } from '../schemas/reward-form';

/**
 * Creates a reward, or updates it by id, with its image (an object path of the bucket, or
 * none). RLS: admins only; the audit trigger records the change.
 */
export const saveReward = (
  client: BonisClient,
  id: string | undefined,
  values: RewardFormValues,
  image: string | null,
) => saveRow(client, 'rewards_catalog', id, toRewardWrite(values, image));
