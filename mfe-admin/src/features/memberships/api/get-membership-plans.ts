import type { Tables } from '@bonis/supabase-client';
import { readPage, type PageFetcher } from '../../../components/admin-kit';
import type { EditablePlan } from '../schemas/membership-form';

/** What the memberships screen shows of a plan: what its form edits, its type and its date. */
export type MembershipPlanRow = EditablePlan &
  Pick<Tables<'membership_plans'>, 'id' | 'membership_type' | 'created_at'>;

export const PLAN_COLUMNS =
  'id, name, description, price, duration_days, discount_percent, points_multiplier, benefits, is_active, membership_type, created_at';

/** The list's one order (spec §7): by price, cheapest first. */
export const PLAN_SORTS = ['price'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** A store has a handful of plans: the screen reads up to this many, in one request. */
export const PLAN_LIMIT = 100;

/** One page of the plans, active or not (admins read them all), ties by name then id. */
export const getMembershipPlansPage: PageFetcher<MembershipPlanRow, PlanSort> = (
  client,
  query,
  range,
) => {
  const request = client.from('membership_plans').select(PLAN_COLUMNS, { count: 'exact' });
  return readPage(request, query.sort, range, ['name', 'id']);
};
