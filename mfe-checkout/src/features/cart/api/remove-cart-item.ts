import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient, type CartRemoval } from '@bonis/supabase-client';
import { publishCounts, sharedKeys } from '@bonis/supabase-client/queries';
import type { CartLine } from './get-cart-lines';

/**
 * Removes the caller's line of a product (`remove_cart_item`: a cart line changes only in the
 * database). Returns whether there was one and the cart's units afterwards.
 */
export async function removeCartItem(client: BonisClient, productId: string): Promise<CartRemoval> {
  const { data, error } = await client.rpc('remove_cart_item', { p_product_id: productId });
  if (error) throw error;
  return data as unknown as CartRemoval;
}

/**
 * Removes a line, publishes the cart's new units (the header badge) and refetches the cart.
 * Toasts the outcome: these outlive the dropdown if it closes meanwhile. A line whose product
 * can no longer be read (hidden since) is removed by the product id the line still holds.
 */
export function useRemoveCartItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: CartLine) => removeCartItem(getSupabase(), line.productId),
    onSuccess: async (removal, line) => {
      bus.getState().toastRequested({
        title: 'Eliminado',
        description: 'Producto eliminado del carrito',
        tone: 'success',
      });
      publishCounts.cart(removal.cart_units);
      const key = sharedKeys.cart(userId);
      // Drop the line at once, so the list is right even if the refetch fails.
      queryClient.setQueryData<CartLine[]>(key, (lines) =>
        lines?.filter((candidate) => candidate.id !== line.id),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      console.error('[mfe-checkout] removing a cart line failed', error);
      bus.getState().toastRequested({ title: 'No se pudo eliminar el producto', tone: 'error' });
    },
  });
}
