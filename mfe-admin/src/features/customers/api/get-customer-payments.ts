import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Payment } from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

/** A payment through the simulated gateway, with what it paid. */
export type CustomerPayment = Pick<
  Payment,
  | 'id'
  | 'payable_kind'
  | 'created_at'
  | 'amount'
  | 'method'
  | 'status'
  | 'refunded_at'
  | 'card_last4'
  | 'pse_bank'
  | 'decline_reason'
> & {
  order: { order_number: string } | null;
  membership: { plan_name: string } | null;
  gift: { gift_type: 'membership' | 'coupon'; gift_value: string; recipient_name: string } | null;
};

const COLUMNS =
  'id, payable_kind, created_at, amount, method, status, refunded_at, card_last4, pse_bank, decline_reason, order:orders(order_number), membership:membership_purchases(plan_name), gift:gift_purchases(gift_type, gift_value, recipient_name)';

/**
 * One page of a customer's payments (orders, memberships and gifts), newest first, with the
 * exact count.
 */
export async function getCustomerPayments(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<CustomerPayment>> {
  const request = client.from('payments').select(COLUMNS, { count: 'exact' }).eq('user_id', userId);
  return readPage<CustomerPayment>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
}

export const customerPaymentsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.payments(userId, page),
    queryFn: () => getCustomerPayments(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const useCustomerPayments = (userId: string, page: number) =>
  useQuery(customerPaymentsQueryOptions(userId, page));
