import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { PAYMENT_COLUMNS, toPayment, type Payment } from './get-payments';
import { ordersKeys } from './orders-keys';

/** A payment's id as the database writes it (a UUID); anything else is no payment. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's payment with this id, or null when there is none: a made-up id, or someone
 * else's payment (the view holds only the caller's). An id that is no UUID is not asked for
 * (PostgREST would answer it with an error, not with nothing).
 */
export async function getPayment(client: BonisClient, paymentId: string): Promise<Payment | null> {
  if (!UUID.test(paymentId)) return null;
  const { data, error } = await client
    .from('payment_history')
    .select(PAYMENT_COLUMNS)
    .eq('id', paymentId)
    .maybeSingle();
  if (error) throw error;
  return data ? toPayment(data) : null;
}

export const paymentQueryOptions = (userId: string, paymentId: string) =>
  queryOptions({
    queryKey: ordersKeys.payment(userId, paymentId),
    queryFn: () => getPayment(getSupabase(), paymentId),
  });

/** The payment for its receipt; read again whenever the receipt opens. */
export function usePayment(userId: string, paymentId: string) {
  return useQuery({ ...paymentQueryOptions(userId, paymentId), refetchOnMount: 'always' });
}
