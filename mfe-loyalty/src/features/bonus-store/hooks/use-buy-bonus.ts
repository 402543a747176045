import { useRef, useState } from 'react';
import { formatNumber } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import type { Bonus } from '../api/get-bonuses';
import { usePurchaseBonus } from '../api/purchase-bonus';

export interface BuyBonus {
  /**
   * 'Canjear': asks to sign in, refuses without enough points, or asks to confirm (opens the
   * confirmation: `confirming`)
   */
  buy: (bonus: Bonus) => void;
  /** the bonus whose purchase waits for the shopper's confirmation (the dialog is open) */
  confirming: Bonus | null;
  /** 'Confirmar compra': buys the bonus being confirmed, once */
  confirm: () => void;
  /** the confirmation closed: 'Cancelar', Escape, or after 'Confirmar compra' */
  dismiss: () => void;
  /** the bonus being bought, while a purchase runs */
  buyingId: string | null;
  /** a purchase is running: every 'Canjear' waits (no double purchase) */
  busy: boolean;
}

/**
 * The 'Canjear' button's logic. Signed out, it asks to sign in. With a known balance below the
 * cost it toasts 'Puntos insuficientes' without calling the server (which checks again anyway,
 * under a row lock). Otherwise it asks first (what it costs, what is left) and only 'Confirmar
 * compra' calls the server. One purchase at a time.
 */
export function useBuyBonus({ onSignInRequested }: { onSignInRequested: () => void }): BuyBonus {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  const purchase = usePurchaseBonus(session?.userId ?? '');
  const [confirming, setConfirming] = useState<Bonus | null>(null);
  /** set synchronously, so two confirmations in one frame can't both buy */
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
    setConfirming(bonus);
  };

  const confirm = () => {
    const bonus = confirming;
    setConfirming(null);
    if (!bonus || inFlight.current) return;
    inFlight.current = true;
    purchase.mutate(bonus, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    buy,
    confirming,
    confirm,
    dismiss: () => setConfirming(null),
    buyingId: purchase.isPending ? purchase.variables.id : null,
    busy: purchase.isPending,
  };
}
