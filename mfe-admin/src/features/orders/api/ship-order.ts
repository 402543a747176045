import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import type { ShipOrderArgs } from '../schemas/ship-order';
import { ordersKeys } from './orders-keys';

/**
 * Hands an order to a carrier (`admin_ship_order`): the database records the carrier and the
 * tracking number (uppercased), sets the order shipped and queues the shipping email once; on a
 * shipped order it corrects the carrier or the number (no second email). It refuses in Spanish
 * ('Este pedido aún no está pagado', 'No se puede enviar un pedido cancelado', …).
 */
export async function shipOrder(client: BonisClient, args: ShipOrderArgs): Promise<void> {
  const { error } = await client.rpc('admin_ship_order', args);
  if (error) throw error;
}

/**
 * Ships an order. Afterwards (success or not) the orders are read again (the detail, the list,
 * its 'Por enviar' filter) and so is the order's change history.
 */
export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: ShipOrderArgs) => shipOrder(getSupabase(), args),
    onSettled: (_data, _error, args) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({
          queryKey: auditTrailKeys.record('orders', args.p_order_id),
        }),
      ]),
  });
}
