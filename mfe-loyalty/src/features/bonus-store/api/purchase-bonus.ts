import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { formatDate } from '@bonis/design-system';
import { getSupabase, type BonisClient, type UserBonus } from '@bonis/supabase-client';
import { publishCounts, sharedKeys } from '@bonis/supabase-client/queries';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';
import { purchaseErrorToast } from '../utils/purchase-errors';
import type { Bonus } from './get-bonuses';
import { userPointsQueryOptions } from './get-user-points';

/**
 * Buys a bonus with points in one server transaction (`purchase_bonus`): it checks and
 * deducts the points, records a 'spent' transaction and creates an active user bonus that
 * expires 30 days later.
 */
export async function purchaseBonus(client: BonisClient, bonusId: string): Promise<UserBonus> {
  const { data, error } = await client.rpc('purchase_bonus', { p_bonus_id: bonusId });
  if (error) throw error;
  return data;
}

/**
 * The purchase, its toasts, and then the balance read again from the server and published
 * to the bus (the shell also keeps it live through realtime).
 */
export function usePurchaseBonus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bonus: Bonus) => purchaseBonus(getSupabase(), bonus.id),
    onSuccess: async (userBonus, bonus) => {
      bus.getState().toastRequested({
        title: '¡Bono adquirido!',
        description: `${bonus.name} ya está en tus bonos. Vence el ${formatDate(userBonus.expires_at)}.`,
        tone: 'success',
      });
      // a bonus more (every list of them: 'Mis bonos', checkout) and a 'spent' movement
      void queryClient.invalidateQueries({ queryKey: sharedKeys.bonuses(userId) });
      void queryClient.invalidateQueries({ queryKey: shopperLoyaltyKeys.all(userId) });
      try {
        const points = await queryClient.fetchQuery({
          ...userPointsQueryOptions(userId),
          staleTime: 0,
        });
        publishCounts.points(points);
      } catch (error) {
        // the purchase went through; the shell's realtime subscription brings the balance
        console.error('[mfe-loyalty] reading the points after a purchase failed', error);
      }
    },
    onError: (error) => {
      console.error('[mfe-loyalty] buying a bonus failed', error);
      bus.getState().toastRequested(purchaseErrorToast(error));
    },
  });
}
