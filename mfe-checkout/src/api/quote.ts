import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type CheckoutQuote } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/** What the checkout chooses besides the cart: a slot, and at most one discount. */
export interface QuoteChoice {
  slotId?: string | null;
  code?: string | null;
  bonusId?: string | null;
  winId?: string | null;
}

/**
 * The caller's cart priced by the database (`preview_checkout`): every line with its unit price
 * (member prices included), availability, image and brand; subtotal, shipping (the chosen slot,
 * or the cart page's estimate), the one discount and the totals. The browser never adds prices
 * up. Throws the PostgREST error (a refused code, bonus or prize says why in Spanish).
 */
export async function getQuote(
  client: BonisClient,
  choice: QuoteChoice = {},
): Promise<CheckoutQuote> {
  const { data, error } = await client.rpc('preview_checkout', {
    p_shipping_time_range_id: choice.slotId ?? undefined,
    p_discount_code: choice.code ?? undefined,
    p_user_bonus_id: choice.bonusId ?? undefined,
    p_roulette_win_id: choice.winId ?? undefined,
  });
  if (error) throw error;
  return data as unknown as CheckoutQuote;
}

/**
 * Under the user's cart key: every cart change (add, quantity, remove, order) invalidates
 * `sharedKeys.cart(userId)`, and with it every quote.
 */
export const quoteQueryOptions = (userId: string, choice: QuoteChoice = {}) =>
  queryOptions({
    queryKey: [
      ...sharedKeys.cart(userId),
      'quote',
      choice.slotId ?? null,
      choice.code ?? null,
      choice.bonusId ?? null,
      choice.winId ?? null,
    ] as const,
    queryFn: () => getQuote(getSupabase(), choice),
  });

/**
 * The quote for the signed-in user (disabled without one). Refetched whenever a view of it
 * mounts; while a new choice is priced, the previous numbers stay on screen.
 */
export function useQuote(userId: string | undefined, choice: QuoteChoice = {}) {
  return useQuery({
    ...quoteQueryOptions(userId ?? '', choice),
    enabled: userId !== undefined,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
