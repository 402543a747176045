import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/** A burst of product changes (an admin's bulk edit) refreshes once, this long after the last. */
export const LIVE_CART_DELAY_MS = 250;

/**
 * Keeps a view of the cart live while it is on screen: a price, stock or visibility change an
 * admin makes to any product (realtime on `products`) refreshes the user's quote, so the cart
 * shows the new price or the flag without a reload. Also refreshes when the header's cart count
 * moves (another tab or remote changed the cart).
 */
export function useLiveCart(userId: string | undefined) {
  const queryClient = useQueryClient();
  const cartCount = useBus((state) => state.cartCount);

  useEffect(() => {
    if (!userId) return undefined;
    const client = getSupabase();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
      }, LIVE_CART_DELAY_MS);
    };
    const channel = client
      .channel(`checkout:cart:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, refresh)
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          console.error(`[mfe-checkout] live cart unavailable (${status})`, error);
        }
      });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      void client.removeChannel(channel);
    };
  }, [queryClient, userId]);

  // Another view changed the cart: the count moved since this view last read it. Not on mount
  // (the view's own query reads the cart then).
  const seen = useRef(cartCount);
  useEffect(() => {
    if (seen.current === cartCount) return;
    seen.current = cartCount;
    if (userId) void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
  }, [cartCount, queryClient, userId]);
}
