import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type UserProfile } from '@bonis/supabase-client';
import { customerKeys } from './customer-keys';

const CUSTOMER_COLUMNS =
  'id, first_name, last_name, email, phone, birth_date, pet_name, membership_type, membership_expiry, role, total_orders, total_spent, created_at';

/** What the page's header shows of the customer's profile. */
export type Customer = Pick<
  UserProfile,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'birth_date'
  | 'pet_name'
  | 'membership_type'
  | 'membership_expiry'
  | 'role'
  | 'total_orders'
  | 'total_spent'
  | 'created_at'
>;

/**
 * One profile by id (RLS: the back office reads every profile that isn't deleted); null when
 * there is none (a wrong link, or the account was deleted).
 */
export async function getCustomer(client: BonisClient, id: string): Promise<Customer | null> {
  const { data, error } = await client
    .from('user_profiles')
    .select(CUSTOMER_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.profile(id),
    queryFn: () => getCustomer(getSupabase(), id),
  });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
