import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetBus } from '@bonis/test-utils';
import OrdersRoute from './orders';

describe('/orders', () => {
  it('renders the order history in the account region named by its heading', () => {
    resetBus(null);
    renderWithProviders(<OrdersRoute />, { route: '/orders' });
    const page = screen.getByRole('region', { name: 'Mis Pedidos' });
    expect(page).toHaveAttribute('data-route', '/orders');
    expect(page).toHaveAttribute('data-remote', 'mfe-account');
    expect(screen.getByText('Inicia sesión para ver tus pedidos')).toBeInTheDocument();
  });
});
