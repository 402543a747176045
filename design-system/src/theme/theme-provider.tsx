import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ThemeName } from '../tokens';

export type ThemePreference = ThemeName | 'system';

export const THEME_STORAGE_KEY = 'bonis-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeContextValue {
  /** what the shopper chose: light, dark, or follow the system */
  preference: ThemePreference;
  /** the theme on screen */
  theme: ThemeName;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// The stored preference as an external store, so every provider and tab agrees.
const listeners = new Set<() => void>();
function readStored(): ThemePreference | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : null;
  } catch {
    return null;
  }
}
function subscribeStored(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
function writeStored(preference: ThemePreference) {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage may be unavailable (private mode): the choice then lasts for the page
  }
  for (const listener of listeners) listener();
}

function subscribeSystem(listener: () => void) {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const systemIsDark = () => Boolean(globalThis.matchMedia?.(DARK_QUERY).matches);

export interface ThemeProviderProps {
  children: ReactNode;
  /** used until the shopper chooses (default: follow the system) */
  defaultPreference?: ThemePreference;
  /** pins the theme whatever was chosen (Storybook, screenshots) */
  forcedTheme?: ThemeName;
}

/**
 * Light and dark themes following the system preference, with an override the shopper can set
 * (persisted in localStorage). Writes the theme on screen as `data-theme` on <html>, which the
 * global styles read.
 */
export function ThemeProvider({
  children,
  defaultPreference = 'system',
  forcedTheme,
}: ThemeProviderProps) {
  const stored = useSyncExternalStore(subscribeStored, readStored, () => null);
  const dark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false);
  const preference = stored ?? defaultPreference;
  const theme: ThemeName =
    forcedTheme ?? (preference === 'system' ? (dark ? 'dark' : 'light') : preference);

  // A layout effect, not a passive one: the attribute is on <html> in the same commit as the
  // tree that reads it, before the browser paints and before anything that waits on the commit
  // (Storybook reports a story or docs page rendered from a layout effect of its root). A
  // passive effect ran after the first paint, so for a moment the page showed the new tree in
  // the old theme's colours.
  useLayoutEffect(() => {
    const root = globalThis.document?.documentElement;
    if (!root) return;
    root.dataset.theme = theme;
  }, [theme]);

  const setPreference = useCallback((next: ThemePreference) => writeStored(next), []);
  const value = useMemo(
    () => ({ preference, theme, setPreference }),
    [preference, theme, setPreference],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The theme on screen and the shopper's preference, with a setter. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a <ThemeProvider> above it');
  return value;
}
