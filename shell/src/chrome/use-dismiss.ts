import { useEffect, useRef, type RefObject } from 'react';

export interface DismissHandlers {
  /** Escape was pressed anywhere and no other widget had handled it (`defaultPrevented`) */
  onEscape: () => void;
  /** a pointer went down outside the element of `ref` */
  onOutside: () => void;
}

/**
 * Dismisses a disclosure the shell opens over the page (the main nav's mega-menus) while `open`.
 * The shell's own small hook: the design system's overlay hooks are internal to it (2.0.0).
 * The pointer is heard in the capture phase, so a `stopPropagation` elsewhere cannot hide it.
 */
export function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  handlers: DismissHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current.onEscape();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      latest.current.onOutside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, ref]);
}
