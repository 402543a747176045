import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, signOutOnBus } from '@bonis/test-utils';
import { setupCheckout } from '../features/checkout/testing/checkout-fixtures';
import CheckoutRoute from './checkout';

const page = () => screen.getByRole('region', { name: 'Finalizar compra' });

describe('/checkout', () => {
  it('is the remote’s region, titled Finalizar compra, with a skeleton while the session is read', () => {
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });

    expect(page()).toHaveAttribute('data-remote', 'mfe-checkout');
    expect(page()).toHaveAttribute('data-route', '/checkout');
    expect(within(page()).getByRole('heading', { level: 1 })).toHaveTextContent('Finalizar compra');
    expect(within(page()).getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('sends a signed-out visitor to the home page', async () => {
    signOutOnBus();
    const { location } = renderWithProviders(<CheckoutRoute />, { route: '/checkout' });

    expect(location()).toBe('/');
  });

  it("shows the signed-in shopper's checkout", async () => {
    setupCheckout();
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });

    expect(
      await within(page()).findByRole('button', { name: 'Realizar pedido' }),
    ).toBeInTheDocument();
    expect(
      within(page())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      '1Información de contacto',
      '2Dirección de envío',
      '3Método de envío',
      '4Descuentos y bonos',
      '5Método de pago',
      'Resumen del pedido',
    ]);
  });
});
