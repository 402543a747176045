import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Order } from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type CustomerOrder = Pick<
  Order,
  'id' | 'order_number' | 'created_at' | 'status' | 'payment_status' | 'payment_method' | 'total'
>;

const COLUMNS = 'id, order_number, created_at, status, payment_status, payment_method, total';

/** One page of a customer's orders, newest first, with the exact count (RLS: the back office). */
export async function getCustomerOrders(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<CustomerOrder>> {
  const request = client.from('orders').select(COLUMNS, { count: 'exact' }).eq('user_id', userId);
  return readPage<CustomerOrder>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
}

export const customerOrdersQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.orders(userId, page),
    queryFn: () => getCustomerOrders(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const useCustomerOrders = (userId: string, page: number) =>
  useQuery(customerOrdersQueryOptions(userId, page));
