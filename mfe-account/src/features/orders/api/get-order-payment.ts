import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { PAYMENT_COLUMNS, toPayment, type Payment } from './get-payments';
import { ordersKeys } from './orders-keys';

/**
 * The approved payment of one of the caller's orders (the latest, if the gateway ever approved
 * two), or null: a cash order, or an online one not paid yet. A refunded payment is still the
 * one that paid it (its `refundedAt` says it was given back).
 */
export async function getOrderPayment(
  client: BonisClient,
  orderId: string,
): Promise<Payment | null> {
  const { data, error } = await client
    .from('payment_history')
    .select(PAYMENT_COLUMNS)
    .eq('kind', 'order')
    .eq('payable_id', orderId)
    .eq('status', 'approved')
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data ? toPayment(data) : null;
}

export const orderPaymentQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.orderPayment(userId, orderId),
    queryFn: () => getOrderPayment(getSupabase(), orderId),
  });

/** For the order's receipt; read again whenever it opens. */
export function useOrderPayment(userId: string, orderId: string) {
  return useQuery({ ...orderPaymentQueryOptions(userId, orderId), refetchOnMount: 'always' });
}
