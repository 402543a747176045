import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useReducedMotion } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import type { SpinResult } from '@bonis/supabase-client';
import { publishCounts, toastMessage } from '@bonis/supabase-client/queries';
import type { WheelPrize } from '../api/get-roulette-prizes';
import { rouletteKeys, shopperKey } from '../api/roulette-keys';
import { useSpinRoulette } from '../api/spin-roulette';
import { holdPoints, type PointsHold } from '../utils/hold-points';
import { SPIN_ERROR, spinErrorMessage } from '../utils/spin-errors';
import { stopAngle } from '../utils/wheel-geometry';

/** How long the wheel turns (spec §4, §9). */
export const SPIN_DURATION_MS = 4_000;

/**
 * idle → requesting (the database draws) → spinning (the wheel turns to the prize it drew) →
 * won (the modal) → idle. Under reduced motion, requesting → won.
 */
export type SpinPhase = 'idle' | 'requesting' | 'spinning' | 'won';

export interface Spin {
  phase: SpinPhase;
  /** the wheel's rotation in degrees (cumulative, so each spin turns forward) */
  rotation: number;
  /** the last answer of `spin_roulette`: what the modal shows */
  result: SpinResult | null;
  /** no spin animation: the result shows at once */
  reducedMotion: boolean;
  /** spins once, if nothing is in progress */
  spin: () => void;
  /** closes the win modal */
  close: () => void;
}

/**
 * The spin, in the order the spec's rules need: the database chooses first (`spin_roulette`),
 * then the wheel turns for 4 s, at least five full turns, to the segment of the prize the
 * database returned (found by its id), and then the result is revealed: the modal, the balance
 * from the answer published to the bus (header chip and page), and the shopper's reads
 * refreshed (bonuses, wins, points history). Until then the bus's points are held where they
 * were (`holdPoints`): the shell's realtime update of the balance, about a second into the
 * spin, waits for the wheel. A refusal toasts the function's message (or 'Error al girar la
 * ruleta') and goes back to idle. One spin at a time.
 */
export function useSpin({
  prizes,
  userId,
}: {
  prizes: readonly WheelPrize[];
  userId: string;
}): Spin {
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const mutation = useSpinRoulette();
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<SpinResult | null>(null);
  /** set synchronously, so two clicks in one frame can't both spin */
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** a result drawn but not yet revealed (the wheel is turning) */
  const unrevealed = useRef<SpinResult | null>(null);
  /** the bus's points, held from the click until the result is revealed */
  const hold = useRef<PointsHold | null>(null);
  /** what the answer is read against when it arrives (the prizes may have been read again) */
  const latest = useRef({ reducedMotion, prizes, rotation, userId });
  useEffect(() => {
    latest.current = { reducedMotion, prizes, rotation, userId };
  }, [reducedMotion, prizes, rotation, userId]);

  /** Stops holding the points; applies a balance published meanwhile, if there was one. */
  const releasePoints = useCallback(() => {
    const published = hold.current?.release();
    hold.current = null;
    if (published !== undefined) publishCounts.points(published);
  }, []);

  /** The result reaches the balance and the shopper's reads (also if the page is left). */
  const settle = useCallback(
    (answer: SpinResult) => {
      unrevealed.current = null;
      hold.current?.release();
      hold.current = null;
      publishCounts.points(answer.current_points);
      void queryClient.invalidateQueries({ queryKey: shopperKey(latest.current.userId) });
    },
    [queryClient],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unrevealed.current) settle(unrevealed.current);
      else releasePoints();
    },
    [settle, releasePoints],
  );

  const spin = () => {
    if (busy.current || latest.current.prizes.length === 0) return;
    busy.current = true;
    hold.current = holdPoints(bus);
    setPhase('requesting');
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        const { prizes: wheel, reducedMotion: still, rotation: from } = latest.current;
        const index = wheel.findIndex((prize) => prize.id === answer.prize.id);
        setResult(answer);
        if (index < 0) {
          // the prizes changed since the page read them: show the result, read them again
          void queryClient.invalidateQueries({ queryKey: rouletteKeys.prizes() });
        } else {
          setRotation(stopAngle(from, index, wheel.length));
        }
        if (index < 0 || still) {
          settle(answer);
          setPhase('won');
          return;
        }
        unrevealed.current = answer;
        setPhase('spinning');
        timer.current = setTimeout(() => {
          settle(answer);
          setPhase('won');
        }, SPIN_DURATION_MS);
      },
      onError: (error) => {
        const message = spinErrorMessage(error);
        if (message === SPIN_ERROR)
          console.error('[mfe-loyalty] spinning the roulette failed', error);
        toastMessage(message);
        releasePoints();
        busy.current = false;
        setPhase('idle');
      },
    });
  };

  const close = () => {
    busy.current = false;
    setPhase('idle');
  };

  return { phase, rotation, result, reducedMotion, spin, close };
}
