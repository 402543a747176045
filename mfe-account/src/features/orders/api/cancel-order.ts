import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCOP } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import {
  getSupabase,
  type BonisClient,
  type Order,
  type OrderStatus,
} from '@bonis/supabase-client';
import { ordersKeys } from './orders-keys';

/** The statuses a shopper may still cancel their order in: not once it is being prepared. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

export const canCancel = (status: OrderStatus) => CANCELLABLE_STATUSES.includes(status);

/**
 * Cancels one of the caller's orders (`cancel_order`): the database returns the stock, takes
 * back the points and the discount's use, refunds a paid online payment, writes the timeline's
 * event and emails the shopper, and answers with the order as it is now (a cancelled order
 * unchanged). Its refusals are Spanish (`userErrorMessage`). Throws the PostgREST error.
 */
export async function cancelOrder(client: BonisClient, orderId: string): Promise<Order> {
  const { data, error } = await client.rpc('cancel_order', { p_order_id: orderId });
  if (error) throw error;
  return data;
}

/**
 * 'Cancelar pedido': on success the toast 'Pedido cancelado' (saying the payment was given back
 * when it was), and everything of the user's orders is read again through the feature's keys
 * (the order, its timeline, the lists, the payments), awaited so the page shows the cancelled
 * order when the confirmation closes.
 */
export function useCancelOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(getSupabase(), orderId),
    onSuccess: async (order) => {
      bus.getState().toastRequested({
        title: 'Pedido cancelado',
        ...(order.payment_status === 'refunded'
          ? { description: `Te devolvimos ${formatCOP(order.total)} al medio de pago que usaste` }
          : {}),
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ordersKeys.user(userId) });
    },
  });
}
