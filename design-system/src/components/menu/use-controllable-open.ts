import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state that is controlled when `open` is given and internal otherwise; `setOpen` reports
 * every change through `onOpenChange` either way. The setter is stable, so timers can hold it.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [internal, setInternal] = useState(defaultOpen);
  const value = open ?? internal;
  const latest = useRef({ value, controlled: open !== undefined, onOpenChange });
  useEffect(() => {
    latest.current = { value, controlled: open !== undefined, onOpenChange };
  });
  const setOpen = useCallback((next: boolean) => {
    const { value: currentValue, controlled, onOpenChange: notify } = latest.current;
    if (next === currentValue) return;
    latest.current.value = next;
    if (!controlled) setInternal(next);
    notify?.(next);
  }, []);
  return [value, setOpen];
}
