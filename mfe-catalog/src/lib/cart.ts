import { useMutation } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { useSession } from './session';

/** The most units of one product a cart line holds (the database's check). */
export const CART_LINE_MAX = 999;

const UNIQUE_VIOLATION = '23505';

/**
 * Increments the user's existing line for the product, if there is one. The update applies only
 * if the quantity is still the one read (another tab may have changed it), else it reads again.
 */
async function incrementExisting(
  client: BonisClient,
  userId: string,
  productId: string,
  quantity: number,
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
    const next = Math.min(CART_LINE_MAX, line.quantity + quantity);
    const update = await client
      .from('cart_items')
      .update({ quantity: next })
      .eq('id', line.id)
      .eq('quantity', line.quantity)
      .select('id');
    if (update.error) throw update.error;
    if (update.data.length > 0) return true;
  }
  throw new Error('El carrito cambió mientras se actualizaba');
}

/**
 * Adds `quantity` units of a product to the user's cart: increments the existing line or inserts
 * one. Two tabs adding at once meet the (user, product) unique key; the loser increments the
 * winner's line instead. Returns the cart's total units afterwards (the header badge).
 */
export async function addToCart(
  client: BonisClient,
  { userId, productId, quantity }: { userId: string; productId: string; quantity: number },
): Promise<number> {
  const units = Math.max(1, Math.min(CART_LINE_MAX, Math.trunc(quantity)));
  if (!(await incrementExisting(client, userId, productId, units))) {
    const insert = await client
      .from('cart_items')
      .insert({ user_id: userId, product_id: productId, quantity: units });
    if (insert.error) {
      if (insert.error.code !== UNIQUE_VIOLATION) throw insert.error;
      if (!(await incrementExisting(client, userId, productId, units))) throw insert.error;
    }
  }
  return cartUnits(client, userId);
}

/** Units in the user's cart: the sum of every line's quantity. */
export async function cartUnits(client: BonisClient, userId: string): Promise<number> {
  const { data, error } = await client.from('cart_items').select('quantity').eq('user_id', userId);
  if (error) throw error;
  return data.reduce((sum, line) => sum + line.quantity, 0);
}

export interface AddToCartInput {
  productId: string;
  productName: string;
  quantity?: number;
}

/**
 * Add to cart from any catalog page. Signed out: the spec's message and the login modal, through
 * the bus. Signed in: the cart line changes, the new count goes on the bus (`cartChanged`, which
 * also refreshes the cart dropdown) and a toast says how it went (spec §8).
 */
export function useAddToCart() {
  const session = useSession();
  const mutation = useMutation({
    mutationFn: ({
      userId,
      productId,
      quantity,
    }: {
      userId: string;
      productId: string;
      quantity: number;
    }) => addToCart(getSupabase(), { userId, productId, quantity }),
  });

  const add = ({ productId, productName, quantity = 1 }: AddToCartInput) => {
    if (!session) {
      bus.getState().toastRequested({
        title: 'Debes iniciar sesión para agregar productos al carrito',
        tone: 'info',
      });
      bus.getState().loginRequested('login');
      return;
    }
    mutation.mutate(
      { userId: session.userId, productId, quantity },
      {
        onSuccess: (count) => {
          bus.getState().cartChanged(count);
          bus.getState().toastRequested({
            title: '¡Agregado!',
            description: `${productName} se agregó al carrito`,
            tone: 'success',
          });
        },
        onError: (error) => {
          console.error('[mfe-catalog] adding to the cart failed', error);
          bus.getState().toastRequested({
            title: 'No se pudo agregar el producto al carrito',
            tone: 'error',
          });
        },
      },
    );
  };

  return {
    add,
    /** the product being added, while its request runs */
    pendingProductId: mutation.isPending ? mutation.variables.productId : null,
  };
}
