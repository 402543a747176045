import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, supabaseMock } from '@bonis/test-utils';
import { draftKey } from '../utils/checkout-draft';
import {
  ORDER,
  TOMORROW,
  USER,
  renderCheckout,
  setupCheckout,
  silenceErrors,
} from '../testing/checkout-fixtures';
import { Checkout } from './checkout';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });

/** A draft as the page stores it. */
const storeDraft = (values: Record<string, unknown>, userId = USER) =>
  sessionStorage.setItem(draftKey(userId), JSON.stringify({ version: 1, values }));

/** A page load: the checkout as it renders after a refresh. */
async function reload() {
  const view = renderWithProviders(<Checkout userId={USER} />, {
    route: '/checkout',
    userOptions: { delay: null },
  });
  await screen.findByRole('button', { name: 'Realizar pedido' });
  return view;
}

describe('the checkout draft', () => {
  it('keeps what was typed and chosen through a refresh', async () => {
    setupCheckout();
    const first = await renderCheckout();
    const { user } = first;
    await user.type(field(/^Nombre/), 'Ana');
    await user.type(field(/^Teléfono/), '3101234567');
    await user.type(field(/^Dirección/), 'Calle 80 # 10-20');
    await user.selectOptions(select(/^Departamento/), 'Antioquia');
    await user.selectOptions(select(/^Ciudad/), 'Envigado');
    await user.type(field(/^Notas/), 'Portería 2');
    await user.click(await screen.findByRole('radio', { name: /^Mañana/ }));
    await user.click(screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ }));
    await user.click(screen.getByRole('radio', { name: 'Pago en línea' }));

    // the refresh: the page is left at once (its live channel closes), then loads again
    silenceErrors();
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    await reload();

    expect(field(/^Nombre/)).toHaveValue('Ana');
    expect(field(/^Teléfono/)).toHaveValue('3101234567');
    expect(field(/^Dirección/)).toHaveValue('Calle 80 # 10-20');
    expect(select(/^Departamento/)).toHaveValue('Antioquia');
    expect(select(/^Ciudad/)).toHaveValue('Envigado');
    expect(field(/^Notas/)).toHaveValue('Portería 2');
    expect(await screen.findByRole('radio', { name: /^Mañana/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pago en línea' })).toBeChecked();
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('preview_checkout')).toContainEqual({
        p_shipping_time_range_id: 'range-afternoon',
      }),
    );
  });

  it('saves as the shopper types, without waiting for the page to be left', async () => {
    setupCheckout();
    const { user } = await renderCheckout();

    await user.type(field(/^Dirección/), 'Calle 80');

    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(draftKey(USER)) ?? '{}')).toMatchObject({
        values: { address: 'Calle 80' },
      }),
    );
  });

  it('brings back only the choices still offered: a delivery day gone by is dropped', async () => {
    storeDraft({
      address: 'Calle 80 # 10-20',
      department: 'Atlantis',
      city: 'Atlántida',
      slotId: 'range-afternoon',
      deliveryDate: '2026-11-20',
      paymentMethod: 'cash',
    });
    setupCheckout();
    await reload();

    expect(field(/^Dirección/)).toHaveValue('Calle 80 # 10-20');
    expect(select(/^Departamento/)).toHaveValue('');
    expect(select(/^Ciudad/)).toHaveValue('');
    expect(await screen.findByRole('radio', { name: /^Hoy/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ })).not.toBeChecked();
    expect(screen.queryByText(/ya no está disponible/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pago contra entrega' })).toBeChecked();
  });

  it('keeps a draft typed over the profile’s contact', async () => {
    storeDraft({ firstName: 'Anita' });
    setupCheckout({ profile: { first_name: 'Ana', last_name: 'Pérez', phone: null } });
    await reload();

    await waitFor(() => expect(field(/^Apellido/)).toHaveValue('Pérez'));
    expect(field(/^Nombre/)).toHaveValue('Anita');
  });

  it('is not another shopper’s', async () => {
    storeDraft({ address: 'Calle de otra persona' }, 'user-2');
    setupCheckout();
    await reload();

    expect(field(/^Dirección/)).toHaveValue('');
  });

  it('is forgotten once the order is placed', async () => {
    storeDraft({
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: '3101234567',
      email: 'ana@correo.co',
      address: 'Calle 80 # 10-20',
      department: 'Bogotá D.C.',
      city: 'Bogotá',
      slotId: 'range-afternoon',
      deliveryDate: TOMORROW,
      paymentMethod: 'cash',
    });
    setupCheckout();
    const { user, location } = await reload();
    expect(await screen.findByRole('radio', { name: /^2:00 PM - 6:00 PM/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    await waitFor(() => expect(location()).toBe(`/orders/${ORDER.order_number}`));
    expect(supabaseMock.rpcCalls('place_order')).toHaveLength(1);
    expect(sessionStorage.getItem(draftKey(USER))).toBeNull();
  });
});
