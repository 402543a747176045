import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { ordersKeys } from './orders-keys';

/**
 * Marks a shipped order delivered (`admin_mark_order_delivered`): the database stamps
 * `delivered_at` and queues the delivered email; any other order is refused ('Solo un pedido
 * enviado se puede marcar como entregado').
 */
export async function markOrderDelivered(client: BonisClient, orderId: string): Promise<void> {
  const { error } = await client.rpc('admin_mark_order_delivered', { p_order_id: orderId });
  if (error) throw error;
}

/** Marks an order delivered, then reads the orders and the order's history again. */
export function useMarkOrderDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => markOrderDelivered(getSupabase(), orderId),
    onSettled: (_data, _error, orderId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.record('orders', orderId) }),
      ]),
  });
}
