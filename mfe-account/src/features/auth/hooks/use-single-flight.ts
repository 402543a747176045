import { useCallback, useRef } from 'react';

/**
 * Runs one async task at a time: a second call while one runs is ignored. Guards submits
 * against a double click or Enter pressed twice before the busy state has rendered.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  }, []);
}
