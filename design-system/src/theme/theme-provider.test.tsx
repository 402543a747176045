import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme-provider';

let systemDark = false;
const changeListeners = new Set<() => void>();

beforeEach(() => {
  localStorage.clear();
  systemDark = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => changeListeners.delete(listener),
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  changeListeners.clear();
  delete document.documentElement.dataset.theme;
});

function Probe() {
  const { theme, preference, setPreference } = useTheme();
  return (
    <div>
      <p>
        tema {theme} · preferencia {preference}
      </p>
      <button onClick={() => setPreference('dark')}>Oscuro</button>
      <button onClick={() => setPreference('system')}>Sistema</button>
    </div>
  );
}

describe('ThemeProvider', () => {
  it('follows the system preference and its changes by default', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('tema light · preferencia system')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => {
      systemDark = true;
      for (const listener of changeListeners) listener();
    });
    expect(screen.getByText('tema dark · preferencia system')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('lets the shopper override it, and remembers the choice', async () => {
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Oscuro' }));
    expect(screen.getByText('tema dark · preferencia dark')).toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    unmount();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('tema dark · preferencia dark')).toBeInTheDocument();
  });

  it('lets a forced theme win over everything', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider forcedTheme="dark">
        <Probe />
      </ThemeProvider>,
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('puts the theme on <html> in the commit that renders the tree, before the page paints', () => {
    const seenOnCommit: Array<string | undefined> = [];
    // A parent's layout effect runs after its children's, before passive effects and paint:
    // Storybook reports a story or docs page rendered from one, and axe checks the page then.
    function ReportOnCommit({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        seenOnCommit.push(document.documentElement.dataset.theme);
      }, []);
      return children;
    }
    render(
      <ReportOnCommit>
        <ThemeProvider forcedTheme="dark">
          <Probe />
        </ThemeProvider>
      </ReportOnCommit>,
    );
    expect(seenOnCommit).toEqual(['dark']);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider defaultPreference="dark">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('tema dark · preferencia dark')).toBeInTheDocument();
  });
});
