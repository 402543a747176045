import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type GiftPurchase } from '@bonis/supabase-client';
import { giftKeys } from './gift-keys';

/** The columns the page shows of a gift the shopper bought. */
export const SENT_GIFT_COLUMNS =
  'id, gift_type, gift_value, amount, recipient_name, recipient_email, delivery_date, gift_code, status, payment_status, delivered_at, redeemed_at, created_at';

export type SentGift = Pick<
  GiftPurchase,
  | 'id'
  | 'gift_type'
  | 'gift_value'
  | 'amount'
  | 'recipient_name'
  | 'recipient_email'
  | 'delivery_date'
  | 'gift_code'
  | 'status'
  | 'payment_status'
  | 'delivered_at'
  | 'redeemed_at'
  | 'created_at'
>;

/** How many gifts the list shows: the newest. */
export const SENT_GIFTS_LIMIT = 50;

/**
 * The gifts the shopper bought, newest first (RLS lets a buyer read only their own; the filter
 * says so too), at most SENT_GIFTS_LIMIT.
 */
export async function getSentGifts(client: BonisClient, userId: string): Promise<SentGift[]> {
  const { data, error } = await client
    .from('gift_purchases')
    .select(SENT_GIFT_COLUMNS)
    .eq('buyer_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(SENT_GIFTS_LIMIT);
  if (error) throw error;
  return data;
}

export const sentGiftsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: giftKeys.sent(userId),
    queryFn: () => getSentGifts(getSupabase(), userId),
  });

export function useSentGifts(userId: string) {
  return useQuery(sentGiftsQueryOptions(userId));
}
