import { useMediaQuery } from './use-media-query';

/** True while the user asks for reduced motion (follows changes). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
