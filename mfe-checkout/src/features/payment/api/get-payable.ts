import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Payable } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/** What can be paid on /payment: today orders (memberships and gifts join the view later). */
export type PayableKind = 'order';

/**
 * One payable record of the caller from the database's `payables` view (RLS: only the caller's
 * own), or null when there is none with that id: someone else's, cancelled, or made up.
 */
export async function getPayable(
  client: BonisClient,
  kind: PayableKind,
  id: string,
): Promise<Payable | null> {
  const { data, error } = await client
    .from('payables')
    .select(
      'kind, id, reference, description, amount, payment_method, payment_status, created_at, user_id',
    )
    .eq('kind', kind)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const payableQueryOptions = (userId: string, kind: PayableKind, id: string) =>
  queryOptions({
    queryKey: [...sharedKeys.user(userId), 'checkout', 'payable', kind, id] as const,
    queryFn: () => getPayable(getSupabase(), kind, id),
  });

/** The payable for the signed-in user; refetched whenever the page mounts. */
export function usePayable(userId: string | undefined, kind: PayableKind, id: string | null) {
  return useQuery({
    ...payableQueryOptions(userId ?? '', kind, id ?? ''),
    enabled: userId !== undefined && id !== null && isUuid(id),
    refetchOnMount: 'always',
  });
}

/** Only a uuid can name a payable: anything else is no payable, without asking the database. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
