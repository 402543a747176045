import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutInput, CheckoutValues } from '../schemas/checkout';
import { removeDraft, sessionStore, writeDraft } from '../utils/checkout-draft';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the checkout form's draft in sessionStorage as the shopper types (debounced; at once
 * when the page is left or unmounted, so a refresh right after a keystroke keeps it). Returns
 * `clear`, for when the order is placed: the draft is forgotten and nothing is written again.
 * The form starts from the draft (`readDraft`) where it is created.
 */
export function useCheckoutDraft(
  userId: string,
  form: UseFormReturn<CheckoutValues, unknown, CheckoutInput>,
): () => void {
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    const storage = sessionStore();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const save = () => {
      timer = undefined;
      writeDraft(storage, userId, form.getValues());
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    const subscription = form.watch(() => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    stop.current = () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    };
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId, form]);

  return useCallback(() => {
    stop.current?.();
    removeDraft(sessionStore(), userId);
  }, [userId]);
}
