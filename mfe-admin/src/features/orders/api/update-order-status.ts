import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type OrderStatus,
  type PaymentStatus,
} from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { ordersKeys } from './orders-keys';

/** The answer when the update reached no row (the order is gone, or RLS hid it). */
export const ORDER_NOT_UPDATED = 'El pedido no existe o no tienes permiso para modificarlo';

/**
 * Sets an order's status. The database does the rest (Contract A): moving to `cancelled`
 * returns the stock once; cancelling a paid order takes its points back once.
 */
export async function updateOrderStatus(
  client: BonisClient,
  id: string,
  status: OrderStatus,
): Promise<void> {
  const { data, error } = await client.from('orders').update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error(ORDER_NOT_UPDATED);
}

/** Sets an order's payment status; refunding a paid order takes its points back once. */
export async function updatePaymentStatus(
  client: BonisClient,
  id: string,
  payment_status: PaymentStatus,
): Promise<void> {
  const { data, error } = await client
    .from('orders')
    .update({ payment_status })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error(ORDER_NOT_UPDATED);
}

export type OrderStatusChange =
  | { field: 'status'; id: string; value: OrderStatus }
  | { field: 'payment_status'; id: string; value: PaymentStatus };

/**
 * Changes one of the two statuses. Afterwards (success or not) every orders query is refetched
 * — the dialog, the list (a filtered list may lose the row), and the database's side effects
 * (points, stock timestamps) show — and so is the order's change history.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      change.field === 'status'
        ? updateOrderStatus(getSupabase(), change.id, change.value)
        : updatePaymentStatus(getSupabase(), change.id, change.value),
    onSettled: (_data, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.record('orders', change.id) }),
      ]),
  });
}
