import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { shopperMessage, toastMessage } from '@bonis/supabase-client/queries';
import { paymentHref } from '@bonis/contracts/links';
import type { PlanSummary } from '../api/get-membership-plans';
import { useStartMembershipPurchase } from '../api/start-membership-purchase';
import { forgetPlan, rememberPlan, takeRememberedPlan } from '../utils/pending-plan';

/**
 * Storefront spec §8: the membership error when the database gives no message of its own (the
 * words the database uses for the same failure).
 */
export const MEMBERSHIP_ERROR = DB_MESSAGES.membershipActivationFailed;

export interface ChoosePlan {
  /** 'Seleccionar Plan': signed in, starts the purchase; signed out, asks to sign in first */
  choose: (plan: PlanSummary) => void;
  /** the plan a signed-out shopper chose: the sign-in dialog is open for it */
  signInFor: PlanSummary | null;
  /** the dialog's 'Crear mi cuenta gratis' / 'Ya tengo cuenta - Iniciar sesión' */
  signIn: (modal: 'register' | 'login') => void;
  /** the dialog was dismissed: the plan is forgotten */
  dismissSignIn: () => void;
  /** the plan whose purchase is starting */
  startingPlanId: string | null;
  /** a purchase is starting: every 'Seleccionar Plan' waits (no double purchase) */
  busy: boolean;
}

/**
 * What 'Seleccionar Plan' does. Signed in: `start_membership_purchase`, then `/payment` (or, for
 * a free plan, the activation toast). Signed out: the dialog to register or sign in, with the
 * plan remembered (pending-plan.ts); when the session becomes signed in while this page is
 * open, that purchase starts by itself (ARCHITECTURE §5: the remembered plan takes the shopper
 * straight to its payment).
 */
export function useChoosePlan(): ChoosePlan {
  const session = useBus((state) => state.session);
  const navigate = useNavigate();
  const purchase = useStartMembershipPurchase();
  const [signInFor, setSignInFor] = useState<PlanSummary | null>(null);
  /** set synchronously, so two clicks in one frame can't both start a purchase */
  const inFlight = useRef(false);

  const start = (planId: string, userId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    purchase.mutate(
      { planId, userId },
      {
        onSuccess: (result) => {
          if (result.activated) {
            bus.getState().toastRequested({
              title: `¡Membresía ${result.plan_name} activada exitosamente!`,
              description: `Vence el ${formatDate(result.expires_on)}`,
              tone: 'success',
            });
            return;
          }
          void navigate(paymentHref({ membership: result.id }));
        },
        onError: (error) => {
          console.error('[mfe-loyalty] starting a membership purchase failed', error);
          toastMessage(shopperMessage(error) ?? MEMBERSHIP_ERROR);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  // The shopper signed in (or registered) on this page: the remembered plan goes on to payment.
  const onSignedIn = useEffectEvent((userId: string) => {
    const planId = takeRememberedPlan();
    if (planId === null) return;
    setSignInFor(null);
    start(planId, userId);
  });
  useEffect(
    () =>
      bus.subscribe((state, previous) => {
        if (previous.session === null && state.session) onSignedIn(state.session.userId);
      }),
    [],
  );

  return {
    choose: (plan) => {
      if (session === undefined) return;
      if (session === null) {
        rememberPlan(plan.id);
        setSignInFor(plan);
        return;
      }
      start(plan.id, session.userId);
    },
    signInFor,
    signIn: (modal) => {
      setSignInFor(null);
      bus.getState().loginRequested(modal);
    },
    dismissSignIn: () => {
      forgetPlan();
      setSignInFor(null);
    },
    startingPlanId: purchase.isPending ? purchase.variables.planId : null,
    busy: purchase.isPending,
  };
}
