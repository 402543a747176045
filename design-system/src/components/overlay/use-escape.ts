import { useEffect, useRef } from 'react';

/**
 * The open non-modal overlays listening for Escape (Menu, Dropdown), oldest first. Only the
 * newest acts: a menu opened inside a dropdown closes before the dropdown. Modal dialogs don't
 * use it: the native `<dialog>` closes on Escape itself, and an Escape handled here (default
 * prevented) doesn't reach it.
 */
const listening: object[] = [];

/**
 * Calls `onEscape` when Escape is pressed anywhere while `active`, if this is the newest active
 * caller and no other widget already handled that Escape (defaultPrevented).
 */
export function useEscape(active: boolean, onEscape: (event: KeyboardEvent) => void): void {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const token = {};
    listening.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || listening.at(-1) !== token) return;
      event.preventDefault();
      handler.current(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      listening.splice(listening.indexOf(token), 1);
    };
  }, [active]);
}
