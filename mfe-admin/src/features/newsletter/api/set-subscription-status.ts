import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Enums } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { newsletterKeys } from './get-subscriptions';

export type SubscriptionStatusValue = Enums<'subscription_status'>;

/**
 * Unsubscribes or resubscribes one address (RLS: admins update `status`). No row changed (gone,
 * or refused) is a failure too.
 */
export async function setSubscriptionStatus(
  client: BonisClient,
  id: string,
  status: SubscriptionStatusValue,
): Promise<void> {
  const { data, error } = await client
    .from('newsletter_subscriptions')
    .update({ status })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Suscripción sin cambios');
}

/** 'Dar de baja' / 'Reactivar', then the list and the cards are read again. */
export function useSetSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SubscriptionStatusValue }) =>
      setSubscriptionStatus(getSupabase(), id, status),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
