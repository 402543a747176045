import { useEffect, useState } from 'react';

/** The whole seconds left until `deadline` (ms since the epoch) at `now`: 0 once it has come. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Seconds as the countdown shows them: 'mm:ss' (29:41, 05:00, 00:09). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The seconds left until `until` (an ISO instant, e.g. `payables.pay_by`), read again as each
 * second of the countdown ends (timed on the deadline, so the display never lags by a second);
 * it stops at 0. Null without a deadline (or an unreadable one).
 */
export function useSecondsLeft(until: string | null | undefined): number | null {
  const deadline = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the next moment the whole seconds left change
    const schedule = (current: number) => {
      const left = deadline - current;
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    const tick = () => {
      const current = Date.now();
      setNow(current);
      schedule(current);
    };
    schedule(Date.now());
    return () => clearTimeout(timer);
  }, [deadline]);

  return Number.isNaN(deadline) ? null : secondsUntil(deadline, now);
}
