import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { bus } from '@bonis/design-system/bus';
import { favoritesKeys } from './favorites-keys';

/** The most units of one product a cart line holds (the database's check). */
export const CART_LINE_MAX = 999;

const UNIQUE_VIOLATION = '23505';

/**
 * Adds one unit to the user's existing line for the product, if there is one. The update applies
 * only if the quantity is still the one read (another tab may have changed it), else it reads
 * again. False when there is no line.
 */
async function incrementExisting(
  client: BonisClient,
  userId: string,
  productId: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { data: line, error } = await client
      .from('cart_items')
      .select('id, quantity')
      .eq('user_id', userId)
      .eq('product_id', productId)
      .maybeSingle();
    if (error) throw error;
    if (!line) return false;
    const update = await client
      .from('cart_items')
      .update({ quantity: Math.min(CART_LINE_MAX, line.quantity + 1) })
      .eq('id', line.id)
      .eq('quantity', line.quantity)
      .select('id');
    if (update.error) throw update.error;
    if (update.data.length > 0) return true;
  }
  throw new Error('El carrito cambió mientras se actualizaba');
}

/** Units in the user's cart: the sum of every line's quantity (the header's badge). */
export async function cartUnits(client: BonisClient, userId: string): Promise<number> {
  const { data, error } = await client.from('cart_items').select('quantity').eq('user_id', userId);
  if (error) throw error;
  return data.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Puts one unit of a favourite in the user's cart: increments the existing line or inserts one.
 * Two tabs adding at once meet the (user, product) unique key; the loser increments the
 * winner's line instead. Returns the cart's total units afterwards. The same algorithm as the
 * catalog's add to cart (a remote can't import another remote).
 */
export async function addFavoriteToCart(
  client: BonisClient,
  { userId, productId }: { userId: string; productId: string },
): Promise<number> {
  if (!(await incrementExisting(client, userId, productId))) {
    const insert = await client
      .from('cart_items')
      .insert({ user_id: userId, product_id: productId, quantity: 1 });
    if (insert.error) {
      if (insert.error.code !== UNIQUE_VIOLATION) throw insert.error;
      if (!(await incrementExisting(client, userId, productId))) throw insert.error;
    }
  }
  return cartUnits(client, userId);
}

export interface AddFavoriteToCartInput {
  productId: string;
  /** for the toast */
  productName: string;
}

/**
 * Publishes the cart's new total on the bus (`cartChanged`: the badge, and the cart dropdown
 * refreshes) and toasts how it went (spec §8). In the mutation, not in `mutate`'s callbacks, so
 * the toast shows even if the card is gone by then.
 */
export const addFavoriteToCartMutationOptions = (userId: string) =>
  mutationOptions({
    mutationKey: favoritesKeys.addToCart(userId),
    mutationFn: ({ productId }: AddFavoriteToCartInput) =>
      addFavoriteToCart(getSupabase(), { userId, productId }),
    onSuccess: (total, { productName }) => {
      bus.getState().cartChanged(total);
      bus.getState().toastRequested({
        title: '¡Agregado!',
        description: `${productName} se agregó al carrito`,
        tone: 'success',
      });
    },
    onError: (error) => {
      console.error('[mfe-account] adding a favourite to the cart failed', error);
      bus.getState().toastRequested({
        title: 'No se pudo agregar el producto al carrito',
        tone: 'error',
      });
    },
  });

/** One per card, so each card knows whether its own request is running. */
export function useAddFavoriteToCart(userId: string) {
  return useMutation(addFavoriteToCartMutationOptions(userId));
}
