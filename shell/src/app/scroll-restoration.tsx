import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'bonis-scroll';

function readPositions(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Back and forward return to where the shopper was on that page; a new page starts at the top
 * (or at its #anchor). Remote pages render after their module loads, so restoring waits, frame
 * by frame for up to two seconds, until the page is tall enough to scroll there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(readPositions());

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.current[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // private mode or full storage: restoring is a nicety
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType !== 'POP') {
      const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    const saved = positions.current[location.key];
    if (saved === undefined) return;
    let frame = 0;
    const deadline = performance.now() + 2000;
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved;
      if (reachable || performance.now() > deadline) {
        window.scrollTo(0, saved);
        return;
      }
      frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);

  return null;
}
