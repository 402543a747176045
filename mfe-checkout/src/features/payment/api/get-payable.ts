import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type Payable,
  type PayableKind,
} from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * What /payment pays, each named by its own query parameter: `?order=<id>` (an order placed for
 * online payment), `?membership=<id>` (a plan chosen on /membership), `?gift=<id>` (a gift bought
 * on /regalos).
 */
export const PAYABLE_KINDS = [
  'order',
  'membership',
  'gift',
] as const satisfies readonly PayableKind[];
export type { PayableKind };

/** The payable a /payment URL names: the first of `order`, `membership`, `gift` it carries. */
export function payableFromSearch(
  params: URLSearchParams,
): { kind: PayableKind; id: string } | null {
  for (const kind of PAYABLE_KINDS) {
    const id = params.get(kind);
    if (id !== null) return { kind, id };
  }
  return null;
}

/**
 * One payable record of the caller from the database's `payables` view (RLS: only the caller's
 * own), or null when there is none with that id: someone else's, cancelled, or made up. Its
 * `pay_by` is until when it can be paid (null when paid, or when no time limit applies).
 */
export async function getPayable(
  client: BonisClient,
  kind: PayableKind,
  id: string,
): Promise<Payable | null> {
  const { data, error } = await client
    .from('payables')
    .select(
      'kind, id, reference, description, amount, payment_method, payment_status, created_at, user_id, pay_by',
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
