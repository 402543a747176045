import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@bonis/design-system';
import { renderWithProviders } from '@bonis/test-utils';
import { ThemePreferenceCard } from './theme-preference';

afterEach(() => localStorage.clear());

const renderCard = () => renderWithProviders(<ThemePreferenceCard />, { theme: true });

describe('ThemePreferenceCard', () => {
  it('follows the system until the shopper chooses', () => {
    renderCard();
    expect(screen.getByRole('radio', { name: /Según el sistema/ })).toBeChecked();
  });

  it('applies and remembers the chosen theme', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('radio', { name: 'Oscuro' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Claro' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
