import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, ThemeProvider } from '@bonis/design-system';
import { ThemePreferenceCard } from './theme-preference';

afterEach(() => localStorage.clear());

describe('ThemePreferenceCard', () => {
  it('follows the system until the shopper chooses', () => {
    render(
      <ThemeProvider>
        <ThemePreferenceCard />
      </ThemeProvider>,
    );
    expect(
      (screen.getByRole('radio', { name: /Según el sistema/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('applies and remembers the chosen theme', () => {
    render(
      <ThemeProvider>
        <ThemePreferenceCard />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Oscuro' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Claro' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
