import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetBus } from '@bonis/test-utils';
import CartRoute from './cart';

describe('/cart', () => {
  it('renders the cart in the checkout region named by its heading', () => {
    resetBus(null);
    renderWithProviders(<CartRoute />, { route: '/cart' });
    const page = screen.getByRole('region', { name: 'Carrito de compras' });
    expect(page).toHaveAttribute('data-route', '/cart');
    expect(page).toHaveAttribute('data-remote', 'mfe-checkout');
    expect(screen.getByText('Inicia sesión para ver tu carrito')).toBeInTheDocument();
  });
});
