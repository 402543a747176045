import { useRef } from 'react';
import { formatNumber } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import type { CatalogReward } from '../api/get-rewards-catalog';
import { useRedeemReward } from '../api/redeem-reward';

export interface Redeem {
  /** tries to redeem: refuses when short of points or out of stock, or calls the server */
  redeem: (reward: CatalogReward) => void;
  /** the reward being redeemed, while a redemption runs */
  redeemingId: string | null;
  /** a redemption is running: every 'Canjear' waits (one redemption at a time) */
  busy: boolean;
}

/** The points still missing for a reward, or 0 (also 0 while the balance is unknown). */
export const missingPoints = (
  reward: Pick<CatalogReward, 'points_required'>,
  points: number | null,
) => (points === null ? 0 : Math.max(0, reward.points_required - points));

/**
 * The 'Canjear' button's logic. With a known balance below the cost it answers 'Puntos
 * insuficientes' / 'Necesitas N puntos más' without calling the server (which checks again under
 * a row lock and says the same). A reward out of stock is not redeemed. One redemption at a time.
 */
export function useRedeem(userId: string): Redeem {
  const points = useBus((state) => state.points);
  const redemption = useRedeemReward(userId);
  /** set synchronously, so two clicks in one frame can't both redeem */
  const inFlight = useRef(false);

  const redeem = (reward: CatalogReward) => {
    if (inFlight.current || reward.stock <= 0) return;
    const missing = missingPoints(reward, points);
    if (missing > 0) {
      bus.getState().toastRequested({
        title: DB_MESSAGES.insufficientPoints,
        description: `Necesitas ${formatNumber(missing)} ${missing === 1 ? 'punto' : 'puntos'} más`,
        tone: 'error',
      });
      return;
    }
    inFlight.current = true;
    redemption.mutate(reward, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    redeem,
    redeemingId: redemption.isPending ? redemption.variables.id : null,
    busy: redemption.isPending,
  };
}
