import { useCallback, useRef, type BaseSyntheticEvent } from 'react';

/**
 * Runs one submit at a time: a second one while the first runs (a double click, Enter pressed
 * twice before the busy state has rendered) is ignored. Wrap react-hook-form's handleSubmit
 * with it (`onSubmit={once(form.handleSubmit(submit))}`); it has no such guard of its own.
 * Actions that share a guard (send and resend a code) share one `once`.
 */
export function useSingleSubmit() {
  const running = useRef(false);
  return useCallback(
    (submit: (event?: BaseSyntheticEvent) => Promise<void>) => (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      void submit(event).finally(() => {
        running.current = false;
      });
    },
    [],
  );
}
