import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type MembershipPlan } from '@bonis/supabase-client';

/** What the widget and the membership page show of a plan. */
export type PlanSummary = Pick<
  MembershipPlan,
  'id' | 'name' | 'description' | 'price' | 'duration_days' | 'benefits' | 'membership_type'
>;

/** The plans on sale, cheapest first (spec §7: active ordered by price ascending). */
export async function getMembershipPlans(client: BonisClient): Promise<PlanSummary[]> {
  const { data, error } = await client
    .from('membership_plans')
    .select('id, name, description, price, duration_days, benefits, membership_type')
    .eq('is_active', true)
    .order('price', { ascending: true });
  if (error) throw error;
  return data;
}

/** The same for everyone (public data): the widget and the membership page share the read. */
export const membershipPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['loyalty', 'membership-plans', 'active'] as const,
    queryFn: () => getMembershipPlans(getSupabase()),
  });

export function useMembershipPlans() {
  return useQuery(membershipPlansQueryOptions());
}
