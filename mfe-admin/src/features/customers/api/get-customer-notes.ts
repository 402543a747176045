import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type InternalNote } from '@bonis/supabase-client';
import { customerKeys } from './customer-keys';

export type CustomerNote = Pick<InternalNote, 'id' | 'body' | 'author_name' | 'created_at'>;

/** How many notes are read at a time ('Ver notas anteriores' reads the next ones). */
export const NOTES_PAGE_SIZE = 20;

/**
 * The back office's notes on a customer, newest first, `NOTES_PAGE_SIZE` from `offset` (RLS:
 * staff and admins read them; shoppers never).
 */
export async function getCustomerNotes(
  client: BonisClient,
  userId: string,
  offset: number,
): Promise<CustomerNote[]> {
  const { data, error } = await client
    .from('internal_notes')
    .select('id, body, author_name, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + NOTES_PAGE_SIZE - 1);
  if (error) throw error;
  return data;
}

export const customerNotesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.notes(userId),
    queryFn: ({ pageParam }) => getCustomerNotes(getSupabase(), userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < NOTES_PAGE_SIZE ? undefined : pages.length * NOTES_PAGE_SIZE,
  });

export const useCustomerNotes = (userId: string) =>
  useInfiniteQuery(customerNotesQueryOptions(userId));
