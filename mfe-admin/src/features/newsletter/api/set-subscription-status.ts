import type { BonisClient, Enums } from '@bonis/supabase-client';

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
