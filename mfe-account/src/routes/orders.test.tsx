import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { provideFakeSupabase } from '../testing/fake-supabase';
import { resetBus } from '../testing/bus';
import { renderWidget } from '../testing/render';
import OrdersRoute from './orders';

describe('/orders', () => {
  it('renders the order history in the account region named by its heading', () => {
    provideFakeSupabase();
    resetBus(null);
    renderWidget(<OrdersRoute />, { route: '/orders' });
    const page = screen.getByRole('region', { name: 'Mis Pedidos' });
    expect(page.getAttribute('data-route')).toBe('/orders');
    expect(page.getAttribute('data-remote')).toBe('mfe-account');
    expect(screen.getByText('Inicia sesión para ver tus pedidos')).toBeTruthy();
  });
});
