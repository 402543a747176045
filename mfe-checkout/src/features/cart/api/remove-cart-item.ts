import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { totalUnits } from '../utils/cart-totals';
import { cartKeys } from './cart-keys';
import type { CartLine } from './get-cart-lines';

/** Deletes one line of the caller's cart (RLS: only their own). */
export async function removeCartItem(client: BonisClient, lineId: string): Promise<void> {
  const { error } = await client.from('cart_items').delete().eq('id', lineId);
  if (error) throw error;
}

/**
 * Removes a line, then refetches the cart and publishes its new unit count to the bus (the
 * header badge). Toasts the outcome: these outlive the dropdown if it closes meanwhile.
 */
export function useRemoveCartItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: CartLine) => removeCartItem(getSupabase(), line.id),
    onSuccess: async (_result, line) => {
      bus.getState().toastRequested({
        title: 'Eliminado',
        description: 'Producto eliminado del carrito',
        tone: 'success',
      });
      const key = cartKeys.lines(userId);
      // Drop the line at once, so the count is right even if the refetch fails.
      queryClient.setQueryData<CartLine[]>(key, (lines) =>
        lines?.filter((candidate) => candidate.id !== line.id),
      );
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      const lines = queryClient.getQueryData<CartLine[]>(key);
      if (lines) bus.getState().cartChanged(totalUnits(lines));
    },
    onError: (error) => {
      console.error('[mfe-checkout] removing a cart line failed', error);
      bus.getState().toastRequested({ title: 'No se pudo eliminar el producto', tone: 'error' });
    },
  });
}
