import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import type { MembershipWrite } from '../schemas/membership-form';
import { PLAN_COLUMNS, membershipKeys, type MembershipPlanRow } from './get-membership-plans';

/** Creates a plan (RLS: admins only); returns the new row, its membership type included. */
export async function createMembershipPlan(
  client: BonisClient,
  write: MembershipWrite,
): Promise<MembershipPlanRow> {
  const { data, error } = await client
    .from('membership_plans')
    .insert(write)
    .select(PLAN_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a plan by id; fails (PGRST116) when no row was updated. */
export async function updateMembershipPlan(
  client: BonisClient,
  id: string,
  write: MembershipWrite,
): Promise<MembershipPlanRow> {
  const { data, error } = await client
    .from('membership_plans')
    .update(write)
    .eq('id', id)
    .select(PLAN_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export interface SaveMembershipPlanInput {
  /** the plan being edited; none to create one */
  id?: string;
  write: MembershipWrite;
}

/** Creates or updates a plan, then reads the list (and an open history) again. */
export function useSaveMembershipPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, write }: SaveMembershipPlanInput) =>
      id
        ? updateMembershipPlan(getSupabase(), id, write)
        : createMembershipPlan(getSupabase(), write),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
