import { useEffect, useState } from 'react';
import { todayInBogota } from '../utils/bogota-date';

/** How often the page looks at the clock for a new day. */
export const TODAY_TICK_MS = 30_000;

/**
 * Bogotá's today (`YYYY-MM-DD`), read again every TODAY_TICK_MS: a page left open past midnight
 * moves the delivery date's minimum (and its untouched default) to the new day.
 */
export function useBogotaToday(tickMs = TODAY_TICK_MS): string {
  const [today, setToday] = useState(() => todayInBogota());
  useEffect(() => {
    const timer = setInterval(() => setToday(todayInBogota()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return today;
}
