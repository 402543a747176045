import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/** The product of a cart line as the dropdown shows it. */
export interface CartLineProduct {
  id: string;
  name: string;
  /** the product's current (non-member) price in COP */
  price: number;
  images: string[];
}

export interface CartLine {
  id: string;
  /** the line's product id, kept even when the product itself can no longer be read */
  productId: string;
  quantity: number;
  /** null when the product is no longer readable (deactivated: RLS hides it) */
  product: CartLineProduct | null;
}

const CART_LINE_COLUMNS = 'id, product_id, quantity, product:products(id, name, price, images)';

/**
 * Every line of the user's cart, newest first, with its product. All lines, not 5: the
 * dropdown shows five but its heading counts every unit and its subtotal sums every line.
 */
export async function getCartLines(client: BonisClient, userId: string): Promise<CartLine[]> {
  const { data, error } = await client
    .from('cart_items')
    .select(CART_LINE_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true });
  if (error) throw error;
  return data.map((row): CartLine => ({
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    product: row.product ?? null,
  }));
}

export const cartLinesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.cart(userId),
    queryFn: () => getCartLines(getSupabase(), userId),
  });

/**
 * The user's cart lines. Refetched every time a view of the cart mounts (the dropdown mounts
 * on each opening), so it never shows a cart changed elsewhere since it was last opened.
 */
export function useCartLines(userId: string) {
  return useQuery({ ...cartLinesQueryOptions(userId), refetchOnMount: 'always' });
}
