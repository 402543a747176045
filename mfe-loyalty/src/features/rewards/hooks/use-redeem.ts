import { useRef, useState } from 'react';
import { formatNumber } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import type { CatalogReward } from '../api/get-rewards-catalog';
import { useRedeemReward } from '../api/redeem-reward';

export interface Redeem {
  /**
   * 'Canjear': refuses when short of points or out of stock, else asks to confirm (opens the
   * confirmation: `confirming`)
   */
  redeem: (reward: CatalogReward) => void;
  /** the reward whose redemption waits for the shopper's confirmation (the dialog is open) */
  confirming: CatalogReward | null;
  /** 'Confirmar canje': redeems the reward being confirmed, once */
  confirm: () => void;
  /** the confirmation closed: 'Cancelar', Escape, or after 'Confirmar canje' */
  dismiss: () => void;
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
 * a row lock and says the same). A reward out of stock is not redeemed. Otherwise it asks first
 * (what it costs, what is left) and only 'Confirmar canje' calls the server. One redemption at a
 * time.
 */
export function useRedeem(userId: string): Redeem {
  const points = useBus((state) => state.points);
  const redemption = useRedeemReward(userId);
  const [confirming, setConfirming] = useState<CatalogReward | null>(null);
  /** set synchronously, so two confirmations in one frame can't both redeem */
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
    setConfirming(reward);
  };

  const confirm = () => {
    const reward = confirming;
    setConfirming(null);
    if (!reward || inFlight.current) return;
    inFlight.current = true;
    redemption.mutate(reward, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    redeem,
    confirming,
    confirm,
    dismiss: () => setConfirming(null),
    redeemingId: redemption.isPending ? redemption.variables.id : null,
    busy: redemption.isPending,
  };
}
