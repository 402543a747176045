import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { NoteValues } from '../schemas/note';
import { customerKeys } from './customer-keys';

/**
 * Adds an internal note on a customer (staff and admins; append-only). The database sets the
 * author, their name and the time, and trims the text.
 */
export async function addCustomerNote(
  client: BonisClient,
  userId: string,
  { body }: NoteValues,
): Promise<void> {
  const { error } = await client.from('internal_notes').insert({ user_id: userId, body });
  if (error) throw error;
}

/** Adds the note; then the notes are read again. */
export function useAddCustomerNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteValues) => addCustomerNote(getSupabase(), userId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.notes(userId) }),
  });
}
