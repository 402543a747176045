import { useRef } from 'react';
import { formatNumber } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import type { Bonus } from '../api/get-bonuses';
import { usePurchaseBonus } from '../api/purchase-bonus';

export interface BuyBonus {
  /** tries to buy: asks to sign in, refuses without enough points, or calls the server */
  buy: (bonus: Bonus) => void;
  /** the bonus being bought, while a purchase runs */
  buyingId: string | null;
  /** a purchase is running: every 'Canjear' waits (no double purchase) */
  busy: boolean;
}

/**
 * The 'Canjear' button's logic. Signed out, it asks to sign in. With a known balance below the
 * cost it toasts 'Puntos insuficientes' without calling the server (which checks again anyway,
 * under a row lock). One purchase at a time.
 */
export function useBuyBonus({ onSignInRequested }: { onSignInRequested: () => void }): BuyBonus {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  const purchase = usePurchaseBonus(session?.userId ?? '');
  /** set synchronously, so two clicks in one frame can't both buy */
  const inFlight = useRef(false);

  const buy = (bonus: Bonus) => {
    if (session === undefined) return;
    if (session === null) {
      onSignInRequested();
      return;
    }
    if (inFlight.current) return;
    if (points !== null && points < bonus.points_cost) {
      bus.getState().toastRequested({
        title: DB_MESSAGES.insufficientPoints,
        description: `Necesitas ${formatNumber(bonus.points_cost)} puntos y tienes ${formatNumber(points)}.`,
        tone: 'error',
      });
      return;
    }
    inFlight.current = true;
    purchase.mutate(bonus, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    buy,
    buyingId: purchase.isPending ? purchase.variables.id : null,
    busy: purchase.isPending,
  };
}
