import { useEffect, useState } from 'react';

/** How often the delivery calendar looks at the clock. */
export const CLOCK_TICK_MS = 15_000;

/**
 * The current time, read again every `tickMs`: the delivery calendar closes today's ranges as
 * they end and rolls to the next day at Bogotá's midnight while the page stays open.
 */
export function useNow(tickMs = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
