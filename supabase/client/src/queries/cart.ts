import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, useBus } from '@bonis/design-system/bus';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import type { CartChange } from '../rpc-results';
import { shopperMessage } from './errors';
import { publishCounts } from './header-counts';
import { sharedKeys } from './keys';

/** The most units of one product a cart line holds (the database's check). */
export const CART_LINE_MAX = 999;

/**
 * Adds units of a product to the signed-in user's cart: one call to `add_to_cart`, which
 * upserts the line atomically, caps it at the product's stock and at 999, and refuses inactive
 * or sold-out products with a Spanish message. Throws the PostgREST error.
 */
export async function addToCart(
  client: BonisClient,
  { productId, quantity = 1 }: { productId: string; quantity?: number },
): Promise<CartChange> {
  const { data, error } = await client.rpc('add_to_cart', {
    p_product_id: productId,
    p_quantity: quantity,
  });
  if (error) throw error;
  return data as unknown as CartChange;
}

export interface AddToCartInput {
  productId: string;
  /** for the toast */
  productName: string;
  /** units to add, 1 by default */
  quantity?: number;
}

const ADD_FAILED = 'No se pudo agregar el producto al carrito';

/**
 * Add to cart from any remote. Signed out: the spec's message and the login modal, through the
 * bus. Signed in: one database call; the cart's new units go on the bus (the header badge; the
 * cart dropdown refreshes on it), every cart list is invalidated, and a toast says how it went
 * (spec §8). A line already at the product's stock adds nothing and says so.
 */
export function useAddToCart() {
  const session = useBus((state) => state.session);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: AddToCartInput) =>
      addToCart(getSupabase(), { productId: input.productId, quantity: input.quantity }),
    onSuccess: (change, { productName }) => {
      publishCounts.cart(change.cart_units);
      if (session)
        void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(session.userId) });
      bus.getState().toastRequested(
        change.added > 0
          ? {
              title: '¡Agregado!',
              description: `${productName} se agregó al carrito`,
              tone: 'success',
            }
          : {
              title: ADD_FAILED,
              description: 'Ya tienes en el carrito todas las unidades disponibles',
              tone: 'info',
            },
      );
    },
    onError: (error) => {
      console.error('[supabase-client] adding to the cart failed', error);
      const description = shopperMessage(error);
      bus.getState().toastRequested({
        title: ADD_FAILED,
        ...(description ? { description } : {}),
        tone: 'error',
      });
    },
  });

  const add = (input: AddToCartInput) => {
    if (!session) {
      bus.getState().toastRequested({
        title: 'Debes iniciar sesión para agregar productos al carrito',
        tone: 'info',
      });
      bus.getState().loginRequested('login');
      return;
    }
    mutation.mutate(input);
  };

  return {
    add,
    /** the product being added, while its request runs */
    pendingProductId: mutation.isPending ? mutation.variables.productId : null,
  };
}
