import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside every element in `refs` while `active`
 * (menus, dropdowns). Listens in the capture phase so a stopPropagation elsewhere cannot hide it.
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  onOutside: (event: PointerEvent) => void,
): void {
  const handler = useRef(onOutside);
  const elements = useRef(refs);
  useEffect(() => {
    handler.current = onOutside;
    elements.current = refs;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (elements.current.some((ref) => ref.current?.contains(target))) return;
      handler.current(event);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [active]);
}
