import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Order } from '@bonis/supabase-client';
import { publishCounts, refreshHeaderCounts, sharedKeys } from '@bonis/supabase-client/queries';
import type { CheckoutInput } from '../schemas/checkout';
import type { AppliedDiscount } from '../utils/discount';
import { checkoutKeys } from './checkout-keys';

/** The checkout form's output and the one discount applied. */
export interface PlaceOrderInput extends CheckoutInput {
  discount: AppliedDiscount | null;
}

/**
 * Places the caller's order (`place_order`): the database checks the form again in the spec's
 * order, prices the cart, takes the stock, spends the code, bonus or prize, empties the cart
 * and queues the confirmation email, in one transaction. Returns the order; throws the
 * PostgREST error (a refusal carries the spec's 'Título - Descripción' message).
 */
export async function placeOrder(client: BonisClient, input: PlaceOrderInput): Promise<Order> {
  const { discount } = input;
  const { data, error } = await client.rpc('place_order', {
    p_shipping_address: input.address,
    p_shipping_time_range_id: input.slotId,
    p_payment_method: input.paymentMethod,
    p_delivery_date: input.deliveryDate,
    ...(discount?.kind === 'code' ? { p_discount_code: discount.code } : {}),
    ...(discount?.kind === 'bonus' ? { p_user_bonus_id: discount.id } : {}),
    ...(discount?.kind === 'prize' ? { p_roulette_win_id: discount.id } : {}),
  });
  if (error) throw error;
  return data;
}

/**
 * Places the order. On success the cart (every view of it) and the shopper's bonuses and
 * prizes (one may be spent now) and the checkout's own reads are refreshed, and the header's counts are read
 * again and published (the cart badge drops to what is left: 0, unless another tab added a
 * line meanwhile). The caller shows the outcome (toast, navigation).
 */
export function usePlaceOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => placeOrder(getSupabase(), input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.user(userId) });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(userId) });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.bonuses(userId) });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.prizes(userId) });
      // not awaited: the shopper moves on to the order while the counts are read
      refreshHeaderCounts(queryClient, userId).catch((error: unknown) => {
        console.error('[mfe-checkout] reading the header counts after an order failed', error);
        // the order's lines left the cart; only a line another tab added meanwhile remains
        publishCounts.cart(0);
      });
    },
  });
}
