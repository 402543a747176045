import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import {
  getSupabase,
  userErrorMessage,
  type BonisClient,
  type ReorderResult,
} from '@bonis/supabase-client';
import { publishCounts, sharedKeys, splitMessage } from '@bonis/supabase-client/queries';
import { reorderOutcome } from '../lib/reorder-outcome';

/**
 * 'Volver a comprar' (`reorder`): every line of one of the caller's orders still sold goes into
 * their cart, capped by stock; the answer says what was added, what wasn't and the cart's units
 * after. Throws the PostgREST error.
 */
export async function reorder(client: BonisClient, orderId: string): Promise<ReorderResult> {
  const { data, error } = await client.rpc('reorder', { p_order_id: orderId });
  if (error) throw error;
  return data as unknown as ReorderResult;
}

const REORDER_FAILED = 'No se pudieron agregar los productos al carrito';

/**
 * Puts an order's products back in the cart, as the shared cart-add does: the cart's new units
 * go on the bus (`publishCounts`: the header's badge; the cart dropdown refreshes on it), every
 * cart list is invalidated (`sharedKeys.cart`), and a toast says what was added and what wasn't
 * (`reorderOutcome`). A refusal is the database's Spanish message.
 */
export function useReorder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => reorder(getSupabase(), orderId),
    onSuccess: (result) => {
      publishCounts.cart(result.cart_units);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
      const { title, description, tone } = reorderOutcome(result);
      bus.getState().toastRequested({ title, ...(description ? { description } : {}), tone });
    },
    onError: (error) => {
      console.error('[mfe-account] reordering failed', error);
      bus.getState().toastRequested({
        ...splitMessage(userErrorMessage(error, REORDER_FAILED)),
        tone: 'error',
      });
    },
  });
}
