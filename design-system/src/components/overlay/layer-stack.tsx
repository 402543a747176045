import { createContext, useContext, type ReactNode } from 'react';

/**
 * How many overlays (modal, drawer, menu…) enclose a component in the React tree. Portals keep
 * React context, so a dialog rendered by another dialog is deeper even though both sit in body.
 */
const LayerDepth = createContext(0);

/** Wraps an overlay's content so overlays inside it count as above it. */
export function OverlayLayer({ children }: { children: ReactNode }) {
  const depth = useContext(LayerDepth);
  return <LayerDepth value={depth + 1}>{children}</LayerDepth>;
}

/** The depth of the overlay calling it (0 outside any overlay). */
export function useLayerDepth(): number {
  return useContext(LayerDepth);
}

interface Layer {
  depth: number;
}

/**
 * Open overlays, per concern (focus trap, Escape). Only the top one acts, so a confirm dialog
 * over a modal (or a menu inside a modal) handles Escape and keeps focus without its parent
 * fighting it. Deeper layers sit above shallower ones whatever order their effects ran in (a
 * child's effects run before its parent's); at equal depth the newest is on top.
 */
export function createLayerStack() {
  const layers: Layer[] = [];
  return {
    push(depth: number): Layer & { pop: () => void } {
      const layer: Layer = { depth };
      const above = layers.findIndex((other) => other.depth > depth);
      layers.splice(above < 0 ? layers.length : above, 0, layer);
      return Object.assign(layer, {
        pop: () => {
          const index = layers.indexOf(layer);
          if (index >= 0) layers.splice(index, 1);
        },
      });
    },
    isTop(layer: Layer) {
      return layers[layers.length - 1] === layer;
    },
  };
}
