import { useEffect, useRef } from 'react';
import { createLayerStack, useLayerDepth } from './layer-stack';

const escapeLayers = createLayerStack();

/**
 * Calls `onEscape` when Escape is pressed anywhere while `active`. Only the top overlay's
 * listener runs (see layer-stack), and an Escape another widget already handled (defaultPrevented) is
 * left alone.
 */
export function useEscape(active: boolean, onEscape: (event: KeyboardEvent) => void): void {
  const handler = useRef(onEscape);
  const depth = useLayerDepth();
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const layer = escapeLayers.push(depth);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !escapeLayers.isTop(layer)) return;
      event.preventDefault();
      handler.current(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      layer.pop();
    };
  }, [active, depth]);
}
