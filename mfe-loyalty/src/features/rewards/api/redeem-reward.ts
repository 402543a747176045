import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient, type PointsRedemption } from '@bonis/supabase-client';
import { refreshHeaderCounts, shopperMessage, toastMessage } from '@bonis/supabase-client/queries';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';
import type { CatalogReward } from './get-rewards-catalog';
import { rewardsCatalogQueryOptions } from './get-rewards-catalog';

/** Rewards spec §8: the message when the database gives none of its own. */
export const REDEEM_ERROR = 'Error al canjear premio';

/**
 * Redeems a reward in one server transaction (`redeem_reward`): it checks the shopper's tier,
 * the stock and the points under row locks, deducts the points (a 'redeemed' ledger row),
 * takes one unit of stock and records a pending redemption. Throws the PostgREST error, whose
 * message is the function's Spanish one ('Puntos insuficientes - Necesitas N puntos más', …).
 */
export async function redeemReward(
  client: BonisClient,
  rewardId: string,
): Promise<PointsRedemption> {
  const { data, error } = await client.rpc('redeem_reward', { p_reward_id: rewardId });
  if (error) throw error;
  return data;
}

/**
 * The redemption and its toasts. Then the stock, the ledger and the redemptions are read again,
 * and the balance too, published to the header (the shell also keeps it live by realtime).
 */
export function useRedeemReward(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reward: CatalogReward) => redeemReward(getSupabase(), reward.id),
    onSuccess: async (_redemption, reward) => {
      bus.getState().toastRequested({
        title: '¡Premio canjeado exitosamente!',
        description: `${reward.name} ya es tuyo. Sigue su entrega en "Mis canjes".`,
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: rewardsCatalogQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: shopperLoyaltyKeys.all(userId) });
      try {
        await refreshHeaderCounts(queryClient, userId);
      } catch (error) {
        // the redemption went through; the shell's realtime subscription brings the balance
        console.error('[mfe-loyalty] reading the points after a redemption failed', error);
      }
    },
    onError: (error) => {
      console.error('[mfe-loyalty] redeeming a reward failed', error);
      toastMessage(shopperMessage(error) ?? REDEEM_ERROR);
    },
  });
}
