import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toMembershipWrite, type MembershipFormValues } from '../schemas/membership-form';

/**
 * Creates a plan, or updates it by id (RLS: admins only; PGRST116 when it is gone).
 * `membership_type` is the database's, generated from the name.
 */
export const saveMembershipPlan = (
  client: BonisClient,
  id: string | undefined,
  values: MembershipFormValues,
) => saveRow(client, 'membership_plans', id, toMembershipWrite(values));
