import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetBus } from '@bonis/test-utils';
import FavoritesRoute from './favorites';

describe('/favorites', () => {
  it('renders the favourites page in the account region named by its heading', () => {
    resetBus(null);
    renderWithProviders(<FavoritesRoute />);
    const page = screen.getByRole('region', { name: 'Mis Favoritos' });
    expect(page).toHaveAttribute('data-route', '/favorites');
    expect(page).toHaveAttribute('data-remote', 'mfe-account');
    expect(screen.getByText('Inicia sesión para ver tus favoritos')).toBeInTheDocument();
  });
});
