import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type MembershipPlan } from '@bonis/supabase-client';
import { FALLBACK_PLANS, MEMBERSHIP_GIFTS, type MembershipGift } from '../utils/gift-items';
import { giftKeys } from './gift-keys';

export type GiftPlan = Pick<MembershipPlan, 'name' | 'price' | 'duration_days' | 'benefits'> & {
  membership_type: MembershipGift;
};

/**
 * The membership gifts as `buy_gift` prices them: for each of 'mensual' and 'anual', the active
 * plan of that membership type (the dearest, if an admin left two), else the spec's plan
 * (FALLBACK_PLANS), which is what the function charges then.
 */
export async function getGiftPlans(client: BonisClient): Promise<GiftPlan[]> {
  const { data, error } = await client
    .from('membership_plans')
    .select('name, price, duration_days, benefits, membership_type')
    .eq('is_active', true)
    .in('membership_type', [...MEMBERSHIP_GIFTS])
    .order('price', { ascending: false });
  if (error) throw error;
  return MEMBERSHIP_GIFTS.map((type) => {
    const plan = data.find((row) => row.membership_type === type);
    return plan
      ? { ...plan, membership_type: type }
      : { ...FALLBACK_PLANS[type], membership_type: type };
  });
}

export const giftPlansQueryOptions = () =>
  queryOptions({
    queryKey: giftKeys.plans(),
    queryFn: () => getGiftPlans(getSupabase()),
  });

export function useGiftPlans() {
  return useQuery(giftPlansQueryOptions());
}
