import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { ordersKeys } from './orders-keys';

export interface NewOrderNote {
  order_id: string;
  body: string;
}

/**
 * Adds a note to an order. Only the order and the text are sent: the database sets the author
 * (the caller and their name) and the time, and trims the text.
 */
export async function addInternalNote(client: BonisClient, note: NewOrderNote): Promise<void> {
  const { error } = await client.from('internal_notes').insert(note);
  if (error) throw error;
}

/** Adds a note, then reads the order's notes again. */
export function useAddInternalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NewOrderNote) => addInternalNote(getSupabase(), note),
    onSettled: (_data, _error, note) =>
      queryClient.invalidateQueries({ queryKey: ordersKeys.notes(note.order_id) }),
  });
}
