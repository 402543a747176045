import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { provideFakeSupabase } from '../testing/fake-supabase';
import { resetBus } from '../testing/bus';
import { renderWidget } from '../testing/render';
import FavoritesRoute from './favorites';

describe('/favorites', () => {
  it('renders the favourites page in the account region named by its heading', () => {
    provideFakeSupabase();
    resetBus(null);
    renderWidget(<FavoritesRoute />);
    const page = screen.getByRole('region', { name: 'Mis Favoritos' });
    expect(page.getAttribute('data-route')).toBe('/favorites');
    expect(page.getAttribute('data-remote')).toBe('mfe-account');
    expect(screen.getByText('Inicia sesión para ver tus favoritos')).toBeTruthy();
  });
});
