/**
 * What the browser's history holds once an order is placed: /checkout's entry is replaced by
 * the order's page, so neither /payment's way back nor the browser's lands on a checkout whose
 * cart the order emptied.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { createTestQueryClient } from '@bonis/test-utils';
import { ORDER, USER, setupCheckout } from '../testing/checkout-fixtures';
import { Checkout } from './checkout';

const PROFILE = { first_name: 'Ana', last_name: 'Pérez', phone: '+573101234567' };

/** The browser's back button, and the URL shown. */
function BrowserChrome() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás del navegador
      </button>
      <output data-testid="url">{location.pathname + location.search}</output>
    </>
  );
}

/** The shopper came from the cart to /checkout: the history is [/cart, /checkout]. */
function renderFromCart() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/cart', '/checkout']} initialIndex={1}>
        <Routes>
          <Route path="/cart" element={<p>El carrito</p>} />
          <Route path="/checkout" element={<Checkout userId={USER} />} />
          <Route path="/orders/:number" element={<p>La página del pedido</p>} />
          <Route path="/payment" element={<p>El pago</p>} />
        </Routes>
        <BrowserChrome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, url: () => screen.getByTestId('url').textContent };
}

async function placeOrder(user: UserEvent, payment: string) {
  await screen.findByRole('button', { name: 'Realizar pedido' });
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
  );
  await user.type(screen.getByRole('textbox', { name: /^Dirección/ }), 'Calle 80 # 10-20');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Departamento/ }), 'Bogotá D.C.');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Ciudad/ }), 'Bogotá');
  await user.click(await screen.findByRole('radio', { name: /^Mañana/ }));
  await user.click(screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ }));
  await user.click(screen.getByRole('radio', { name: payment }));
  await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));
}

describe('the history an order leaves', () => {
  it("an online order: back from /payment is the order's page, then the cart", async () => {
    setupCheckout({
      profile: PROFILE,
      email: 'ana@correo.co',
      placeOrder: () => ({ ...ORDER, payment_method: 'online' }),
    });
    const { user, url } = renderFromCart();

    await placeOrder(user, 'Pago en línea');
    await waitFor(() => expect(url()).toBe('/payment?order=order-1'));

    await user.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    expect(url()).toBe(`/orders/${ORDER.order_number}`);
    expect(screen.getByText('La página del pedido')).toBeInTheDocument();

    // /checkout is no longer in the history
    await user.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    expect(url()).toBe('/cart');
  });

  it('a cash order: its page replaces /checkout, and back goes to the cart', async () => {
    setupCheckout({ profile: PROFILE, email: 'ana@correo.co' });
    const { user, url } = renderFromCart();

    await placeOrder(user, 'Pago contra entrega');
    await waitFor(() => expect(url()).toBe(`/orders/${ORDER.order_number}`));

    await user.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    expect(url()).toBe('/cart');
  });
});
