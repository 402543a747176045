import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type InternalNote } from '@bonis/supabase-client';
import { ordersKeys } from './orders-keys';

/** A note as the order's 'Notas internas' shows it. */
export type OrderNote = Pick<InternalNote, 'id' | 'body' | 'author_name' | 'created_at'>;

/**
 * The back office's notes on one order, newest first (RLS: staff and admins only; a shopper
 * never reads them).
 */
export async function getInternalNotes(client: BonisClient, orderId: string): Promise<OrderNote[]> {
  const { data, error } = await client
    .from('internal_notes')
    .select('id, body, author_name, created_at')
    .eq('order_id', orderId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data;
}

export const internalNotesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.notes(orderId),
    queryFn: () => getInternalNotes(getSupabase(), orderId),
  });

export function useInternalNotes(orderId: string) {
  return useQuery(internalNotesQueryOptions(orderId));
}
