import { useCallback, useSyncExternalStore } from 'react';
import { todayInBogota } from '@bonis/supabase-client';

/** How often the page looks at the clock for a new day. */
export const TODAY_TICK_MS = 30_000;

/** No day yet: the server's render, and the browser's hydration of it. */
const unknownDay = () => '';

/**
 * Bogotá's today (`YYYY-MM-DD`), read again every TODAY_TICK_MS: a page left open past midnight
 * moves the delivery date's minimum (and its untouched default) to the new day.
 *
 * '' on the server and while the browser hydrates its HTML: the server's clock and the
 * shopper's may disagree on the day (near midnight, or a device set wrong), and a render must
 * come out the same on both. The browser's today follows right after hydration; a page the
 * browser renders itself has it from its first render.
 */
export function useBogotaToday(tickMs = TODAY_TICK_MS): string {
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = setInterval(changed, tickMs);
      return () => clearInterval(timer);
    },
    [tickMs],
  );
  return useSyncExternalStore(subscribe, todayInBogota, unknownDay);
}
