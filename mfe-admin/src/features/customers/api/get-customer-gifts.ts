import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type GiftPurchaseOverview } from '@bonis/supabase-client';
import { orValue, readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type CustomerGiftRow = Pick<
  GiftPurchaseOverview,
  | 'id'
  | 'buyer_id'
  | 'buyer_name'
  | 'buyer_email'
  | 'recipient_name'
  | 'recipient_email'
  | 'gift_type'
  | 'gift_value'
  | 'gift_code'
  | 'amount'
  | 'state'
  | 'delivery_date'
  | 'redeemed_by'
  | 'created_at'
>;

/** A gift the customer bought for someone ('sent'), or one bought for them ('received'). */
export type CustomerGift = CustomerGiftRow & { direction: 'sent' | 'received' };

const COLUMNS =
  'id, buyer_id, buyer_name, buyer_email, recipient_name, recipient_email, gift_type, gift_value, gift_code, amount, state, delivery_date, redeemed_by, created_at';

/** The email as a case-insensitive exact LIKE pattern (its `%`, `_` and `\` taken literally). */
const exactEmail = (email: string) => email.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The `or` filter of a customer's gifts: the ones they bought (`buyer_id`), the ones they
 * redeemed (`redeemed_by`) and the ones addressed to their email (`recipient_email`, case
 * aside) whether redeemed yet or not.
 */
export function customerGiftsFilter(userId: string, email: string | null): string {
  const parts = [`buyer_id.eq.${userId}`, `redeemed_by.eq.${userId}`];
  const address = email?.trim();
  if (address) parts.push(`recipient_email.ilike.${orValue(exactEmail(address))}`);
  return parts.join(',');
}

/** One page of the gifts a customer sent and received, newest first, with the exact count. */
export async function getCustomerGifts(
  client: BonisClient,
  userId: string,
  email: string | null,
  page: number,
): Promise<ResourcePage<CustomerGift>> {
  const request = client
    .from('gift_purchases_overview')
    .select(COLUMNS, { count: 'exact' })
    .or(customerGiftsFilter(userId, email));
  const result = await readPage<CustomerGiftRow>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
  return {
    ...result,
    rows: result.rows.map((row) => ({
      ...row,
      direction: row.buyer_id === userId ? 'sent' : 'received',
    })),
  };
}

export const customerGiftsQueryOptions = (userId: string, email: string | null, page: number) =>
  queryOptions({
    queryKey: [...customerKeys.gifts(userId, page), email ?? ''],
    queryFn: () => getCustomerGifts(getSupabase(), userId, email, page),
    placeholderData: keepPreviousData,
  });

export const useCustomerGifts = (userId: string, email: string | null, page: number) =>
  useQuery(customerGiftsQueryOptions(userId, email, page));
