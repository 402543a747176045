import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type MembershipPlan } from '@bonis/supabase-client';

export type PlanSummary = Pick<MembershipPlan, 'id' | 'name' | 'price' | 'duration_days'>;

/** The plans on sale, cheapest first (spec §7: active ordered by price ascending). */
export async function getMembershipPlans(client: BonisClient): Promise<PlanSummary[]> {
  const { data, error } = await client
    .from('membership_plans')
    .select('id, name, price, duration_days')
    .eq('is_active', true)
    .order('price', { ascending: true });
  if (error) throw error;
  return data;
}

export const membershipPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['membership-plans', 'active'] as const,
    queryFn: () => getMembershipPlans(getSupabase()),
  });

export function useMembershipPlans() {
  return useQuery(membershipPlansQueryOptions());
}
