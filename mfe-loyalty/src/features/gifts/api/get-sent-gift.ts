import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { giftKeys } from './gift-keys';
import { SENT_GIFT_COLUMNS, type SentGift } from './get-sent-gifts';

/** Only a uuid can name a gift: anything else is no gift, without asking the database. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * One gift the shopper bought, by id (`/regalos?enviado=<id>`, where the payment page sends
 * them): null when there is none of theirs with that id.
 */
export async function getSentGift(
  client: BonisClient,
  userId: string,
  giftId: string,
): Promise<SentGift | null> {
  const { data, error } = await client
    .from('gift_purchases')
    .select(SENT_GIFT_COLUMNS)
    .eq('buyer_id', userId)
    .eq('id', giftId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const sentGiftQueryOptions = (userId: string, giftId: string) =>
  queryOptions({
    queryKey: giftKeys.one(userId, giftId),
    queryFn: () => getSentGift(getSupabase(), userId, giftId),
  });

/** The gift, read whenever the page opens (its code was issued a moment ago). */
export function useSentGift(userId: string, giftId: string) {
  return useQuery({
    ...sentGiftQueryOptions(userId, giftId),
    enabled: isUuid(giftId),
    refetchOnMount: 'always',
  });
}
