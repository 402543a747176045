import { useEffect, type RefObject } from 'react';
import { getFocusable } from './focusable';
import { createLayerStack, useLayerDepth } from './layer-stack';

const trapLayers = createLayerStack();

export interface FocusTrapOptions {
  /** focused when the trap starts; default the first focusable element, else the container */
  initialFocus?: RefObject<HTMLElement | null>;
  /** give focus back to the element focused before the trap started (default true) */
  returnFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `container` while `active`: focus moves in when it starts, Tab
 * and Shift+Tab wrap around its focusable elements, focus that escapes (a click behind, a
 * script) is brought back, and focus returns to where it was when it ends. Nested traps stack:
 * only the newest acts. The container should have `tabIndex={-1}`.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnFocus = true }: FocusTrapOptions = {},
): void {
  const depth = useLayerDepth();
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = trapLayers.push(depth);

    const first = () => getFocusable(element)[0] ?? element;
    // a dialog opened together with one inside it leaves the first focus to the inner one
    if (trapLayers.isTop(layer)) (initialFocus?.current ?? first()).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !trapLayers.isTop(layer)) return;
      const items = getFocusable(element);
      const head = items[0];
      const tail = items[items.length - 1];
      const current = document.activeElement;
      if (!head || !tail) {
        event.preventDefault();
        element.focus();
      } else if (
        event.shiftKey &&
        (current === head || !element.contains(current) || current === element)
      ) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !element.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!trapLayers.isTop(layer)) return;
      if (event.target instanceof Node && !element.contains(event.target)) first().focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      layer.pop();
      if (returnFocus && previous?.isConnected) previous.focus();
    };
    // initialFocus is read once, when the trap starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, container, returnFocus, depth]);
}
