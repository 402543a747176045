import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import {
  getSupabase,
  type BonisClient,
  type CartChange,
  type CartRemoval,
} from '@bonis/supabase-client';
import { publishCounts, sharedKeys, shopperMessage } from '@bonis/supabase-client/queries';

/**
 * Sets the caller's line of a product to `quantity` units (`set_cart_quantity`: capped by the
 * stock and 999 in the database; below 1 is refused). Returns the line after the change.
 */
export async function setCartQuantity(
  client: BonisClient,
  productId: string,
  quantity: number,
): Promise<CartChange> {
  const { data, error } = await client.rpc('set_cart_quantity', {
    p_product_id: productId,
    p_quantity: quantity,
  });
  if (error) throw error;
  return data as unknown as CartChange;
}

/** Removes the caller's line of a product (`remove_cart_item`). */
export async function removeCartItem(client: BonisClient, productId: string): Promise<CartRemoval> {
  const { data, error } = await client.rpc('remove_cart_item', { p_product_id: productId });
  if (error) throw error;
  return data as unknown as CartRemoval;
}

/**
 * Changes a line's quantity: publishes the cart's units (the header badge) and refreshes every
 * view of the cart. On failure, the spec's toast (with the database's reason when it gives one).
 */
export function useSetCartQuantity(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      setCartQuantity(getSupabase(), productId, quantity),
    onSuccess: async (change) => {
      publishCounts.cart(change.cart_units);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
    },
    onError: async (error) => {
      console.error('[mfe-checkout] changing a cart quantity failed', error);
      const description = shopperMessage(error);
      bus.getState().toastRequested({
        title: 'No se pudo actualizar la cantidad',
        ...(description ? { description } : {}),
        tone: 'error',
      });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
    },
  });
}

/**
 * Removes a line: toasts 'Eliminado - Producto eliminado del carrito' (the toast outlives the
 * view that asked), publishes the cart's units and refreshes every view of the cart.
 */
export function useRemoveCartItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => removeCartItem(getSupabase(), productId),
    onSuccess: async (removal) => {
      bus.getState().toastRequested({
        title: 'Eliminado',
        description: 'Producto eliminado del carrito',
        tone: 'success',
      });
      publishCounts.cart(removal.cart_units);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
    },
    onError: (error) => {
      console.error('[mfe-checkout] removing a cart line failed', error);
      bus.getState().toastRequested({ title: 'No se pudo eliminar el producto', tone: 'error' });
    },
  });
}
