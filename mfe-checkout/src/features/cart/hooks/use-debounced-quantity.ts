import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a line's quantity must stay put before the database is asked to set it. */
export const QUANTITY_DEBOUNCE_MS = 500;

export interface DebouncedQuantity {
  /** what the stepper shows: the shopper's latest choice, else the quote's quantity */
  value: number;
  /** a choice not yet settled in the database (waiting for the pause, or being saved) */
  pending: boolean;
  /** the shopper chose `next`: saved once the choices stop for QUANTITY_DEBOUNCE_MS */
  change: (next: number) => void;
  /** forgets a choice not yet sent (the line is being removed) */
  cancel: () => void;
}

/**
 * A cart line's quantity between the shopper and the database: every click of the stepper or
 * typed value shows at once, and only the value it settles on is saved (one database call,
 * however fast the clicks). `save` resolves once the database answered and the quote was read
 * again; until then the shopper's choice stays on screen, so the stepper never jumps back to
 * the old quantity. A choice still waiting when the line unmounts (the shopper followed a link)
 * is saved then.
 */
export function useDebouncedQuantity(
  quantity: number,
  save: (quantity: number) => Promise<unknown>,
  delay = QUANTITY_DEBOUNCE_MS,
): DebouncedQuantity {
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** the choice waiting for the pause, if any */
  const waiting = useRef<number | null>(null);
  /** a counter of choices: a save that settles after a newer choice leaves the draft alone */
  const latest = useRef(0);
  const saveRef = useRef(save);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const send = useCallback((next: number, choice: number) => {
    waiting.current = null;
    const settled = () => {
      if (latest.current === choice) setDraft(null);
    };
    // a failure is the caller's to report (the save toasts); the stepper then shows the quote
    saveRef.current(next).then(settled, settled);
  }, []);

  const change = useCallback(
    (next: number) => {
      latest.current += 1;
      const choice = latest.current;
      setDraft(next);
      waiting.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        send(next, choice);
      }, delay);
    },
    [delay, send],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    waiting.current = null;
    latest.current += 1;
    setDraft(null);
  }, []);

  // Leaving the page before the pause ends still saves the last choice.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const next = waiting.current;
      if (next !== null) {
        waiting.current = null;
        saveRef.current(next).catch(() => undefined);
      }
    },
    [],
  );

  return { value: draft ?? quantity, pending: draft !== null, change, cancel };
}
