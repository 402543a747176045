import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';

/** What the memberships screen shows of a plan. */
export type MembershipPlanRow = Pick<
  Tables<'membership_plans'>,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'duration_days'
  | 'discount_percent'
  | 'points_multiplier'
  | 'benefits'
  | 'is_active'
  | 'membership_type'
  | 'created_at'
>;

export const PLAN_COLUMNS =
  'id, name, description, price, duration_days, discount_percent, points_multiplier, benefits, is_active, membership_type, created_at';

export interface RowRange {
  from: number;
  to: number;
}

/**
 * Plans `from`..`to`, active or not (admins read them all), ordered by price ascending (spec
 * §7), ties by name then id.
 */
export async function getMembershipPlanRows(
  client: BonisClient,
  range: RowRange,
): Promise<MembershipPlanRow[]> {
  const { data, error } = await client
    .from('membership_plans')
    .select(PLAN_COLUMNS)
    .order('price', { ascending: true })
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .range(range.from, range.to);
  if (error) throw error;
  return data;
}

/** A store has a handful of plans: the screen reads up to this many, in one request. */
export const PLAN_LIMIT = 100;

export const membershipKeys = {
  all: ['admin', 'membership-plans'] as const,
  list: () => [...membershipKeys.all, 'list'] as const,
};

export const membershipPlansQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.list(),
    queryFn: () => getMembershipPlanRows(getSupabase(), { from: 0, to: PLAN_LIMIT - 1 }),
  });

export function useMembershipPlans() {
  return useQuery(membershipPlansQueryOptions());
}
